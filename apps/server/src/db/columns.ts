import { timestamp } from 'drizzle-orm/pg-core';

/** The two time stamps most tables carry; times are timestamptz. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
