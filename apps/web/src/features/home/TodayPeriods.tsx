import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { semesterLabel } from '@portal/domain';
import { formatTimeSpan } from '../../shell/dates';
import { Loading } from '../../shell/Loading';
import { classPath } from '../departments';
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
            primary={`${formatTimeSpan(period.startTime, period.endTime)} · ${period.name}`}
            secondary={
              <>
                <Link component={RouterLink} to={classPath(period.department, period.semester)}>
                  {period.department} {semesterLabel(period.semester)}
                </Link>
                {` · ${period.subject.toUpperCase()}`}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
