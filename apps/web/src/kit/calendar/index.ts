/** The calendar kit: the month calendar of events, its calls and its time helpers. */
export { EventCalendar, type SelectedDays } from './EventCalendar';
export { describeWhen } from './EventDetailsDialog';
export { startOfDay } from './calendarTime';
export { EVENTS_KEY, useCreateEvent, useEvents } from './eventsApi';
