import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@portal/domain';
import { createdAt } from '../../db/columns.js';
import { subjects } from '../subjects/schema.js';
import { users } from '../users/schema.js';

/**
 * The notifications module's tables (docs/rules.md, "Notifications"). Only this module writes them:
 * other modules' changes reach it as reactions (modules/manifest.ts, `Reactions`).
 */

/** One notification of one person. A trigger announces each new row to every server process (LISTEN notification_created). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<NotificationKind>(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of the web app. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    /** Null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The list, newest first, and its total.
    index('notifications_recipient_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // The unread ones: the bell's count, the unread filter, "Mark all read".
    index('notifications_recipient_unread_idx')
      .on(t.recipientId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} is null`),
    // What the live message carries stays far below NOTIFY's 8000 bytes.
    check(
      'notifications_sizes',
      sql`length(${t.title}) <= 120 and length(${t.body}) <= 300 and length(${t.link}) <= 200`,
    ),
  ],
);

/** A person's choice, per kind, of e-mail too; a kind without a row keeps its default (EMAIL_BY_DEFAULT). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<NotificationKind>(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * The students told that their attendance in a subject fell below 75%, while it stays there: a row
 * is added when it falls (and the notification made only if the row is new) and removed when it
 * is back at 75% or above, so each fall is told once.
 */
export const attendanceLows = pgTable(
  'notification_attendance_lows',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.subjectId] }),
    index('notification_attendance_lows_subject_idx').on(t.subjectId),
  ],
);

/**
 * E-mails waiting to leave, and those that left (docs/architecture.md, "Notifications"). Written
 * in the transaction of what they tell; a sender in every server process claims due rows (FOR
 * UPDATE SKIP LOCKED) for a while (`claimed_until`), sends them and marks them sent.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Whom it is for; an account's deletion takes its mails with it. */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Not sent before this time: now for a new mail, later after a failure (backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A sender holds the mail until then; another takes it only after. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** Which claim holds it, so a sender that lost its claim never records over another's. */
    claim: uuid('claim'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up: refused for good by the mail server, or failing for too long. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    // What is due, oldest first.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('email_outbox_recipient_idx').on(t.recipientId),
    // Sent mails are kept a while, then removed, oldest first.
    index('email_outbox_sent_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
  ],
);
