/** The calendar-feed module's public face: each user's secret iCalendar feed of events and timetable. */
export { calendarFeedRoutes } from './routes.js';
