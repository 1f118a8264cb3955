import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DESCRIPTION_ROWS, MESSAGES, type Gatepass } from '@portal/domain';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { fromDateAndTimeFields, toDateAndTimeFields } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { useCancelGatepass, useEditGatepass } from './gatepassApi';

/**
 * Edit or delete a pass that is not approved (docs/rules.md, "Gate passes"): change the description
 * and time, or cancel it after 'Are you sure you want to delete this?'.
 */
export function GatepassEditDialog({ gatepass, onClose }: { gatepass: Gatepass; onClose: () => void }) {
  const initial = toDateAndTimeFields(gatepass.time);
  const [description, setDescription] = useState(gatepass.description);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [blankAlert, setBlankAlert] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const edit = useEditGatepass();
  const cancel = useCancelGatepass();

  const save = () => {
    // As docs/rules.md, "Form rules", says: a blank description is refused with an alert in the dialog.
    if (!description.trim() || !date || !time) return setBlankAlert(true);
    setBlankAlert(false);
    edit.mutate(
      { _id: gatepass._id, description: description.trim(), time: fromDateAndTimeFields(date, time) },
      {
        onSuccess: (result) => {
          notify.success(result.msg || MESSAGES.gatepassUpdated);
          onClose();
        },
        onError: (error) => notify.error(failureMessage(error, MESSAGES.error)),
      },
    );
  };

  const remove = () =>
    cancel.mutate(gatepass._id, {
      onSuccess: () => {
        notify.success(MESSAGES.deleted);
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        notify.error(failureMessage(error, MESSAGES.errorOccured));
        setConfirming(false);
      },
    });

  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="edit-gatepass-title" fullWidth maxWidth="sm">
        <DialogTitle id="edit-gatepass-title">Edit gate pass</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {blankAlert && (
              <Alert severity="error" role="alert">
                {description.trim() ? MESSAGES.required : `Description: ${MESSAGES.required}`}
              </Alert>
            )}
            <TextField
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={DESCRIPTION_ROWS.min}
              maxRows={DESCRIPTION_ROWS.max}
              required
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Date"
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                label="Time"
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
                required
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button color="error" onClick={() => setConfirming(true)} sx={{ mr: 'auto' }}>
            Delete
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={save} loading={edit.isPending}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        busy={cancel.isPending}
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
