import { useLayoutEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { RequestItem } from '@portal/domain';
import { Loading } from '../../shell/Loading';
import { focusPageHeading } from '../../shell/pageFocus';
import { usePageTitle } from '../../shell/pageTitle';
import { RequestCard } from './RequestCard';
import type { DecisionApi } from './requestApi';

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
  const focus = useFocusAfterDecision(requests.data);
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {requests.isPending && <Loading label={`Loading ${noun} requests`} />}
      {requests.isError && <Alert severity="error">{requests.error.message}</Alert>}
      {requests.data?.length === 0 && <Alert severity="info">{emptyMessage}</Alert>}
      <Grid container spacing={2}>
        {requests.data?.map((item, place) => (
          <Grid key={item._id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RequestCard
              item={item}
              noun={noun}
              details={details(item)}
              api={api}
              ref={focus.cardRef(item._id)}
              onDeciding={focus.deciding(item._id, place)}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
