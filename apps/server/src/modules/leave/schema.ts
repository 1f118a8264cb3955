import { date, index, pgTable, text } from 'drizzle-orm/pg-core';
import type { LeaveType } from '@portal/domain';
import { approverListIndex, pendingIndex, requestColumns } from '../requests/schema.js';

/** The leave module's table: leave applications, a kind of request (docs/rules.md, "Leave"). */
export const leaveApplications = pgTable(
  'leave_applications',
  {
    ...requestColumns(),
    type: text('type').notNull().$type<LeaveType>(),
    /** The first (or only) day, in the institute's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    /** A full day's last day, that day included. */
    toDate: date('to_date', { mode: 'string' }),
    /** A half day's times of day, HH:MM. */
    fromTime: text('from_time'),
    toTime: text('to_time'),
  },
  (t) => [
    // The student's own list (latest first, read backwards) and the overlap check.
    index('leave_applications_student_date_idx').on(t.studentId, t.date),
    approverListIndex('leave_applications_department_status_created_idx', t),
    pendingIndex('leave_applications_pending_idx', t),
  ],
);
