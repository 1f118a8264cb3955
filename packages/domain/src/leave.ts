import { z } from 'zod';
import { DESCRIPTION_MAX } from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { acrossFields, recordId, requiredText } from './common.js';
import { formatCalendarDate, formatDateSpan, formatTimeSpan } from './format.js';
import { requestItem } from './requests.js';

/** A leave application covers whole days (a range) or part of one day (a range of times). */
export const LEAVE_TYPES = ['fullDay', 'halfDay'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_TYPE_LABELS: Record<LeaveType, string> = { fullDay: 'Full Day', halfDay: 'Half Day' };

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A field the form may leave out: absent, null and blank all mean "not given". */
const maybe = (pattern: RegExp, invalid: string) =>
  z
    .union([z.string().trim(), z.null()], { error: invalid })
    .optional()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || pattern.test(value), { error: invalid });

const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * POST leaveapplication/request (docs/rules.md, "Leave"). Every field the chosen type needs is
 * required ('This field is required'); the others are dropped. A full day runs from `date` to
 * `toDate`, that day included; a half day runs from `fromTime` to `toTime` on `date`.
 */
export const leaveRequestForm = z
  .object({
    type: z.enum(LEAVE_TYPES, { error: SERVER_MESSAGES.leaveType }),
    description: requiredText(DESCRIPTION_MAX, MESSAGES.required, { multiline: true }),
    date: maybe(DATE, SERVER_MESSAGES.invalidDate),
    toDate: maybe(DATE, SERVER_MESSAGES.invalidDate),
    fromTime: maybe(TIME, SERVER_MESSAGES.invalidTime),
    toTime: maybe(TIME, SERVER_MESSAGES.invalidTime),
  })
  // Runs even when another field failed, so the form shows every missing field at once.
  .superRefine((form, context) => {
    const given = (field: 'date' | 'toDate' | 'fromTime' | 'toTime') =>
      typeof form[field] === 'string' ? form[field] : null;
    const required =
      form.type === 'fullDay'
        ? (['date', 'toDate'] as const)
        : form.type === 'halfDay'
          ? (['date', 'fromTime', 'toTime'] as const)
          : [];
    for (const field of required) {
      if (given(field) === null) context.addIssue({ code: 'custom', path: [field], message: MESSAGES.required });
    }
    for (const field of ['date', 'toDate'] as const) {
      const value = given(field);
      if (value && DATE.test(value) && !isRealDate(value)) {
        context.addIssue({ code: 'custom', path: [field], message: SERVER_MESSAGES.invalidDate });
      }
    }
    const [date, toDate, fromTime, toTime] = [given('date'), given('toDate'), given('fromTime'), given('toTime')];
    if (form.type === 'fullDay' && date && toDate && DATE.test(date) && DATE.test(toDate) && toDate < date) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: SERVER_MESSAGES.leaveEndsBeforeStart });
    }
    if (
      form.type === 'halfDay' &&
      fromTime &&
      toTime &&
      TIME.test(fromTime) &&
      TIME.test(toTime) &&
      toTime <= fromTime
    ) {
      context.addIssue({ code: 'custom', path: ['toTime'], message: SERVER_MESSAGES.leaveTimesOrder });
    }
  }, acrossFields)
  .transform((form) =>
    form.type === 'fullDay' ? { ...form, fromTime: null, toTime: null } : { ...form, toDate: null },
  );
export type LeaveRequestFormInput = z.input<typeof leaveRequestForm>;
export type LeaveRequestForm = z.output<typeof leaveRequestForm>;

/** POST leaveapplication/edit: the form with the application's id. */
export const leaveEditForm = z.intersection(z.object({ _id: recordId }), leaveRequestForm);
export type LeaveEditForm = z.output<typeof leaveEditForm>;

/** A leave application as its owner and the approvers see it. */
export const leaveApplication = requestItem.extend({
  type: z.enum(LEAVE_TYPES),
  date: z.string(),
  toDate: z.string().nullable(),
  fromTime: z.string().nullable(),
  toTime: z.string().nullable(),
});
export type LeaveApplication = z.infer<typeof leaveApplication>;

/** The days and times a leave covers, as the overlap rule compares them. */
export type LeaveSpan = Pick<LeaveRequestForm, 'type' | 'date' | 'toDate' | 'fromTime' | 'toTime'>;

const lastDay = (leave: LeaveSpan): string =>
  (leave.type === 'fullDay' ? (leave.toDate ?? leave.date) : leave.date) ?? '';

/**
 * Whether two leaves of one student overlap (docs/rules.md, "Leave"): day ranges that share a day;
 * a half day inside a full-day range; two half days on one date whose times overlap. Touching ends
 * (one half day ending at 12:00, the next starting at 12:00) do not overlap.
 */
export function leavesOverlap(a: LeaveSpan, b: LeaveSpan): boolean {
  if (!a.date || !b.date) return false;
  if (a.type === 'halfDay' && b.type === 'halfDay') {
    return a.date === b.date && a.fromTime! < b.toTime! && b.fromTime! < a.toTime!;
  }
  return a.date <= lastDay(b) && b.date <= lastDay(a);
}

/**
 * The dates (and times) of a leave in words, as the screens and messages write them (docs/rules.md,
 * "Formats and constants"): 'Wed 25 Nov 2026 – Fri 27 Nov 2026' or 'Wed 25 Nov 2026, 10:00 am – 12:00 pm'.
 */
export function describeLeaveSpan(leave: LeaveSpan): string {
  if (!leave.date) return '';
  if (leave.type === 'halfDay')
    return `${formatCalendarDate(leave.date)}, ${formatTimeSpan(leave.fromTime ?? '', leave.toTime ?? '')}`;
  return formatDateSpan(leave.date, leave.toDate);
}
