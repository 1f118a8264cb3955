import { defineModule } from '../manifest.js';
import { loadDemoLeave } from './demo.js';
import * as tables from './schema.js';
import { leaveRoutes } from './workflow.js';

/** The leave module: leave applications, a kind of request and nothing more. */
export const leaveModule = defineModule({
  name: 'leave',
  routes: leaveRoutes,
  tables,
  demo: { after: ['users'], load: (db, { now }) => loadDemoLeave(db, now) },
});

export { countPendingLeave } from './workflow.js';
