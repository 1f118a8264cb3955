import { defineModule } from '../manifest.js';
import { loadDemoPayments } from './demo.js';
import { paymentsRoutes } from './routes.js';
import * as tables from './schema.js';

/** The payments module: fees paid online, their receipts and the office's collections. */
export const paymentsModule = defineModule({
  name: 'payments',
  routes: paymentsRoutes,
  tables,
  demo: { after: ['users'], load: (db, { now }) => loadDemoPayments(db, now) },
});

export { paymentTypes, payments, webhookEvents } from './schema.js';
export { findType as findPaymentType, hasPaid, paymentsPerDay } from './queries.js';
