import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.js';
import { approverListIndex, pendingIndex, requestColumns } from '../requests/schema.js';

/** The gate pass module's tables: the passes and every scan at the gate. */

export const gatepasses = pgTable(
  'gatepasses',
  {
    ...requestColumns(),
    /** When the student means to leave. */
    time: timestamp('time', { withTimezone: true }).notNull(),
    /** When security let the holder out: a pass is used once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    // The student's own list: latest pass time first, read backwards.
    index('gatepasses_student_time_idx').on(t.studentId, t.time),
    approverListIndex('gatepasses_department_status_created_idx', t),
    pendingIndex('gatepasses_pending_idx', t),
    // The passes used on a day (today at a glance): only used passes have a time used.
    index('gatepasses_used_at_idx')
      .on(t.usedAt)
      .where(sql`${t.usedAt} is not null`),
  ],
);

/** Every scan at the gate, valid or not: who scanned, when, what was read and the result. */
export const scans = pgTable(
  'scans',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    gatepassId: uuid('gatepass_id').references(() => gatepasses.id, { onDelete: 'set null' }),
    scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    rawInput: text('raw_input').notNull(),
    result: text('result').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scans_gatepass_idx').on(t.gatepassId), index('scans_scanned_at_idx').on(t.scannedAt)],
);
