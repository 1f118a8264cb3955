import { Suspense, lazy } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { failureMessage } from '../../shell/failure';
import { usePageTitle } from '../../shell/pageTitle';
import { CollectionsTable } from './CollectionsTable';
import { PaymentGrid } from './PaymentGrid';
import { usePaymentTypes } from './paymentsApi';

const CollectionsChart = lazy(() => import('./CollectionsChart'));

/** The office's /fees: collections per payment type with a chart, and every payment with filters and CSV. */
export default function FeesPage() {
  usePageTitle('Fees');
  const types = usePaymentTypes();
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Typography component="h2" variant="h5" gutterBottom>
          Collections
        </Typography>
        {types.isPending && <Loading label="Loading the collections" />}
        {types.isError && <Alert severity="error">{failureMessage(types.error, MESSAGES.error)}</Alert>}
        {types.data && (
          <>
            <CollectionsTable types={types.data} label="Collections per fee" />
            {types.data.length > 0 && (
              <Suspense fallback={<Loading label="Loading the chart" />}>
                <CollectionsChart types={types.data} />
              </Suspense>
            )}
          </>
        )}
      </Paper>
      <Paper sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Typography component="h2" variant="h5" gutterBottom>
          Payments
        </Typography>
        <PaymentGrid types={types.data ?? []} label="Payments" withExport />
      </Paper>
    </Stack>
  );
}
