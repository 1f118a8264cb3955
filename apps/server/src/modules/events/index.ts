import { defineModule } from '../manifest.js';
import { loadDemoEvents } from './demo.js';
import { eventsRoutes } from './routes.js';
import * as tables from './schema.js';

/** The events module: the calendar's events, and their reads for other modules (the calendar feed). */
export const eventsModule = defineModule({
  name: 'events',
  routes: eventsRoutes,
  tables,
  demo: { after: ['users'], load: (db, { now }) => loadDemoEvents(db, now) },
});

export { audienceOf, eventsBetween, type EventAudience, type EventRow } from './queries.js';
