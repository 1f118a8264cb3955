import Typography from '@mui/material/Typography';

/** The member's periods today, from every timetable the member teaches in. */
export function TodayPeriods() {
  return <Typography color="text.secondary">No periods today</Typography>;
}
