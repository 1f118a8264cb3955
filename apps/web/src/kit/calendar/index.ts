/** The calendar kit: the month calendar of events, the calendar feed card, their calls and time helpers. */
export { EventCalendar, type SelectedDays } from './EventCalendar';
export { CalendarFeedCard } from './CalendarFeedCard';
export { describeWhen, startOfDay } from './calendarTime';
export { EVENTS_KEY, useCreateEvent, useEvents, type Span } from './eventsApi';
