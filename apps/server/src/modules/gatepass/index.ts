import { defineModule } from '../manifest.js';
import { loadDemoGateLog, loadDemoGatepasses } from './demo.js';
import { gatepassRoutes } from './routes.js';
import * as tables from './schema.js';

/** The gate pass module: its request workflow, the public view and the gate's check. */
export const gatepassModule = defineModule({
  name: 'gatepass',
  routes: gatepassRoutes,
  tables,
  demo: {
    after: ['users'],
    load: async (db, { now }) => {
      await loadDemoGatepasses(db, now);
      await loadDemoGateLog(db, now);
    },
  },
});

export { countPendingPasses, gateLogOfDay, gateOutcomesOfDay, passesUsedPerDay } from './gate-log.js';
