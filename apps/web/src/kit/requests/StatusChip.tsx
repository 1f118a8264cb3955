import Chip from '@mui/material/Chip';
import { STATUS, STATUS_LABELS, type Status } from '@portal/domain';

/**
 * A request's status in the colours of docs/rules.md: pending yellow, approved green, rejected
 * red. Fixed colours with text chosen for AA contrast in both themes.
 */
const COLOURS: Record<Status, { bg: string; fg: string }> = {
  [STATUS.PENDING]: { bg: '#fdd835', fg: '#1a1a1a' },
  [STATUS.APPROVED]: { bg: '#1b5e20', fg: '#ffffff' },
  [STATUS.REJECTED]: { bg: '#b71c1c', fg: '#ffffff' },
};

export function StatusChip({ status }: { status: Status }) {
  const { bg, fg } = COLOURS[status];
  return <Chip size="small" label={STATUS_LABELS[status]} sx={{ bgcolor: bg, color: fg, fontWeight: 700 }} />;
}
