import { defineModule } from '../manifest.js';
import { adminRoutes } from './routes.js';
import * as tables from './schema.js';

/** The admin module: the admin's accounts (with their audit trail), bulk upload and settings. */
export const adminModule = defineModule({ name: 'admin', routes: adminRoutes, tables });

export { accountAudit } from './schema.js';
