import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CalendarFeedCard } from '../../kit/calendar/CalendarFeedCard';
import { Loading } from '../../shell/Loading';
import { useCurrentUser } from '../../shell/session';
import { TaughtClassLinks } from '../attendance';
import { TodayAtAGlance } from '../reports';
import { ComingEvents } from './ComingEvents';
import { QuickLinks } from './QuickLinks';
import { TodayPeriods } from './TodayPeriods';
import { Welcome } from './Welcome';

function Section({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
      <Typography component="h3" variant="h6" gutterBottom>
        {title}
      </Typography>
      {children}
      {action}
    </Paper>
  );
}

/**
 * The faculty's dashboard (docs/rules.md, "Areas and screens"): for an HOD today at a glance in the
 * department, then the dashboards of the member's classes, today's periods from every timetable the
 * member teaches in (each linked to its class), the requests waiting (counts beside the quick links),
 * the coming events and the calendar feed.
 */
export function FacultyDashboard() {
  const { isHOD } = useCurrentUser();
  return (
    <Paper sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Welcome />
      {isHOD && (
        <Box sx={{ mb: 2 }}>
          <TodayAtAGlance />
        </Box>
      )}
      <QuickLinks />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={12}>
          <Section title="Class dashboards">
            <Suspense fallback={<Loading />}>
              <TaughtClassLinks />
            </Suspense>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Today's periods">
            <TodayPeriods />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section
            title="Coming events"
            action={
              <Button component={RouterLink} to="/events" sx={{ mt: 1 }}>
                Open the calendar
              </Button>
            }
          >
            <ComingEvents />
          </Section>
        </Grid>
      </Grid>
      <CalendarFeedCard />
    </Paper>
  );
}
