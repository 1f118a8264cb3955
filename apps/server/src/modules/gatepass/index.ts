import { defineModule } from '../manifest.js';
import { loadDemoGatepasses } from './demo.js';
import { gatepassRoutes } from './routes.js';
import * as tables from './schema.js';

/** The gate pass module: its request workflow, the public view and the gate's check. */
export const gatepassModule = defineModule({
  name: 'gatepass',
  routes: gatepassRoutes,
  tables,
  demo: { after: ['users'], load: (db, { now }) => loadDemoGatepasses(db, now) },
});
