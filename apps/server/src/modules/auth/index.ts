import { defineModule } from '../manifest.js';
import { authRoutes } from './routes.js';
import * as tables from './schema.js';

/** The auth module: sign-up, sign-in (password and Google) and password resets. */
export const authModule = defineModule({ name: 'auth', routes: authRoutes, tables });
