import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, formatRupees } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { formatDate, todayInInstitute } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { FeeStatusChip } from './FeeStatusChip';
import { usePaymentHistory, usePaymentTypes } from './paymentsApi';

/** One student's fees as the office sees them: each payment type paid (with its receipt) or due. */
export default function StudentFeeStatus({ studentId }: { studentId: string }) {
  const types = usePaymentTypes();
  const paid = usePaymentHistory({ student: studentId, status: 'paid', limit: 100 });
  const today = todayInInstitute();
  const error = types.error ?? paid.error;
  if (error) return <Alert severity="error">{failureMessage(error, MESSAGES.error)}</Alert>;
  if (!types.data || !paid.data) return <Loading label="Loading the fees" />;
  if (types.data.length === 0) return <Typography variant="body2">{MESSAGES.noDataFound}</Typography>;
  const byType = new Map(paid.data.data.map((payment) => [payment.paymentType._id, payment]));
  return (
    <List dense disablePadding aria-label="Fee status">
      {types.data.map((type) => {
        const payment = byType.get(type._id);
        return (
          <ListItem key={type._id} disableGutters>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>
                    {type.type} · {formatRupees(type.amount)}
                  </span>
                  <FeeStatusChip paid={Boolean(payment)} dueDate={type.dueDate} today={today} />
                </Stack>
              }
              secondary={
                payment?.paidAt ? (
                  <>
                    Paid {formatDate(payment.paidAt)} ·{' '}
                    <Link component={RouterLink} to={`/payment/receipt/${payment._id}`}>
                      Receipt
                    </Link>
                  </>
                ) : (
                  `Due ${formatDate(type.dueDate)}`
                )
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
