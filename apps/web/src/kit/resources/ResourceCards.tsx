import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { ResourceCard } from './ResourceCard';
import { useResources, type ResourceFilter } from './resourcesApi';

/** The course cards of a filter: the student's Notes tab and the faculty's All Uploads. */
export function ResourceCards({ filter, empty = MESSAGES.noDataFound }: { filter?: ResourceFilter; empty?: string }) {
  const resources = useResources(filter);
  if (resources.isLoading) return <Loading />;
  const list = resources.data ?? [];
  if (list.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Grid container spacing={2}>
      {list.map((resource) => (
        <Grid key={resource._id} size={{ xs: 12, sm: 6, lg: 4 }}>
          <ResourceCard resource={resource} />
        </Grid>
      ))}
    </Grid>
  );
}
