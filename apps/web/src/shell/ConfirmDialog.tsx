import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portal/domain';

/** "Are you sure?" before a destructive action (docs/rules.md, "Requests, messages and errors"). */
export function ConfirmDialog({
  open,
  message = MESSAGES.confirmDelete,
  confirmLabel = 'Yes, delete',
  confirmColor = 'error',
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  message?: string;
  confirmLabel?: string;
  /** Red for what destroys; green for what grants (approving several requests). */
  confirmColor?: 'error' | 'success';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title" aria-describedby="confirm-message">
      <DialogTitle id="confirm-title">Please confirm</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-message">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button color={confirmColor} variant="contained" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
