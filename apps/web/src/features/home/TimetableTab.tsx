import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, WEEKDAY_LABELS } from '@portal/domain';
import { formatTimeOfDay } from '../../shell/dates';
import { Loading } from '../../shell/Loading';
import { useStudentTimetable } from './homeApi';

/** The student's Timetable tab: one row per day, each period's subject and its start-end time. */
export default function TimetableTab() {
  const timetable = useStudentTimetable();
  if (timetable.isLoading) return <Loading />;
  const days = timetable.data ?? [];
  if (days.length === 0) return <Typography color="text.secondary">{MESSAGES.timetableNotFound}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Timetable">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Day
            </TableCell>
            <TableCell component="th" scope="col">
              Periods
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => (
            <TableRow key={day.day}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500, verticalAlign: 'top', width: { xs: 72, sm: 120 }, px: { xs: 1, sm: 2 } }}>
                {WEEKDAY_LABELS[day.day]}
              </TableCell>
              <TableCell>
                {day.timings.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No periods
                  </Typography>
                ) : (
                  <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                    {day.timings.map((period) => (
                      <Chip
                        key={`${period.startTime}-${period.subject}`}
                        variant="outlined"
                        sx={{ height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                        label={
                          <>
                            <strong>{period.name}</strong> ({period.subject.toUpperCase()}) · {formatTimeOfDay(period.startTime)} -{' '}
                            {formatTimeOfDay(period.endTime)}
                          </>
                        }
                      />
                    ))}
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
