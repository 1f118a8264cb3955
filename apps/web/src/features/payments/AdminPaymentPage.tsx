import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, type PaymentType } from '@portal/domain';
import { FeatureSwitch } from '../../kit/settings/FeatureSwitch';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { notify } from '../../shell/notify';
import { usePageTitle } from '../../shell/pageTitle';
import { CollectionsTable } from './CollectionsTable';
import { PaymentGrid } from './PaymentGrid';
import { useDeletePaymentType, usePaymentTypes } from './paymentsApi';

/** The admin's /payment: the Active toggle, the payment types (add, delete) and every payment received. */
export default function AdminPaymentPage() {
  usePageTitle('Payment');
  const types = usePaymentTypes();
  const remove = useDeletePaymentType();
  const [deleting, setDeleting] = useState<PaymentType | null>(null);
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting._id, {
      onSuccess: (answer) => notify.success(answer.msg),
      onError: (error) => notify.error(failureMessage(error, MESSAGES.errorOccured)),
      onSettled: () => setDeleting(null),
    });

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography component="h2" variant="h5">
            Payment types
          </Typography>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/payment/createtypes">
            Add Payment Types
          </Button>
        </Stack>
        <Box sx={{ mb: 2 }}>
          <FeatureSwitch feature="payment" />
        </Box>
        {types.isPending && <Loading label="Loading the payment types" />}
        {types.isError && <Alert severity="error">{failureMessage(types.error, MESSAGES.error)}</Alert>}
        {types.data && <CollectionsTable types={types.data} label="Payment types" onDelete={setDeleting} />}
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Typography component="h2" variant="h5" gutterBottom>
          Payments received
        </Typography>
        <PaymentGrid types={types.data ?? []} label="Payments received" />
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `${MESSAGES.confirmDelete} (${deleting.type})` : undefined}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
