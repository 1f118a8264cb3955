import { defineModule } from '../manifest.js';
import { officeRoutes } from './routes.js';

/** The office module: the student directory (fee collections come with payments). */
export const officeModule = defineModule({ name: 'office', routes: officeRoutes });
