import { defineModule } from '../manifest.js';
import { reportsRoutes } from './routes.js';

/**
 * The reports module: the staff reports (attendance shortage, fee dues, the gate log, exam results)
 * and today at a glance. It owns no tables: it reads the other modules through their indexes, and
 * keeps its answers with the versions module.
 */
export const reportsModule = defineModule({ name: 'reports', routes: reportsRoutes });
