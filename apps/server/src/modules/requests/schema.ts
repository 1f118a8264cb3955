import { sql } from 'drizzle-orm';
import { index, smallint, text, timestamp, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * The columns every kind of request has (docs/architecture.md, "Requests and approval"): the student,
 * the description, the status and the decision. A kind's table spreads these and adds its own.
 */
export const requestColumns = () => ({
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  studentId: uuid('student_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  description: text('description').notNull(),
  /** 0 pending, 1 approved, -1 rejected. */
  status: smallint('status').notNull().default(0),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  /** The approver's reason, shown to the student and e-mailed; dropped when the student edits. */
  decisionReason: text('decision_reason'),
  /**
   * The student's department, copied by the database (a trigger on insert, and on a change of the
   * student's department), so an approver's list is one index range instead of a join over every
   * request of its status in the college.
   */
  department: text('department'),
  createdAt: createdAt(),
  /** Changed by every edit and decision; an approver's decision names the one it saw. */
  updatedAt: updatedAt(),
});

/**
 * An approver's list: the department's requests of one status, newest first, read backwards.
 * (Plain ascending columns: read backwards they give exactly ORDER BY ... DESC, whose nulls come
 * first, which a DESC NULLS LAST index does not.)
 */
export const approverListIndex = (
  name: string,
  t: { department: ExtraConfigColumn; status: ExtraConfigColumn; createdAt: ExtraConfigColumn; id: ExtraConfigColumn },
) => index(name).on(t.department, t.status, t.createdAt, t.id);

/** The requests waiting for a decision, by department: counted on the admin's and the HOD's home. */
export const pendingIndex = (name: string, t: { department: ExtraConfigColumn; status: ExtraConfigColumn }) =>
  index(name)
    .on(t.department)
    .where(sql`${t.status} = 0`);
