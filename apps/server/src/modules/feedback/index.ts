import { DEFAULT_TIME_ZONE } from '@portal/domain';
import { defineModule } from '../manifest.js';
import { readTermSettings } from '../settings/index.js';
import { loadFeedbackDemo } from './demo.js';
import { feedbackRoutes } from './routes.js';
import * as tables from './schema.js';

/** The feedback module: teacher feedback, its categories, questions and results. */
export const feedbackModule = defineModule({
  name: 'feedback',
  routes: feedbackRoutes,
  tables,
  demo: {
    // The answers are about the teachers of this term's classes.
    after: ['timetables'],
    load: async (db, { now }) => loadFeedbackDemo(db, (await readTermSettings(db, now, DEFAULT_TIME_ZONE)).currentTerm),
  },
});
