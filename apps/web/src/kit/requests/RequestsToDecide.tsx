import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  APPROVER_LIST_DECIDED,
  MESSAGES,
  PENDING_PAGE_SIZE,
  PENDING_PAGE_SIZES,
  type BulkOutcome,
  type RequestItem,
} from '@portal/domain';
import { ConfirmDialog } from '../../shell/ConfirmDialog';
import { failureMessage } from '../../shell/failure';
import { Loading } from '../../shell/Loading';
import { notify } from '../../shell/notify';
import { focusPageHeading } from '../../shell/pageFocus';
import { usePageTitle } from '../../shell/pageTitle';
import { DecidedList, type DecidedFilter } from './DecidedList';
import { ListPager, type PageChoice } from './ListPager';
import { RequestCard } from './RequestCard';
import type { BulkAnswer, DecisionApi } from './requestApi';
import { countOf, type Nouns } from './requestText';
import { useRequestView, ViewTabs } from './ViewTabs';

/** What the approver is told of the requests a bulk approval left as they were, one sentence per outcome. */
const LEFT: Record<Exclude<BulkOutcome, 'approved'>, (n: number) => string> = {
  decided: (n) => `${n} had already been decided by someone else.`,
  edited: (n) => `${n} changed since you opened ${n === 1 ? 'it' : 'them'}: please review again.`,
  forbidden: (n) => `${n} ${n === 1 ? 'is' : 'are'} not in your care.`,
  not_found: (n) => `${n} ${n === 1 ? 'is' : 'are'} no longer there.`,
};

/** The toast after a bulk approval: how many were approved, and why any others were not. */
export function bulkSummary(answer: BulkAnswer, nouns: Nouns): { text: string; all: boolean } {
  const tally = new Map<BulkOutcome, number>();
  for (const { outcome } of answer.data) tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
  const approved = tally.get('approved') ?? 0;
  const left = (Object.keys(LEFT) as (keyof typeof LEFT)[]).flatMap((outcome) =>
    tally.get(outcome) ? [LEFT[outcome](tally.get(outcome)!)] : [],
  );
  return { text: [`${countOf(approved, nouns)} approved.`, ...left].join(' '), all: left.length === 0 };
}

/**
 * After a decision the keyboard moves on to the request that takes the decided one's place (the
 * next, or the last when it was the last), or to the page's heading when none is left
 * (docs/rules.md, "Areas and screens"). Returns what the cards call with their place when deciding.
 */
function useFocusAfterDecision(items: readonly RequestItem[] | undefined) {
  const cards = useRef(new Map<string, HTMLElement>());
  const decided = useRef<{ id: string; place: number } | null>(null);
  // Before the page is painted, and before the layout's watch for a focus gone missing.
  useLayoutEffect(() => {
    const last = decided.current;
    if (!last || !items || items.some((item) => item._id === last.id)) return;
    decided.current = null;
    // Only a keyboard left with nothing: one that went elsewhere meanwhile stays there.
    if (document.activeElement && document.activeElement !== document.body) return;
    const next = items[Math.min(last.place, items.length - 1)];
    if (next) cards.current.get(next._id)?.focus();
    else focusPageHeading();
  }, [items]);
  return {
    cardRef: (id: string) => (element: HTMLElement | null) => {
      if (element) cards.current.set(id, element);
      else cards.current.delete(id);
    },
    deciding: (id: string, place: number) => (going: boolean) => {
      decided.current = going ? { id, place } : null;
      if (!going) cards.current.get(id)?.focus();
    },
  };
}

/**
 * An approver's page of one kind (docs/rules.md, "Requests and approval"): the Pending tab's cards
 * (each approved at once, or rejected after a confirmation with an optional reason; several
 * selected and approved together) and the Decided tab, the member's decided requests, paged on the
 * server, filtered by decision and searched by student.
 */
export function RequestsToDecide<Item extends RequestItem>({
  id,
  title,
  heading,
  noun,
  nouns,
  emptyMessage,
  api,
  details,
}: {
  /** Names the page's tabs ('gatepass'). */
  id: string;
  title: string;
  heading: string;
  noun: string;
  nouns: Nouns;
  emptyMessage: string;
  api: DecisionApi<Item>;
  details: (item: Item) => ReactNode;
}) {
  usePageTitle(title);
  const [view, setView] = useRequestView();
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <ViewTabs id={id} view={view} onView={setView} openLabel="Pending">
        {view === 'open' ? (
          <PendingRequests noun={noun} nouns={nouns} emptyMessage={emptyMessage} api={api} details={details} />
        ) : (
          <DecidedRequests nouns={nouns} api={api} details={details} />
        )}
      </ViewTabs>
    </Box>
  );
}

