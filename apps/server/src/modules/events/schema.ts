import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/** The events module's table: the calendar's events (docs/rules.md, "Events"). */
export const events = pgTable(
  'events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    title: text('title').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** 'all' or one department. */
    department: text('department').notNull(),
    /** The audience's year of study: 0 for every year, 1-4 for one. */
    year: smallint('year').notNull(),
    /** Who put it up; the event stays (without a name) when that account is deleted. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The calendar's range read: events starting before the span ends, then those ending after it starts.
    index('events_start_end_idx').on(t.startAt, t.endAt),
    // A student's read narrows the same range to the own audience.
    index('events_audience_start_idx').on(t.department, t.year, t.startAt),
    // Deleting an account sets its events' creator to null.
    index('events_created_by_idx').on(t.createdBy),
  ],
);
