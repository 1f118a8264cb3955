import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatRupees } from '@portal/domain';
import { Figure } from '../../kit/figures/Figure';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { formatDate, todayInInstitute } from '../../shell/dates';
import { useCurrentUser } from '../../shell/session';
import { useToday } from './reportsApi';
import { GLANCE_HEIGHT } from './glanceHeight';
import { WeekChart } from './WeekChart';

/**
 * Today at a glance on the admin's and the HOD's home (docs/rules.md, "Reports"): the requests
 * waiting, the passes used at the gate today, the sign-ups waiting and today's payments (the
 * college's, or the HOD's department's), and the last seven days as a small chart.
 */
export default function TodayAtAGlance() {
  const user = useCurrentUser();
  const today = useToday();
  const data = today.data;
  const scope = data ? data.department : user.type === 'faculty' ? user.department : null;
  const admin = data?.department === null;
  return (
    <Paper
      component="section"
      aria-labelledby="glance-heading"
      sx={{ p: { xs: 1.5, sm: 2 }, minHeight: today.isPending ? GLANCE_HEIGHT : undefined }}
    >
      <Typography id="glance-heading" component="h2" variant="h6">
        Today at a glance
      </Typography>
      {/* Known before the figures arrive (today here, and whose day: an HOD's department or the
          college), so the line shows with the section rather than after its call. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {formatDate(data?.date ?? todayInInstitute())} · {scope ? `${scope} department` : 'the whole college'}
      </Typography>
      {today.isPending && <Loading label="Loading today at a glance" />}
      {today.isError && <Alert severity="error">{failureMessage(today.error, MESSAGES.error)}</Alert>}
      {data && (
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure
              label="Requests pending"
              value={String(data.requestsPending.gatepass + data.requestsPending.leave)}
              detail={`${data.requestsPending.gatepass} gate passes, ${data.requestsPending.leave} leave`}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure
              label="Passes used today"
              value={String(data.passesUsedToday)}
              to={admin ? '/reports/gate-log' : undefined}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure label="Sign-ups waiting" value={String(data.signUpsWaiting)} />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Figure
              label="Payments today"
              value={String(data.paymentsToday.count)}
              detail={formatRupees(data.paymentsToday.amount)}
              to={admin ? '/payment' : undefined}
            />
          </Grid>
          <Grid size={12}>
            <Typography component="h3" variant="subtitle2" sx={{ mt: 1 }}>
              The last seven days
            </Typography>
            <WeekChart week={data.week} />
          </Grid>
        </Grid>
      )}
    </Paper>
  );
}
