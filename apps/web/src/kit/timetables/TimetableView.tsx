import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, WEEKDAY_LABELS, WEEKDAYS, type Weekday } from '@portal/domain';
import { formatTimeSpan } from '../../shell/dates';

export interface ViewTiming {
  subject: string;
  name?: string;
  startTime: string;
  endTime: string;
}

/**
 * A week's timetable, read-only: one row per day, Monday to Friday, each period with its subject and
 * its start and end time; a day without periods says 'NO PERIODS ADDED'. The student's dashboard,
 * the class dashboard and the admin's timetable page all show it.
 */
export function TimetableView({
  days,
  headingLevel = 'h3',
}: {
  days: readonly { day: Weekday; timings: readonly ViewTiming[] }[];
  headingLevel?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <Stack spacing={1.5} component="section" aria-label="Timetable">
      {WEEKDAYS.map((day) => {
        const timings = days.find((entry) => entry.day === day)?.timings ?? [];
        return (
          <Box
            key={day}
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 1,
              alignItems: { sm: 'center' },
              borderBottom: 1,
              borderColor: 'divider',
              pb: 1.5,
            }}
          >
            <Typography
              component={headingLevel}
              variant="subtitle1"
              sx={{ fontWeight: 600, width: { sm: 120 }, flexShrink: 0 }}
            >
              {WEEKDAY_LABELS[day]}
            </Typography>
            {timings.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {MESSAGES.noPeriodsAdded}
              </Typography>
            ) : (
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
                {timings.map((timing) => (
                  <li key={`${timing.startTime}-${timing.subject}`}>
                    <Chip
                      variant="outlined"
                      sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                      label={
                        <>
                          <Typography component="span" variant="body2" sx={{ fontWeight: 600, display: 'block' }}>
                            {timing.name ? `${timing.name} (${timing.subject})` : timing.subject}
                          </Typography>
                          <Typography component="span" variant="caption">
                            {formatTimeSpan(timing.startTime, timing.endTime)}
                          </Typography>
                        </>
                      }
                    />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
