import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';

/** The student's timetable: one row per day. */
export default function TimetableTab() {
  return <Typography color="text.secondary">{MESSAGES.timetableNotFound}</Typography>;
}
