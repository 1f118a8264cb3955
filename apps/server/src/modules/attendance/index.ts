import { defineModule } from '../manifest.js';
import { loadDemoAttendance } from './demo.js';
import { attendanceRoutes } from './routes.js';
import * as tables from './schema.js';

/** The attendance module: the periods held, each student's tallies, the faculty's and students' views. */
export const attendanceModule = defineModule({
  name: 'attendance',
  routes: attendanceRoutes,
  tables,
  demo: { after: ['timetables'], load: (db, { now }) => loadDemoAttendance(db, now) },
});

export { attendancePeriods } from './schema.js';
export { termStartOf } from './demo.js';
export { tallyShortfalls, type Tally } from './shortage.js';
