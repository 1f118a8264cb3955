import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES, SERVER_MESSAGES, eventAudienceLabel, type CalendarEvent } from '@portal/domain';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { formatDate, formatTime } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { isWholeDays } from './calendarTime';
import { useDeleteEvent } from './eventsApi';

/** When an event happens, in the institute's zone: 'Mar 5th 21' or 'Mar 5th 21, 9:00 am - 12:00 pm'. */
export function describeWhen(event: Pick<CalendarEvent, 'start' | 'end'>): string {
  if (isWholeDays(event.start, event.end)) {
    const last = new Date(Date.parse(event.end) - 1);
    const [first, final] = [formatDate(event.start), formatDate(last)];
    return first === final ? first : `${first} - ${final}`;
  }
  const [startDay, endDay] = [formatDate(event.start), formatDate(event.end)];
  return startDay === endDay
    ? `${startDay}, ${formatTime(event.start)} - ${formatTime(event.end)}`
    : `${startDay}, ${formatTime(event.start)} - ${endDay}, ${formatTime(event.end)}`;
}

/** A selected event: its title and who put it up, with Delete for its creator or an admin. */
export function EventDetailsDialog({ event, onClose }: { event: CalendarEvent; onClose: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteEvent();
  const titleId = `event-${event._id}`;
  const confirm = () =>
    remove.mutate(event._id, {
      onSuccess: () => {
        notify.success(SERVER_MESSAGES.eventDeleted);
        setConfirming(false);
        onClose();
      },
      onError: (error) => notify.error(failureMessage(error, MESSAGES.errorOccured)),
    });
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </DialogTitle>
        <DialogContent>
          <Typography gutterBottom>{describeWhen(event)}</Typography>
          <Typography color="text.secondary" gutterBottom>
            {eventAudienceLabel(event)}
          </Typography>
          <Typography color="text.secondary">Put up by {event.uploadBy ?? 'a former member'}</Typography>
        </DialogContent>
        <DialogActions>
          {event.canDelete && (
            <Button color="error" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
          <Button onClick={onClose} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog open={confirming} busy={remove.isPending} onConfirm={confirm} onCancel={() => setConfirming(false)} />
    </>
  );
}