function PendingRequests<Item extends RequestItem>({
  noun,
  nouns,
  emptyMessage,
  api,
  details,
}: {
  noun: string;
  nouns: Nouns;
  emptyMessage: string;
  api: DecisionApi<Item>;
  details: (item: Item) => ReactNode;
}) {
  const [page, setPage] = useState<PageChoice>({ page: 0, rowsPerPage: PENDING_PAGE_SIZE });
  const requests = api.useApproverList({ page: page.page + 1, limit: page.rowsPerPage });
  const total = requests.data?.total ?? 0;
  // The last request of a later page decided: back to the page that now holds the last ones.
  const lastPage = Math.max(0, Math.ceil(total / page.rowsPerPage) - 1);
  useEffect(() => {
    if (requests.data && page.page > lastPage) setPage((before) => ({ ...before, page: lastPage }));
  }, [requests.data, page.page, lastPage]);
  const approveMany = api.useApproveMany();
  const focus = useFocusAfterDecision(requests.data?.data);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const items = requests.data?.data ?? [];
  // Only what is still listed: a request decided meanwhile leaves the selection with the list.
  const chosen = items.filter((item) => selected.has(item._id));
  const all = items.length > 0 && chosen.length === items.length;
  const select = (id: string, on: boolean) =>
    setSelected((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const approveChosen = () =>
    approveMany.mutate(chosen, {
      onSuccess: (answer) => {
        const summary = bulkSummary(answer, nouns);
        if (summary.all) notify.success(summary.text);
        else notify.warning(summary.text);
        setSelected(new Set());
        setConfirming(false);
      },
      onError: (error) => {
        notify.error(failureMessage(error, MESSAGES.error));
        setConfirming(false);
      },
    });

  return (
    <>
      {requests.isPending && <Loading label={`Loading ${noun} requests`} />}
      {requests.isError && <Alert severity="error">{requests.error.message}</Alert>}
      {total === 0 && requests.data && <Alert severity="info">{emptyMessage}</Alert>}
      {items.length > 0 && (
        <Stack direction="row" sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            label="Select all"
            control={
              <Checkbox
                checked={all}
                indeterminate={chosen.length > 0 && !all}
                onChange={(event) => setSelected(new Set(event.target.checked ? items.map((item) => item._id) : []))}
              />
            }
          />
          <Button
            variant="contained"
            color="success"
            startIcon={<DoneAllIcon />}
            disabled={chosen.length === 0}
            onClick={() => setConfirming(true)}
          >
            Approve selected ({chosen.length})
          </Button>
        </Stack>
      )}
      <Grid container spacing={2}>
        {items.map((item, place) => (
          <Grid key={item._id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RequestCard
              item={item}
              noun={noun}
              details={details(item)}
              api={api}
              selected={selected.has(item._id)}
              onSelect={(on) => select(item._id, on)}
              ref={focus.cardRef(item._id)}
              onDeciding={focus.deciding(item._id, place)}
            />
          </Grid>
        ))}
      </Grid>
      {total > PENDING_PAGE_SIZES[0] && (
        <ListPager
          total={total}
          page={page}
          options={PENDING_PAGE_SIZES}
          onPage={(next) => {
            setPage(next);
            setSelected(new Set());
          }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        message={`Approve ${countOf(chosen.length, nouns)} of ${whose(chosen)}? Each student is e-mailed the decision.`}
        confirmLabel={`Approve ${chosen.length}`}
        confirmColor="success"
        busy={approveMany.isPending}
        onConfirm={approveChosen}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

/** Whose requests these are: 'Asha Nair (2) and Ravi Menon', each student once. */
function whose(items: RequestItem[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.name, (counts.get(item.name) ?? 0) + 1);
  const names = [...counts].map(([name, n]) => (n > 1 ? `${name} (${n})` : name));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** The approver's decided requests: 10, 20 or 50 a page. */
const DECIDED_PAGE_SIZES = [10, 20, 50] as const;

function DecidedRequests<Item extends RequestItem>({
  nouns,
  api,
  details,
}: {
  nouns: Nouns;
  api: DecisionApi<Item>;
  details: (item: Item) => ReactNode;
}) {
  const [filter, setFilter] = useState<DecidedFilter>(APPROVER_LIST_DECIDED);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ page: 0, rowsPerPage: DECIDED_PAGE_SIZES[0] as number });
  const decided = api.useDecidedList({
    status: filter,
    search: search.trim() || undefined,
    page: page.page + 1,
    limit: page.rowsPerPage,
  });
  return (
    <DecidedList
      label={`Decided ${nouns.many}`}
      items={decided.data?.data}
      total={decided.data?.total ?? 0}
      loading={decided.isPending}
      error={decided.error}
      emptyMessage={`No decided ${nouns.many} to show`}
      filter={filter}
      onFilter={(next) => {
        setFilter(next);
        setPage((before) => ({ ...before, page: 0 }));
      }}
      search={{
        value: search,
        onChange: (next) => {
          setSearch(next);
          setPage((before) => ({ ...before, page: 0 }));
        },
      }}
      page={{ ...page, options: DECIDED_PAGE_SIZES }}
      onPage={setPage}
      details={details}
      showStudent
    />
  );
}
