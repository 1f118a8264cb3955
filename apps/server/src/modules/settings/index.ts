import { defineModule } from '../manifest.js';
import * as tables from './schema.js';
import { writeFeatureStats } from './settings.js';

/** The settings module: portal-wide switches and the current term (the admin module's routes write them). */
export const settingsModule = defineModule({
  name: 'settings',
  tables,
  // The demo college has the payment and feedback features switched on.
  demo: { load: (db) => writeFeatureStats(db, { feedback: true, payment: true }) },
});

export { settings } from './schema.js';
export {
  currentTermOf,
  readFeatureStats,
  readTermChoice,
  readTermSettings,
  writeCurrentTerm,
  writeFeatureStats,
} from './settings.js';
