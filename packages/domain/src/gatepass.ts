import { z } from 'zod';
import { DEPARTMENTS, DESCRIPTION_MAX } from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { recordId, requiredText } from './common.js';
import { requestItem, requestStatus } from './requests.js';

/** When the student means to leave: an ISO date-time with its offset. */
const leavingTime = z.iso.datetime({ offset: true, error: MESSAGES.required });

/** POST gatepass/request. The description must not be blank (docs/rules.md, "Form rules"). */
export const gatepassRequestForm = z.object({
  description: requiredText(DESCRIPTION_MAX, MESSAGES.required, { multiline: true }),
  time: leavingTime,
});
export type GatepassRequestForm = z.infer<typeof gatepassRequestForm>;

/** POST gatepass/edit: the same rules as a request, with the pass's id. */
export const gatepassEditForm = gatepassRequestForm.extend({ _id: recordId });
export type GatepassEditForm = z.infer<typeof gatepassEditForm>;

/** A gate pass as its owner and the approvers see it. */
export const gatepass = requestItem.extend({
  time: z.string(),
  usedAt: z.string().nullable(),
});
export type Gatepass = z.infer<typeof gatepass>;

/** GET gatepass/view/{id}: the public view holds the name, photo, time and status only. */
export const gatepassPublicView = z.object({
  name: z.string(),
  photo: z.string().nullable(),
  time: z.string(),
  status: requestStatus,
});
export type GatepassPublicView = z.infer<typeof gatepassPublicView>;

const UUID_IN_TEXT = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * The pass id inside what the scanner read or the guard typed: a bare id, or the
 * absolute URL of /gatepass/view/{id} that the QR code holds. Null when neither.
 */
export const extractGatepassId = (input: string): string | null => {
  const text = input.trim();
  const viewPath = /\/gatepass\/view\/([^/?#\s]+)/i.exec(text);
  const candidate = viewPath ? viewPath[1]! : text;
  const match = UUID_IN_TEXT.exec(candidate);
  return match && match[0].length === candidate.length ? match[0].toLowerCase() : null;
};

/** POST security/verify: a pass id or its view URL. */
export const gatepassVerifyForm = z.object({
  gatepassId: z.string({ error: MESSAGES.invalidGatepass }).max(500, { error: MESSAGES.invalidGatepass }),
});

/** Why a scan was refused, or 'valid'. */
export const VERIFY_REASONS = ['valid', 'not_found', 'not_approved', 'wrong_day', 'already_used'] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];

export const gatepassVerifyResult = z.object({
  valid: z.boolean(),
  reason: z.enum(VERIFY_REASONS),
  message: z.string(),
  name: z.string().nullable(),
  photo: z.string().nullable(),
  time: z.string().nullable(),
  department: z.enum(DEPARTMENTS).nullable(),
  currentYear: z.number().int().nullable(),
  usedAt: z.string().nullable(),
});
export type GatepassVerifyResult = z.infer<typeof gatepassVerifyResult>;

/** The message the scan screen shows for each reason. */
export const VERIFY_MESSAGES: Record<VerifyReason, string> = {
  valid: SERVER_MESSAGES.verifyValid,
  not_found: MESSAGES.invalidGatepass,
  not_approved: SERVER_MESSAGES.verifyNotApproved,
  wrong_day: SERVER_MESSAGES.verifyWrongDay,
  already_used: SERVER_MESSAGES.verifyAlreadyUsed,
};
