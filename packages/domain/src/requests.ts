import { z } from 'zod';
import { DECISIONS, DEPARTMENTS, STATUS, type Status } from './constants.js';
import { recordId } from './common.js';

/*
 * The request-and-approval workflow that gate passes and leave applications share (docs/rules.md,
 * "Requests and approval"): one status model, one set of rules for who may change a request, one
 * decision. A new kind of request reuses all of it.
 */

/** A request's status: 0 pending, 1 approved, -1 rejected. */
export const requestStatus = z.union([
  z.literal(STATUS.PENDING),
  z.literal(STATUS.APPROVED),
  z.literal(STATUS.REJECTED),
]);

/** The student may edit or cancel a request until it is approved; editing a rejected one reopens it. */
export const studentMayChange = (status: Status): boolean => status !== STATUS.APPROVED;

/** An approver decides a pending request only. */
export const approverMayDecide = (status: Status): boolean => status === STATUS.PENDING;

/** The path of a decision: faculty/{kind}/{id}/{1 or -1}. */
export const decisionParams = z.object({
  id: recordId,
  decision: z.coerce
    .number()
    .pipe(z.union([z.literal(DECISIONS[0]), z.literal(DECISIONS[1])], { error: 'Decision must be 1 or -1' })),
});

/**
 * The body of a decision: the request's `updatedAt` as the approver saw it. When the student has edited
 * the request since, the decision is refused, so nobody approves a version they never read.
 */
export const decisionBody = z
  .object({ updatedAt: z.iso.datetime({ offset: true, error: 'updatedAt must be a date-time' }).optional() })
  .nullish();
export type DecisionBody = z.infer<typeof decisionBody>;

/** An approver's list: ?status= (pending by default) and a page. */
export const approverListQuery = z.object({
  status: z.coerce.number().pipe(requestStatus).default(STATUS.PENDING),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** POST {kind}/cancel. */
export const cancelForm = z.object({ deleteId: recordId });

/** What every request shows, whatever its kind: the student, the status and the decision. */
export const requestItem = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  department: z.enum(DEPARTMENTS).nullable(),
  currentYear: z.number().int().nullable(),
  description: z.string(),
  status: requestStatus,
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Sent back with a decision (decisionBody). */
  updatedAt: z.string(),
});
export type RequestItem = z.infer<typeof requestItem>;
