import { lazy, Suspense } from 'react';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Loading } from '../../shell/Loading';
import { MonthEventList } from './MonthEventList';

/** A selected range of whole days, as 'YYYY-MM-DD' of the first and the last day. */
export interface SelectedDays {
  first: string;
  last: string;
}

// The grid's code (FullCalendar) is fetched only where the grid is shown.
const MonthGrid = lazy(() => import('./MonthGrid'));

/**
 * The month calendar of events (docs/rules.md, "Events"), shared by the events page and the
 * student's dashboard: the month grid, and on a phone the month's events as a list. Selecting an
 * event shows its title and who put it up; with `onSelectDays` (staff only, not on a phone)
 * dragging over the grid's days asks for a new event.
 */
export function EventCalendar({
  onSelectDays,
  onEventsShown,
}: {
  onSelectDays?: (days: SelectedDays) => void;
  /** Called once the first month's events are in (what sits below can then show without being pushed down). */
  onEventsShown?: () => void;
}) {
  // Known at the first render (noSsr), so a phone never starts fetching the grid's code.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) return <MonthEventList onEventsShown={onEventsShown} />;
  return (
    <Suspense fallback={<Loading label="Loading the calendar" />}>
      <MonthGrid onSelectDays={onSelectDays} onEventsShown={onEventsShown} />
    </Suspense>
  );
}
