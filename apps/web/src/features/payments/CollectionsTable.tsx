import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatRupees, isOverdue, type PaymentType } from '@portal/domain';
import { formatDate, todayInInstitute } from '../../shell/dates';

/** What one payment type has collected and what is still owed, for the active students it applies to. */
export function collectionOf(type: PaymentType, today: string) {
  const students = type.studentCount ?? 0;
  const paid = type.paidCount ?? 0;
  const due = Math.max(students - paid, 0);
  return {
    paid,
    paidAmount: type.paidAmount ?? 0,
    due,
    dueAmount: due * type.amount,
    overdue: isOverdue(type.dueDate, today) ? due : 0,
    total: students * type.amount,
  };
}

/** The payment types with their collections; the admin's copy offers Delete on each. */
export function CollectionsTable({
  types,
  label,
  onDelete,
}: {
  types: PaymentType[];
  label: string;
  onDelete?: (type: PaymentType) => void;
}) {
  const today = todayInInstitute();
  if (types.length === 0) return <Typography color="text.secondary">{MESSAGES.noDataFound}</Typography>;
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow screen.
    <TableContainer tabIndex={0} role="region" aria-label={`${label}, scrollable`} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Fee</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Due date</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Collected</TableCell>
            <TableCell align="right">Due</TableCell>
            <TableCell align="right">Overdue</TableCell>
            <TableCell align="right">Total</TableCell>
            {onDelete && <TableCell align="right">Delete</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => {
            const collection = collectionOf(type, today);
            return (
              <TableRow key={type._id}>
                <TableCell component="th" scope="row">
                  {type.type}
                </TableCell>
                <TableCell align="right">{formatRupees(type.amount)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(type.dueDate)}</TableCell>
                <TableCell align="right">{collection.paid}</TableCell>
                <TableCell align="right">{formatRupees(collection.paidAmount)}</TableCell>
                <TableCell align="right">{collection.due}</TableCell>
                <TableCell align="right" sx={{ color: collection.overdue > 0 ? 'error.main' : undefined }}>
                  {collection.overdue}
                </TableCell>
                <TableCell align="right">{formatRupees(collection.total)}</TableCell>
                {onDelete && (
                  <TableCell align="right">
                    <IconButton aria-label={`Delete ${type.type}`} onClick={() => onDelete(type)} size="small">
                      <DeleteOutline />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
