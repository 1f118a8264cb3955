import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@portal/domain';
import { users } from '../users/schema.js';

/**
 * The admin module's table: the audit trail of every admin change to an account. The account is
 * named by id and e-mail without a foreign key, so its history outlives it; the actor's name and
 * e-mail are copied for the same reason.
 */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    userId: uuid('user_id'),
    userEmail: text('user_email'),
    action: text('action').notNull().$type<AuditAction>(),
    /** [field, before, after] for each field changed; a bulk upload's counts as [name, null, value]. */
    changes: jsonb('changes').notNull().$type<[string, string | null, string | null][]>().default([]),
  },
  (t) => [index('account_audit_user_at_idx').on(t.userId, t.at)],
);
