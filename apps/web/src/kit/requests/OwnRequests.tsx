import { useState, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  APPROVER_LIST_DECIDED,
  STATUS,
  TABLE_PAGE_SIZE,
  TABLE_PAGE_SIZE_OPTIONS,
  type RequestItem,
} from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { DecidedList, type DecidedFilter } from './DecidedList';
import type { Nouns } from './requestText';
import { useRequestView, ViewTabs } from './ViewTabs';

/**
 * A student's page of one kind of request: the heading with the button to a new request, then two
 * tabs. All requests: the list (what `children` makes of the requests shown), or it loading,
 * failing, or the kind's empty state; `above` goes between the tabs and the list (the leave page's
 * tabs), and with `panel` the list is that tab's panel. Decided: the decided ones, the most recently
 * decided first, with who decided, when and why, filtered by decision and paged.
 */
export function OwnRequests<Item extends RequestItem>({
  id,
  nouns,
  details,
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
  /** Names the page's tabs ('gatepass'). */
  id: string;
  nouns: Nouns;
  /** What the kind says of a request in the Decided tab (its date, its span). */
  details: (item: Item) => ReactNode;
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
  const [view, setView] = useRequestView();
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
      <ViewTabs id={id} view={view} onView={setView} openLabel="All requests">
        {view === 'open' ? (
          <>
            {above}
            <Box role={panel ? 'tabpanel' : undefined} id={panel?.id} aria-labelledby={panel?.labelledBy}>
              {query.isPending && <Loading label={loadingLabel} />}
              {query.isError && <Alert severity="error">{query.error.message}</Alert>}
              {shown?.length === 0 && <Alert severity="info">{emptyMessage}</Alert>}
              {shown && shown.length > 0 && children(shown)}
            </Box>
          </>
        ) : (
          <OwnDecided query={query} nouns={nouns} details={details} />
        )}
      </ViewTabs>
    </Box>
  );
}

const decidedFirst = (a: RequestItem, b: RequestItem) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '');

/** The student's decided requests, filtered and paged in the browser (the own list holds them all). */
function OwnDecided<Item extends RequestItem>({
  query,
  nouns,
  details,
}: {
  query: UseQueryResult<Item[], Error>;
  nouns: Nouns;
  details: (item: Item) => ReactNode;
}) {
  const [filter, setFilter] = useState<DecidedFilter>(APPROVER_LIST_DECIDED);
  const [page, setPage] = useState({ page: 0, rowsPerPage: TABLE_PAGE_SIZE as number });
  const decided = query.data
    ?.filter((item) => (filter === APPROVER_LIST_DECIDED ? item.status !== STATUS.PENDING : item.status === filter))
    .sort(decidedFirst);
  const lastPage = Math.max(0, Math.ceil((decided?.length ?? 0) / page.rowsPerPage) - 1);
  const shownPage = Math.min(page.page, lastPage);
  return (
    <DecidedList
      label={`Your decided ${nouns.many}`}
      items={decided?.slice(shownPage * page.rowsPerPage, (shownPage + 1) * page.rowsPerPage)}
      total={decided?.length ?? 0}
      loading={query.isPending}
      error={query.error}
      emptyMessage={`None of your ${nouns.many} has been decided yet`}
      filter={filter}
      onFilter={(next) => {
        setFilter(next);
        setPage((before) => ({ ...before, page: 0 }));
      }}
      page={{ page: shownPage, rowsPerPage: page.rowsPerPage, options: TABLE_PAGE_SIZE_OPTIONS }}
      onPage={setPage}
      details={details}
    />
  );
}
