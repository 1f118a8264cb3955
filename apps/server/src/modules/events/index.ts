/** The events module's public face: the calendar's events, their reads for other modules and demo. */
export { eventsRoutes } from './routes.js';
export { audienceOf, eventsBetween, type EventAudience, type EventRow } from './queries.js';
export { loadDemoEvents } from './demo.js';
