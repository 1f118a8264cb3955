import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { TimetableView } from '../../kit/timetables/TimetableView';
import { useOwnTimetable } from '../../kit/timetables/timetableApi';
import { Loading } from '../../shell/Loading';

/** The student's Timetable tab: one row per day, each period's subject and its start-end time. */
export default function TimetableTab() {
  const timetable = useOwnTimetable();
  if (timetable.isLoading) return <Loading />;
  const days = timetable.data ?? [];
  if (days.length === 0) return <Typography color="text.secondary">{MESSAGES.timetableNotFound}</Typography>;
  return <TimetableView days={days} />;
}
