import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES, SERVER_MESSAGES, eventAudienceLabel, type CalendarEvent } from '@portal/domain';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { describeWhen } from './calendarTime';
import { useDeleteEvent } from './eventsApi';

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
      <ConfirmDialog
        open={confirming}
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
