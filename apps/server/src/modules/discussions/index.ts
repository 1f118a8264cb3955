import { defineModule } from '../manifest.js';
import { loadDemoDiscussions } from './demo.js';
import { discussionsRoutes } from './routes.js';
import * as tables from './schema.js';

/** The discussions module: every class's message board. */
export const discussionsModule = defineModule({
  name: 'discussions',
  routes: discussionsRoutes,
  tables,
  demo: { after: ['users'], load: (db, { now }) => loadDemoDiscussions(db, now) },
});

export { discussionPosts } from './schema.js';
