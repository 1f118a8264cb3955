import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STATUS, type RequestItem } from '@portal/domain';
import { formatDateTime } from '../../shell/dates';

/**
 * How a request was decided, for the student and the approver (docs/rules.md, "Requests and
 * approval"): who decided and when, and the approver's reason, kept as it was written (line breaks
 * included). Nothing for a pending request.
 */
export function DecisionNote({ item, showWho = true }: { item: RequestItem; showWho?: boolean }) {
  if (item.status === STATUS.PENDING || (!showWho && !item.reason)) return null;
  const verb = item.status === STATUS.APPROVED ? 'Approved' : 'Rejected';
  const when = item.decidedAt ? formatDateTime(item.decidedAt) : null;
  return (
    <Box sx={{ mt: 0.5 }}>
      {showWho && (
        <Typography variant="body2" color="text.secondary">
          {[`${verb}${item.decidedBy ? ` by ${item.decidedBy}` : ''}`, when].filter(Boolean).join(' · ')}
        </Typography>
      )}
      {item.reason && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            Reason:
          </Box>{' '}
          {item.reason}
        </Typography>
      )}
    </Box>
  );
}
