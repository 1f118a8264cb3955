import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { DECISION_REASON_MAX, decisionReason, type RequestItem } from '@portal/domain';

/**
 * Rejecting is final for the approver, so it is asked for once more, with room for a reason the
 * student reads on the list and in the e-mail (docs/rules.md, "Requests and approval"). The
 * reason is optional and follows the domain's text rules; Reject sends it.
 */
export function RejectDialog({
  item,
  noun,
  busy,
  onReject,
  onCancel,
}: {
  item: RequestItem;
  noun: string;
  busy: boolean;
  onReject: (reason: string | undefined) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const checked = decisionReason.safeParse(reason);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const titleId = `reject-${item._id}-title`;
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        Reject the {noun} of {item.name}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2, overflowWrap: 'anywhere' }}>“{item.description}”</DialogContentText>
        <TextField
          label="Reason (optional)"
          multiline
          minRows={3}
          maxRows={8}
          fullWidth
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(problem)}
          helperText={
            problem ??
            `The student sees it with the decision and in the e-mail. ${reason.length} / ${DECISION_REASON_MAX}`
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={busy}
          disabled={Boolean(problem)}
          onClick={() => checked.success && onReject(checked.data)}
        >
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
