import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, SERVER_MESSAGES, formatRupees, type PaymentType } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { usePublicConfig } from '../../shell/config';
import NotFoundPage from '../../shell/NotFoundPage';
import { formatDate, todayInInstitute } from '../../shell/dates';
import { failureMessage } from '../../shell/failure';
import { usePageTitle } from '../../shell/pageTitle';
import { useCurrentUser } from '../../shell/session';
import { FeeStatusChip } from './FeeStatusChip';
import { PayDialog } from './PayDialog';
import { usePaymentTypes } from './paymentsApi';

/**
 * The fees, each paid (with its receipt) or due. `canPay`: the server has Razorpay's keys, so a due
 * fee offers Pay; without them a due fee has no button, as paying could only fail.
 */
function FeeList({ canPay }: { canPay: boolean }) {
  const types = usePaymentTypes();
  const [paying, setPaying] = useState<PaymentType | null>(null);
  const today = todayInInstitute();
  if (types.isPending) return <Loading label="Loading the fees" />;
  if (types.isError) return <Alert severity="error">{failureMessage(types.error, MESSAGES.error)}</Alert>;
  if (types.data.length === 0) return <Typography color="text.secondary">{MESSAGES.noDataFound}</Typography>;
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {types.data.map((fee) => (
          <Grid key={fee._id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardContent sx={{ flexGrow: 1 }}>
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                  <Typography component="h3" variant="h6">
                    {fee.type}
                  </Typography>
                  <FeeStatusChip paid={Boolean(fee.paid)} dueDate={fee.dueDate} today={today} />
                </Stack>
                <Typography variant="h5" component="p" sx={{ mt: 1 }}>
                  {formatRupees(fee.amount)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Due {formatDate(fee.dueDate)}
                </Typography>
              </CardContent>
              {fee.paid && fee.paymentId ? (
                <CardActions>
                  <Button
                    component={RouterLink}
                    to={`/payment/receipt/${fee.paymentId}`}
                    aria-label={`Receipt for ${fee.type}`}
                  >
                    Receipt
                  </Button>
                </CardActions>
              ) : (
                canPay && (
                  <CardActions>
                    <Button variant="contained" onClick={() => setPaying(fee)} aria-label={`Pay ${fee.type}`}>
                      Pay
                    </Button>
                  </CardActions>
                )
              )}
            </Card>
          </Grid>
        ))}
      </Grid>
      {paying && <PayDialog fee={paying} onClose={() => setPaying(null)} />}
    </>
  );
}

/**
 * The student's /payment: the fees that apply, each paid (with its receipt) or due; only while payment
 * is on. When the server has no Razorpay keys (GET config answers no key id) the page says that online
 * payment is not available and to pay at the office, and offers no Pay button (docs/rules.md, "Payments").
 */
export default function StudentPaymentsPage() {
  usePageTitle('Payment');
  const user = useCurrentUser();
  const config = usePublicConfig();
  if (!user.stats.payment) return <NotFoundPage />;
  const canPay = Boolean(config.data?.razorpayKeyId);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h5" gutterBottom>
        Fees
      </Typography>
      {config.isPending ? (
        <Loading label="Loading the fees" />
      ) : (
        <>
          {!canPay && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {SERVER_MESSAGES.onlinePaymentUnavailable}
            </Alert>
          )}
          <FeeList canPay={canPay} />
        </>
      )}
    </Paper>
  );
}
