/**
 * Every table of the portal, for Drizzle and its migrations: each module owns its tables in its own
 * schema file, and this list names them all. Ids are random UUIDs made by the database, times are
 * timestamptz, and every lookup the server makes has an index beside its table.
 */
export * from '../modules/users/schema.js';
export * from '../modules/settings/schema.js';
export * from '../modules/auth/schema.js';
export * from '../modules/gatepass/schema.js';
export * from '../modules/leave/schema.js';
export * from '../modules/admin/schema.js';
export * from '../modules/subjects/schema.js';
export * from '../modules/timetables/schema.js';
export * from '../modules/feedback/schema.js';
export * from '../modules/payments/schema.js';
export * from '../modules/events/schema.js';
export * from '../modules/calendar-feed/schema.js';
export * from '../modules/resources/schema.js';
export * from '../modules/exams/schema.js';
export * from '../modules/attendance/schema.js';
export * from '../modules/discussions/schema.js';
