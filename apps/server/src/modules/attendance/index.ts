/** The attendance module's public face: its table, its routes and the demo college's attendance. */
export { attendancePeriods } from './schema.js';
export { attendanceRoutes } from './routes.js';
export { loadDemoAttendance, termStartOf } from './demo.js';
