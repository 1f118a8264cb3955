import { defineModule } from '../manifest.js';
import { loadDemoResources } from './demo.js';
import { resourcesRoutes } from './routes.js';
import * as tables from './schema.js';

/** The resources module: course resources, their files and signed download links. */
export const resourcesModule = defineModule({
  name: 'resources',
  routes: resourcesRoutes,
  tables,
  demo: {
    after: ['timetables'],
    load: async (db, { storage }) => {
      if (storage) await loadDemoResources(db, storage);
    },
  },
});

export { tinyPdf } from './pdf.js';
