import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, formatRupees, isOverdue, type PaymentType } from '@portal/domain';
import { RowCards, usePhoneLayout, type RowCardLayout } from '../../kit/grid/RowCards';
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

/** A fee's collections on a phone: the fee and its amount, then every column under its label. */
const phoneCards = (today: string, onDelete?: (type: PaymentType) => void): RowCardLayout<PaymentType> => ({
  title: (type) => type.type,
  aside: (type) => formatRupees(type.amount),
  fields: [
    { label: 'Due date', value: (type) => formatDate(type.dueDate) },
    { label: 'Paid', value: (type) => collectionOf(type, today).paid },
    { label: 'Collected', value: (type) => formatRupees(collectionOf(type, today).paidAmount) },
    { label: 'Due', value: (type) => collectionOf(type, today).due },
    { label: 'Overdue', value: (type) => <Overdue count={collectionOf(type, today).overdue} /> },
    { label: 'Total', value: (type) => formatRupees(collectionOf(type, today).total) },
  ],
  actions: onDelete && ((type) => <DeleteButton type={type} onDelete={onDelete} />),
});

/** Students past the due date who have not paid, in red when there are any. */
const Overdue = ({ count }: { count: number }) => (
  <Box component="span" sx={{ color: count > 0 ? 'error.main' : undefined }}>
    {count}
  </Box>
);

const DeleteButton = ({ type, onDelete }: { type: PaymentType; onDelete: (type: PaymentType) => void }) => (
  <IconButton aria-label={`Delete ${type.type}`} onClick={() => onDelete(type)} size="small">
    <DeleteOutline />
  </IconButton>
);

/**
 * The payment types with their collections; the admin's copy offers Delete on each. On a phone each
 * fee is a card (RowCards), as the table's nine columns would not fit.
 */
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
  const phone = usePhoneLayout();
  if (types.length === 0) return <Typography color="text.secondary">{MESSAGES.noDataFound}</Typography>;
  if (phone)
    return <RowCards label={label} rows={types} rowKey={(type) => type._id} layout={phoneCards(today, onDelete)} />;
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
                <TableCell align="right">
                  <Overdue count={collection.overdue} />
                </TableCell>
                <TableCell align="right">{formatRupees(collection.total)}</TableCell>
                {onDelete && (
                  <TableCell align="right">
                    <DeleteButton type={type} onDelete={onDelete} />
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
