import { defineModule } from '../manifest.js';
import { loadDemoTimetables } from './demo.js';
import { timetableSubjectCheck, timetablesRoutes } from './routes.js';
import * as tables from './schema.js';

/**
 * The timetables module: one timetable per class, and the reads later areas need (a class's periods
 * on a weekday, a faculty member's periods on a weekday). A subject in a timetable stays in its
 * class, and moves only to a teacher free at its periods.
 */
export const timetablesModule = defineModule({
  name: 'timetables',
  routes: timetablesRoutes,
  tables,
  // The demo's subjects come with the timetables.
  demo: { after: ['users'], load: (db) => loadDemoTimetables(db) },
  vetoes: { subjectChange: timetableSubjectCheck },
});

export { timetablePeriods, timetables } from './schema.js';
export {
  classPeriodsOf,
  findClassTimetable,
  periodsOfClassOn,
  periodsTaughtOn,
  weekOf,
  type PeriodRow,
} from './queries.js';
