/**
 * The timetables module's public face: one timetable per class, and the reads later areas need (a
 * class's periods on a weekday, a faculty member's periods on a weekday).
 */
export { timetablePeriods, timetables } from './schema.js';
export {
  classPeriodsOf,
  findClassTimetable,
  periodsOfClassOn,
  periodsTaughtOn,
  weekOf,
  type PeriodRow,
} from './queries.js';
export { timetablesRoutes } from './routes.js';
export { loadDemoTimetables } from './demo.js';
