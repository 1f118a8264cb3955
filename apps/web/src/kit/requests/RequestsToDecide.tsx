import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { RequestItem } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { usePageTitle } from '../../shell/pageTitle';
import { RequestCard } from './RequestCard';
import type { DecisionApi } from './requestApi';

/** An approver's page of one kind: the pending requests of the member's students, as cards. */
export function RequestsToDecide<Item extends RequestItem>({
  title,
  heading,
  noun,
  emptyMessage,
  api,
  details,
}: {
  title: string;
  heading: string;
  noun: string;
  emptyMessage: string;
  api: DecisionApi<Item>;
  details: (item: Item) => ReactNode;
}) {
  usePageTitle(title);
  const requests = api.useApproverList();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {requests.isPending && <Loading label={`Loading ${noun} requests`} />}
      {requests.isError && <Alert severity="error">{requests.error.message}</Alert>}
      {requests.data?.length === 0 && <Alert severity="info">{emptyMessage}</Alert>}
      <Grid container spacing={2}>
        {requests.data?.map((item) => (
          <Grid key={item._id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RequestCard item={item} noun={noun} details={details(item)} api={api} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
