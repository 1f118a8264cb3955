/** The admin module's public face: the admin's accounts and settings, and the shared user-list answer. */
export { accountAudit } from './schema.js';
export { adminRoutes, answerUserList, userListResponse } from './routes.js';
