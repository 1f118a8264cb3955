import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, type FieldError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MESSAGES, paymentTypeForm, type PaymentTypeFormInput } from '@portal/domain';
import { BackButton } from '../../shell/BackButton';
import { NativePickerField } from '../../shell/NativePickerField';
import { fieldError } from '../../shell/fieldError';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { useAddPaymentType } from './paymentsApi';

/** /payment/createtypes: a new payment type (type, amount, due date) under the domain's paymentTypeForm. */
export default function CreatePaymentTypePage() {
  usePageTitle('Payment');
  const navigate = useNavigate();
  const add = useAddPaymentType();
  const form = useForm<PaymentTypeFormInput, unknown, ReturnType<typeof paymentTypeForm.parse>>({
    resolver: zodResolver(paymentTypeForm),
    defaultValues: { type: '', amount: '', dueDate: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        notify.success(MESSAGES.paymentTypeCreated);
        void navigate('/payment');
      },
      // The product's own words, unless nothing reached the server (offline: it needs a connection).
      onError: (error) => notify.error(error.status === 0 ? error.message : MESSAGES.paymentTypeCreateFailed),
    }),
  );
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
      <BackButton fallback="/payment" />
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-labelledby="new-type-heading">
        <Typography id="new-type-heading" component="h2" variant="h5">
          Add Payment Type
        </Typography>
        <TextField {...form.register('type')} label="Type" required fullWidth {...fieldError(errors.type)} />
        <TextField
          {...form.register('amount')}
          label="Amount (₹)"
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...fieldError(errors.amount as FieldError | undefined)}
        />
        <NativePickerField form={form} name="dueDate" label="Due date" type="date" />
        <Button type="submit" variant="contained" size="large" loading={add.isPending}>
          Create
        </Button>
      </Stack>
    </Paper>
  );
}
