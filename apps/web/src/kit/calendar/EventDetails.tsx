import { lazy, Suspense } from 'react';
import type { CalendarEvent } from '@portal/domain';

// The dialog's code (and its delete confirmation's) comes when an event is first chosen.
const EventDetailsDialog = lazy(() =>
  import('./EventDetailsDialog').then((module) => ({ default: module.EventDetailsDialog })),
);

/** The chosen event's details, for both of the calendar's views; nothing while none is chosen. */
export function EventDetails({ event, onClose }: { event: CalendarEvent | null; onClose: () => void }) {
  if (!event) return null;
  return (
    <Suspense fallback={null}>
      <EventDetailsDialog event={event} onClose={onClose} />
    </Suspense>
  );
}
