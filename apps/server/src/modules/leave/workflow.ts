import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  LEAVE_TYPE_LABELS,
  MESSAGES,
  SERVER_MESSAGES,
  STATUS,
  describeLeaveSpan,
  leaveApplication,
  leaveEditForm,
  leaveRequestForm,
  leavesOverlap,
  type Department,
  type LeaveApplication,
  type LeaveRequestForm,
  type LeaveType,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { dayInZone } from '../../lib/time.js';
import type { RequestKind, RequestRow, RuleContext } from '../requests/index.js';
import { presentRequest, requestWorkflow } from '../requests/index.js';
import { leaveApplications } from './schema.js';

/** A leave application with its student and who decided it, as the shared queries read it. */
export interface LeaveRow extends RequestRow {
  type: LeaveType;
  date: string;
  toDate: string | null;
  fromTime: string | null;
  toTime: string | null;
}

export const presentLeave = (row: LeaveRow): LeaveApplication => ({
  ...presentRequest(row),
  type: row.type,
  date: row.date,
  toDate: row.toDate,
  fromTime: row.fromTime,
  toTime: row.toTime,
});

/**
 * The rules of a leave that need the clock or the student's other applications (docs/rules.md,
 * "Leave"): the first day is not before today in the institute's time zone, and the leave overlaps
 * none of the student's applications that are not rejected. The student's applications are locked
 * for the rest of the transaction, so two requests sent at once cannot both pass the check.
 */
async function leaveValues(form: LeaveRequestForm, context: RuleContext) {
  const { tx, studentId, editing } = context;
  if (form.date! < dayInZone(context.now, context.timeZone)) throw new HttpError(400, SERVER_MESSAGES.leaveDateInPast);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('leave:' || ${studentId}))`);
  const others = await tx
    .select({
      type: leaveApplications.type,
      date: leaveApplications.date,
      toDate: leaveApplications.toDate,
      fromTime: leaveApplications.fromTime,
      toTime: leaveApplications.toTime,
    })
    .from(leaveApplications)
    .where(
      and(
        eq(leaveApplications.studentId, studentId),
        ne(leaveApplications.status, STATUS.REJECTED),
        editing ? ne(leaveApplications.id, editing) : undefined,
        // Only those that can reach the new leave's days: none that ends before it starts.
        sql`coalesce(${leaveApplications.toDate}, ${leaveApplications.date}) >= ${form.date}`,
      ),
    )
    .orderBy(asc(leaveApplications.date));
  const clash = others.find((other) => leavesOverlap(form, other));
  if (clash) throw new HttpError(409, `${SERVER_MESSAGES.leaveOverlaps} ${describeLeaveSpan(clash)}`);
  const { type, description, date, toDate, fromTime, toTime } = form;
  return { type, description, date, toDate, fromTime, toTime };
}

/** Leave applications as a kind of request (docs/rules.md, "Leave"); their paths are those of docs/api.md. */
export const leaveKind: RequestKind<LeaveRow, LeaveApplication, LeaveRequestForm> = {
  name: 'leave',
  noun: 'leave application',
  tag: 'leave',
  table: leaveApplications,
  columns: {
    type: leaveApplications.type,
    date: leaveApplications.date,
    toDate: leaveApplications.toDate,
    fromTime: leaveApplications.fromTime,
    toTime: leaveApplications.toTime,
  },
  // The latest first day first.
  ownOrder: [desc(leaveApplications.date), desc(leaveApplications.createdAt)],
  paths: {
    request: '/leaveapplication/request',
    own: '/leaveapplication',
    edit: '/leaveapplication/edit',
    cancel: '/leaveapplication/cancel',
    approverList: '/faculty/leave',
    decide: '/faculty/leave/:id/:decision',
    approveMany: '/faculty/leave/approve',
  },
  schemas: { requestForm: leaveRequestForm, editForm: leaveEditForm, item: leaveApplication },
  messages: {
    requested: MESSAGES.leaveSubmitted,
    updated: MESSAGES.leaveUpdated,
    notFound: SERVER_MESSAGES.leaveNotFound,
    frozen: SERVER_MESSAGES.leaveFrozen,
    notPending: SERVER_MESSAGES.leaveNotPending,
    approved: SERVER_MESSAGES.leaveApproved,
    rejected: SERVER_MESSAGES.leaveRejected,
  },
  values: leaveValues,
  present: presentLeave,
  describe: (row) => `(${LEAVE_TYPE_LABELS[row.type]}) for ${describeLeaveSpan(row)}`,
};

/** Leave has nothing beyond the shared workflow: its routes are the workflow's. */
export const leaveRequests = requestWorkflow(leaveKind);
export const leaveRoutes = leaveRequests.routes;

/** Leave applications waiting for a decision: the college's, or one department's (today at a glance). */
export const countPendingLeave = (db: Database, department: Department | null): Promise<number> =>
  leaveRequests.queries.pendingCount(db, department);
