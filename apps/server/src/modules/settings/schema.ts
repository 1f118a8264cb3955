import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.js';

/**
 * The settings module's table: portal-wide settings by key (the feature switches, the current term).
 * A trigger announces every change, so every process's cache forgets what it held.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
