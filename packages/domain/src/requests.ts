import { z } from 'zod';
import { DECISIONS, DEPARTMENTS, STATUS, type Status } from './constants.js';
import { optionalText, recordId } from './common.js';

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

/** The longest reason an approver may give for a decision. */
export const DECISION_REASON_MAX = 500;

/**
 * Why the approver decided so, for the student (docs/rules.md, "Requests and approval"): optional
 * text of several lines, trimmed; blank is no reason.
 */
export const decisionReason = optionalText(DECISION_REASON_MAX, { multiline: true });

const seenVersion = z.iso.datetime({ offset: true, error: 'updatedAt must be a date-time' });

/**
 * The body of a decision: the request's `updatedAt` as the approver saw it, and the reason. When the
 * student has edited the request since, the decision is refused, so nobody approves a version they
 * never read.
 */
export const decisionBody = z.object({ updatedAt: seenVersion.optional(), reason: decisionReason }).nullish();
export type DecisionBody = z.infer<typeof decisionBody>;

/** The most requests one bulk approval names. */
export const BULK_DECISION_MAX = 100;

/**
 * POST faculty/{kind}/approve: several pending requests approved at once, each in the version the
 * approver saw, with one optional reason for all. Each is decided on its own (docs/choices.md,
 * "Approving several requests at once").
 */
export const bulkApprovalBody = z.object({
  requests: z
    .array(z.object({ _id: recordId, updatedAt: seenVersion }))
    .min(1, { error: 'Choose at least one request' })
    .max(BULK_DECISION_MAX, { error: `At most ${BULK_DECISION_MAX} requests at once` })
    .refine((list) => new Set(list.map((one) => one._id)).size === list.length, {
      error: 'A request is named twice',
    }),
  reason: decisionReason,
});
export type BulkApprovalBody = z.input<typeof bulkApprovalBody>;

/**
 * What became of each request of a bulk approval: approved; already decided by someone else;
 * edited by the student since the approver read it; not in the approver's care; not there.
 */
export const BULK_OUTCOMES = ['approved', 'decided', 'edited', 'forbidden', 'not_found'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];
export const bulkApprovalAnswer = z.object({
  success: z.literal(true),
  msg: z.string(),
  data: z.array(z.object({ _id: z.string(), outcome: z.enum(BULK_OUTCOMES) })),
});

/** The approver's lists: pending, approved, rejected, or every decided request (approved and rejected). */
export const APPROVER_LIST_DECIDED = 'decided';

/**
 * An approver's list: ?status= (pending by default; `decided` for approved and rejected together),
 * a search by the student's name, e-mail, student ID, roll number or mobile, and a page.
 */
/** The pages of an approver's pending requests: whole rows of the cards' grid (one, two or three a row). */
export const PENDING_PAGE_SIZES = [12, 24, 48, 96] as const;
export const PENDING_PAGE_SIZE = 24;

export const approverListQuery = z.object({
  status: z.union([z.literal(APPROVER_LIST_DECIDED), z.coerce.number().pipe(requestStatus)]).default(STATUS.PENDING),
  search: optionalText(100),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PENDING_PAGE_SIZE),
});
export type ApproverListQuery = z.input<typeof approverListQuery>;

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
  /** The approver's reason for the decision, when one was given. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  /** Sent back with a decision (decisionBody). */
  updatedAt: z.string(),
});
export type RequestItem = z.infer<typeof requestItem>;
