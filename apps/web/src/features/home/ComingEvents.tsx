import { useMemo } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { eventAudienceLabel } from '@portal/domain';
import { describeWhen } from '../../kit/calendar/calendarTime';
import { useEvents } from '../../kit/calendar/eventsApi';
import { Loading } from '../../shell/Loading';

const DAY_MS = 86_400_000;
const SHOWN = 5;

/** The next few events of the coming month. */
export function ComingEvents() {
  // Fixed for the page's life, so the query key stays put.
  const span = useMemo(() => {
    const now = Date.now();
    return { start: new Date(now).toISOString(), end: new Date(now + 30 * DAY_MS).toISOString() };
  }, []);
  const events = useEvents(span);
  if (events.isLoading) return <Loading />;
  const coming = (events.data ?? []).slice(0, SHOWN);
  if (coming.length === 0) return <Typography color="text.secondary">No events in the coming month</Typography>;
  return (
    <List dense disablePadding>
      {coming.map((event) => (
        <ListItem key={event._id} disableGutters>
          <ListItemText
            primary={event.title}
            secondary={`${describeWhen(event)} · ${eventAudienceLabel(event)}`}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
