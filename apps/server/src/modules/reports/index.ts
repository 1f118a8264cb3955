import { defineModule } from '../manifest.js';
import { reportsRoutes } from './routes.js';

/**
 * The reports module: the staff reports (attendance shortage, fee dues, the gate log, exam results)
 * and today at a glance. It owns no tables: it reads the other modules through their indexes.
 */
export const reportsModule = defineModule({ name: 'reports', routes: reportsRoutes });

/** The kept answers' cache, for a module that keeps answers of its own (and the tests). */
export { KeptAnswers } from './kept-answers.js';
