import Chip from '@mui/material/Chip';
import { isOverdue } from '@portal/domain';

/** A fee's state for one student: paid, due, or overdue after its due date (docs/rules.md, "Payments"). */
export function FeeStatusChip({ paid, dueDate, today }: { paid: boolean; dueDate: string; today: string }) {
  if (paid) return <Chip size="small" color="success" label="Paid" />;
  return isOverdue(dueDate, today) ? (
    <Chip size="small" color="error" variant="outlined" label="Overdue" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label="Due" />
  );
}
