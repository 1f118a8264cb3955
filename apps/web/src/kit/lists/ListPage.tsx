import type { ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { BackButton } from '../../shell/BackButton';
import { Loading } from '../../shell/Loading';

/**
 * A page that lists what one query loads (docs/architecture.md, "Modules and boundaries"): its
 * heading with an add link at the top right (or, with `backTo`, Back and the add link on top and the
 * heading below), then the spinner while loading, the server's message on failure, `empty` when
 * there is nothing, or the items as `children` draws them; `dialogs` (edit, delete) come last. The
 * exam types, the exams of a type, the faculty's exam types and classes are this page with their
 * own items, so the loading, error and empty states look the same everywhere and are written once.
 */
export function ListPage<T>({
  heading,
  backTo,
  add,
  maxWidth,
  query,
  empty,
  children,
  dialogs,
}: {
  heading: ReactNode;
  /** Where Back goes when there is no history to go back to. */
  backTo?: string;
  add?: { to: string; label: string };
  maxWidth?: number;
  query: UseQueryResult<T[]>;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
  dialogs?: ReactNode;
}) {
  const title = (
    <Typography component="h2" variant="h5">
      {heading}
    </Typography>
  );
  return (
    <Stack spacing={2} sx={maxWidth ? { maxWidth } : undefined}>
      {add || backTo ? (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          {backTo ? <BackButton fallback={backTo} /> : title}
          {add && (
            <Button component={RouterLink} to={add.to} variant="contained" startIcon={<AddIcon />}>
              {add.label}
            </Button>
          )}
        </Stack>
      ) : null}
      {backTo || !add ? title : null}
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Alert severity="error">{query.error.message}</Alert>
      ) : query.data.length === 0 ? (
        <Typography>{empty}</Typography>
      ) : (
        children(query.data)
      )}
      {dialogs}
    </Stack>
  );
}
