import { useEffect, useMemo, useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { CalendarEvent } from '@portal/domain';
import { dayAfter, formatDate, formatTime, instituteWallClock, todayInInstitute } from '../../shell/dates';
import { Loading } from '../../shell/Loading';
import { isWholeDays, startOfDay } from './calendarTime';
import { EventDetails } from './EventDetails';
import { useEvents } from './eventsApi';

/*
 * A month is its 'YYYY-MM' in the institute's zone, stepped as text: dayjs's zone plugin builds a
 * formatter at each step, which a phone's first screen paid on every render.
 */
/** The institute's current month, 'YYYY-MM'. */
const thisMonth = (): string => todayInInstitute().slice(0, 7);

/** The month `count` months after 'YYYY-MM' (before, when negative). */
export const monthAfter = (month: string, count: number): string => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

interface Day {
  /** 'YYYY-MM-DD' in the institute's zone. */
  key: string;
  events: CalendarEvent[];
}

/**
 * The month's events by day, each event on every day of the month it covers, days in order and
 * events by their start (the order the month grid shows them in).
 */
function byDay(events: CalendarEvent[], month: string): Day[] {
  const days = new Map<string, CalendarEvent[]>();
  const first = `${month}-01`;
  const end = `${monthAfter(month, 1)}-01`;
  const sorted = [...events].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const event of sorted) {
    // Days as 'YYYY-MM-DD' keys, which compare in order as text.
    const start = instituteWallClock(event.start).slice(0, 10);
    // An event ending at midnight does not cover the day that midnight begins.
    const last = instituteWallClock(Date.parse(event.end) - 1).slice(0, 10);
    for (let day = start < first ? first : start; day <= last && day < end; day = dayAfter(day)) {
      days.set(day, [...(days.get(day) ?? []), event]);
    }
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, list]) => ({ key, events: list }));
}

/** An event's time on a day of the list: 'All day', or when it starts. */
const timeOn = (event: CalendarEvent): string =>
  isWholeDays(event.start, event.end) ? 'All day' : formatTime(event.start);

/**
 * The month's events as a list, for phones (docs/rules.md, "Events"): the month grid does not fit
 * a phone's width, and this list needs none of the grid's code, the heaviest of the dashboard
 * (docs/benchmarks.md, "The first page"). Previous and next month, back to this month, and an
 * event's details when it is chosen, as on the grid.
 */
export function MonthEventList({ onEventsShown }: { onEventsShown?: () => void }) {
  const [month, setMonth] = useState(thisMonth);
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const span = useMemo(
    () => ({ start: startOfDay(`${month}-01`), end: startOfDay(`${monthAfter(month, 1)}-01`) }),
    [month],
  );
  const events = useEvents(span);
  const days = useMemo(() => byDay(events.data ?? [], month), [events.data, month]);
  // Another month's events stand in while this month's load: not shown as this month's.
  const shown = (events.data !== undefined && !events.isPlaceholderData) || events.isError;
  useEffect(() => {
    if (shown) onEventsShown?.();
  }, [shown, onEventsShown]);
  const today = todayInInstitute();
  const current = month === today.slice(0, 7);
  const title = useMemo(() => dayjs(`${month}-01`).format('MMMM YYYY'), [month]);

  return (
    <Box data-testid="event-calendar" aria-busy={events.isFetching}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <IconButton aria-label="Previous month" onClick={() => setMonth((value) => monthAfter(value, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Next month" onClick={() => setMonth((value) => monthAfter(value, 1))}>
          <ChevronRightIcon />
        </IconButton>
        <Button onClick={() => setMonth(thisMonth())} disabled={current}>
          Today
        </Button>
        <Typography
          component="h3"
          variant="subtitle1"
          sx={{ flexGrow: 1, textAlign: 'right', fontWeight: 500, whiteSpace: 'nowrap' }}
          aria-live="polite"
        >
          {title}
        </Typography>
      </Stack>
      {(events.data === undefined || events.isPlaceholderData) && !events.isError ? (
        <Loading label="Loading the month's events" />
      ) : days.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          No events this month
        </Typography>
      ) : (
        <List aria-label={`Events in ${title}`} disablePadding>
          {days.map((day) => (
            <li key={day.key}>
              <List disablePadding>
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: day.key === today ? 'action.selected' : 'action.hover',
                    color: 'text.primary',
                    lineHeight: 2.5,
                  }}
                >
                  {formatDate(day.key)}
                  {day.key === today && ' · Today'}
                </ListSubheader>
                {day.events.map((event) => (
                  <ListItem key={event._id} disablePadding divider>
                    <ListItemButton onClick={() => setOpen(event)}>
                      <ListItemText
                        primary={event.title}
                        secondary={timeOn(event)}
                        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </li>
          ))}
        </List>
      )}
      <EventDetails event={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
