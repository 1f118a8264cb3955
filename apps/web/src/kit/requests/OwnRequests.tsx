import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { Loading } from '../../shell/Loading';

/**
 * A student's page of one kind of request: the heading with the button to a new request, then the
 * list (what `children` makes of the requests shown), or it loading, failing, or the kind's empty state.
 * `above` goes between the heading and the list (the leave page's tabs); with `panel` the list is
 * that tab's panel.
 */
export function OwnRequests<Item>({
  heading,
  newLabel,
  newPath,
  query,
  shown = query.data,
  emptyMessage,
  loadingLabel,
  above,
  panel,
  children,
}: {
  heading: string;
  newLabel: string;
  newPath: string;
  query: UseQueryResult<Item[], Error>;
  /** The requests to list, when not all of them (one tab's). */
  shown?: Item[];
  emptyMessage: string;
  loadingLabel: string;
  above?: ReactNode;
  panel?: { id: string; labelledBy: string };
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          {heading}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={newPath}>
          {newLabel}
        </Button>
      </Box>
      {above}
      <Box role={panel ? 'tabpanel' : undefined} id={panel?.id} aria-labelledby={panel?.labelledBy}>
        {query.isPending && <Loading label={loadingLabel} />}
        {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        {shown?.length === 0 && <Alert severity="info">{emptyMessage}</Alert>}
        {shown && shown.length > 0 && children(shown)}
      </Box>
    </Box>
  );
}
