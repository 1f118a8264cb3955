import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { GatepassRequestCard } from './GatepassRequestCard';
import { usePendingRequests } from './gatepassApi';

/** /requests: the pending passes of the faculty member's students, to approve or reject. */
export default function GatepassRequestsPage() {
  usePageTitle('Gatepass Requests');
  const requests = usePendingRequests();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        Pending gate passes
      </Typography>
      {requests.isPending && <Loading label="Loading gate pass requests" />}
      {requests.isError && <Alert severity="error">{requests.error.message}</Alert>}
      {requests.data?.length === 0 && <Alert severity="info">{MESSAGES.noGatepassRequestsToShow}</Alert>}
      <Grid container spacing={2}>
        {requests.data?.map((pass) => (
          <Grid key={pass._id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <GatepassRequestCard gatepass={pass} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
