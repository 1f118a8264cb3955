import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * The calendar-feed module's table: each user's secret feed address (docs/rules.md, "Calendar
 * feed"). One row per user; renewing replaces the secret, so the old address stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_unique').on(t.secret)],
);

/**
 * Every feed item's revision (docs/choices.md, "The calendar feed as iCalendar"): a digest of what
 * the feed last said about the UID, how often that changed (SEQUENCE) and when (DTSTAMP). An event
 * reads the same in every feed that has it, so one row serves every user.
 */
export const calendarFeedRevisions = pgTable('calendar_feed_revisions', {
  uid: text('uid').primaryKey(),
  digest: text('digest').notNull(),
  sequence: integer('sequence').notNull().default(0),
  revisedAt: timestamp('revised_at', { withTimezone: true }).notNull(),
});
