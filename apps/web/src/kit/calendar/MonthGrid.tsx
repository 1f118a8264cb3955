import { useEffect, useMemo, useRef, useState } from 'react';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import type { DateSelectArg, DatesSetArg, EventClickArg, EventInput } from '@fullcalendar/core';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { CalendarEvent } from '@portal/domain';
import { calendarDay, fromCalendarDate, isWholeDays, toWallClock } from './calendarTime';
import { EventDetails } from './EventDetails';
import type { SelectedDays } from './EventCalendar';
import { useEvents, type Span } from './eventsApi';

/**
 * FullCalendar's markup, made to pass the accessibility checks: its arrow icons are decoration (the
 * buttons carry their names), and a day cell is not named after its date number alone, as the
 * events inside it are part of what it says.
 */
function useAccessibleMarkup() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const fix = () => {
      for (const icon of root.querySelectorAll('.fc-icon[role="img"]')) {
        icon.removeAttribute('role');
        icon.setAttribute('aria-hidden', 'true');
      }
      for (const cell of root.querySelectorAll('td[aria-labelledby]')) cell.removeAttribute('aria-labelledby');
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role', 'aria-labelledby'],
    });
    return () => observer.disconnect();
  }, []);
  return ref;
}

const toInput = (event: CalendarEvent): EventInput => {
  const allDay = isWholeDays(event.start, event.end);
  return {
    id: event._id,
    title: event.title,
    start: allDay ? toWallClock(event.start).slice(0, 10) : toWallClock(event.start),
    end: allDay ? toWallClock(event.end).slice(0, 10) : toWallClock(event.end),
    allDay,
    extendedProps: { event },
  };
};

/**
 * The month grid of events (FullCalendar), for screens wider than a phone's (EventCalendar).
 * Selecting an event shows its title and who put it up; with `onSelectDays` (staff only) dragging
 * over days asks for a new event.
 */
export default function MonthGrid({
  onSelectDays,
  onEventsShown,
}: {
  onSelectDays?: (days: SelectedDays) => void;
  /** Called once the first month's events are in (what sits below can then show without being pushed down). */
  onEventsShown?: () => void;
}) {
  const [span, setSpan] = useState<Span | null>(null);
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const events = useEvents(span);
  const ref = useAccessibleMarkup();
  const inputs = useMemo(() => (events.data ?? []).map(toInput), [events.data]);
  const shown = events.data !== undefined || events.isError;
  useEffect(() => {
    if (shown) onEventsShown?.();
  }, [shown, onEventsShown]);

  const datesSet = (info: DatesSetArg) => {
    const next = { start: fromCalendarDate(info.start), end: fromCalendarDate(info.end) };
    setSpan((previous) => (previous?.start === next.start && previous.end === next.end ? previous : next));
  };
  const select = (info: DateSelectArg) => {
    info.view.calendar.unselect();
    // The calendar's end is the day after the last one.
    onSelectDays?.({ first: calendarDay(info.start), last: calendarDay(new Date(info.end.getTime() - 86_400_000)) });
  };
  const click = (info: EventClickArg) => {
    info.jsEvent.preventDefault();
    setOpen(info.event.extendedProps.event as CalendarEvent);
  };

  return (
    <Box
      ref={ref}
      data-testid="event-calendar"
      aria-busy={events.isFetching}
      sx={{
        '& .fc': (theme: Theme) => ({
          '--fc-border-color': theme.palette.divider,
          '--fc-page-bg-color': 'transparent',
          '--fc-neutral-bg-color': theme.palette.action.hover,
          '--fc-today-bg-color': theme.palette.action.selected,
          '--fc-event-bg-color': theme.palette.primary.main,
          '--fc-event-border-color': theme.palette.primary.main,
          '--fc-event-text-color': theme.palette.primary.contrastText,
          '--fc-button-bg-color': theme.palette.primary.main,
          '--fc-button-border-color': theme.palette.primary.main,
          '--fc-button-text-color': theme.palette.primary.contrastText,
          '--fc-button-hover-bg-color': theme.palette.primary.dark,
          '--fc-button-hover-border-color': theme.palette.primary.dark,
          '--fc-button-active-bg-color': theme.palette.primary.dark,
          '--fc-button-active-border-color': theme.palette.primary.dark,
        }),
        '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .fc .fc-toolbar-title': { fontSize: { xs: '1.1rem', sm: '1.5rem' } },
        '& .fc .fc-daygrid-event': { cursor: 'pointer', whiteSpace: 'normal' },
        // A timed event's time above its title, neither cut short.
        '& .fc .fc-daygrid-block-event .fc-event-main-frame': { flexDirection: 'column', alignItems: 'flex-start' },
        '& .fc .fc-daygrid-block-event .fc-event-time': { overflow: 'visible', fontWeight: 700 },
        // The other months' days stay readable (FullCalendar fades them below the contrast needed).
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': {
          color: 'text.primary',
        },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        timeZone="UTC"
        headerToolbar={{ left: 'prev,next today', center: '', right: 'title' }}
        height="auto"
        events={inputs}
        eventClick={click}
        datesSet={datesSet}
        selectable={Boolean(onSelectDays)}
        select={select}
        dayMaxEvents={3}
        displayEventEnd={false}
        eventDisplay="block"
        // "Today" is the institute's, like every other date the calendar shows.
        now={() => toWallClock(new Date().toISOString())}
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit', meridiem: 'short' }}
        noEventsText="No events this month"
      />
      <EventDetails event={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
