/** The payments module's public face: fees paid online, their receipts and the office's collections. */
export { paymentsRoutes } from './routes.js';
export { loadDemoPayments } from './demo.js';
export { paymentTypes, payments, webhookEvents } from './schema.js';
