import { defineModule } from '../manifest.js';
import { calendarFeedRoutes } from './routes.js';
import * as tables from './schema.js';

/** The calendar-feed module: each user's secret iCalendar feed of events and timetable. */
export const calendarFeedModule = defineModule({ name: 'calendar-feed', routes: calendarFeedRoutes, tables });

export { DEFAULT_FEED_LIMIT, type FeedLimit } from './rate.js';
