import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { MESSAGES, paymentForm, type PaymentFormInput, type PaymentType } from '@portal/domain';
import { failureMessage } from '../../shell/failure';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { loadCheckout, openCheckout } from './checkout';
import { createOrder, useRefreshPayments, verifyPayment } from './paymentsApi';

const readOnly = { input: { readOnly: true } } as const;

/**
 * The student's payment form for one fee (docs/rules.md, "Payments"): the fee's amount and due date,
 * and remarks, all required under the domain's paymentForm. Pay loads Checkout, creates the order,
 * opens Checkout and sends its signed answer to payment/verify: 'Payment Successful'.
 */
export function PayDialog({ fee, onClose }: { fee: PaymentType; onClose: () => void }) {
  const refresh = useRefreshPayments();
  const [busy, setBusy] = useState(false);
  const form = useForm<PaymentFormInput, unknown, ReturnType<typeof paymentForm.parse>>({
    resolver: zodResolver(paymentForm),
    defaultValues: { paymentType: fee._id, amount: String(fee.amount), dueDate: fee.dueDate, remarks: fee.type },
  });
  const { errors } = form.formState;

  const pay = form.handleSubmit(async (values) => {
    setBusy(true);
    try {
      if (!(await loadCheckout())) {
        notify.error(MESSAGES.paymentGatewayFailed);
        return;
      }
      const order = await createOrder(values);
      const answer = await openCheckout(order);
      if (!answer) return;
      await verifyPayment(answer);
      notify.success(MESSAGES.paymentSuccessful);
      onClose();
    } catch (error) {
      notify.error(failureMessage(error, MESSAGES.error));
    } finally {
      setBusy(false);
      void refresh();
    }
  });

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="pay-title" fullWidth maxWidth="xs">
      <DialogTitle id="pay-title">Pay {fee.type}</DialogTitle>
      <Stack component="form" noValidate onSubmit={pay}>
        <DialogContent>
          <Stack spacing={2}>
            <input type="hidden" {...form.register('paymentType')} />
            <TextField
              {...form.register('amount')}
              label="Amount (₹)"
              required
              fullWidth
              slotProps={readOnly}
              {...fieldError(errors.amount as FieldError | undefined)}
            />
            <TextField
              {...form.register('dueDate')}
              label="Due date"
              type="date"
              required
              fullWidth
              slotProps={{ ...readOnly, inputLabel: { shrink: true } }}
              {...fieldError(errors.dueDate)}
            />
            <TextField
              {...form.register('remarks')}
              label="Remarks"
              required
              fullWidth
              {...fieldError(errors.remarks)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Pay
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
