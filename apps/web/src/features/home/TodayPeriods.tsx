import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { semesterLabel } from '@portal/domain';
import { formatTimeOfDay } from '../../shell/dates';
import { Loading } from '../../shell/Loading';
import { useFacultyToday } from './homeApi';

/** The member's periods today, from every timetable the member teaches in. */
export function TodayPeriods() {
  const today = useFacultyToday();
  if (today.isLoading) return <Loading />;
  const periods = today.data?.periods ?? [];
  if (periods.length === 0) {
    return (
      <Typography color="text.secondary">
        {today.data?.day ? 'No periods today' : 'No classes at the weekend'}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {periods.map((period) => (
        <ListItem key={`${period.startTime}-${period.department}-${period.semester}-${period.subject}`} disableGutters>
          <ListItemText
            primary={`${formatTimeOfDay(period.startTime)} - ${formatTimeOfDay(period.endTime)} · ${period.name}`}
            secondary={`${period.department} ${semesterLabel(period.semester)} · ${period.subject.toUpperCase()}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
