import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { DEPARTMENT_NAMES, MESSAGES, formatRupees, yearLabel, type Department } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';
import { formatDate, formatDateTime } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { usePageTitle } from '../../shell/pageTitle';
import { PrintButton, PrintStyles } from '../../shell/print';
import { useReceipt } from './paymentsApi';

/** /payment/receipt/{id}: a paid fee's receipt for its student, the admin and the office, ready to print. */
export default function ReceiptPage() {
  usePageTitle('Receipt');
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  if (receipt.isPending) return <Loading label="Loading the receipt" />;
  if (receipt.isError) return <Alert severity="error">{failureMessage(receipt.error, MESSAGES.error)}</Alert>;
  const data = receipt.data;
  const department = data.student.department as Department | null;
  const rows: [string, string][] = [
    ['Student', data.student.name || data.student.email],
    ['E-mail', data.student.email],
    ['Department', department ? `${department} · ${DEPARTMENT_NAMES[department] ?? ''}` : '—'],
    ['Year', yearLabel(data.student.currentYear) || '—'],
    ['Roll no', data.student.rollNo ?? '—'],
    ['Fee', data.paymentType.type],
    ['Due date', formatDate(data.paymentType.dueDate)],
    ['Amount paid', formatRupees(data.amount)],
    ['Date paid', formatDateTime(data.paidAt)],
    ['Razorpay payment id', data.razorpayPaymentId],
    ['Razorpay order id', data.razorpayOrderId],
  ];
  return (
    <>
      <PrintStyles />
      <Stack
        direction="row"
        spacing={1}
        className="no-print"
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: 'center', maxWidth: 640 }}
      >
        <BackButton fallback="/payment" />
        <PrintButton variant="contained" />
      </Stack>
      <Paper
        className="printable"
        sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640 }}
        component="article"
        aria-labelledby="receipt-heading"
      >
        <Typography variant="overline" color="text.secondary">
          {data.institute}
        </Typography>
        <Typography id="receipt-heading" component="h2" variant="h5" gutterBottom>
          Fee receipt
        </Typography>
        <Divider sx={{ mb: 2 }} />
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
            columnGap: 2,
            rowGap: { xs: 0.25, sm: 1 },
            m: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
                {label}
              </Typography>
              <Typography
                component="dd"
                variant="body1"
                sx={{ m: 0, overflowWrap: 'anywhere', fontWeight: label === 'Amount paid' ? 700 : undefined }}
              >
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </>
  );
}
