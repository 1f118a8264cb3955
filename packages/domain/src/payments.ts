import { z } from 'zod';
import { pageQuery } from './api.js';
import { isBlank, recordId, requiredText } from './common.js';
import { DEPARTMENTS } from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';

/**
 * Fees paid online (docs/rules.md, "Payments"): the admin's payment types, the student's payment
 * form, Razorpay's answer after Checkout, the history filters and the shapes the API answers. Amounts
 * are rupees with up to two decimals on the wire and paise (whole numbers) in the database.
 */

/** The largest fee one payment type may ask for, in rupees (ten lakh): paise stay well inside an int. */
export const PAYMENT_AMOUNT_MAX = 1_000_000;
/** The currency of every order. */
export const PAYMENT_CURRENCY = 'INR';
/** An order waits for its payment (`created`) until Razorpay reports it paid (`paid`). */
export const PAYMENT_STATUSES = ['created', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The most rows one CSV export of the payment history holds. */
export const PAYMENT_EXPORT_MAX = 50_000;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * An amount in rupees as a form or a JSON body gives it: required ('This field is required'),
 * a number ('Must be a number'), not negative ('Amount cannot be negative'), at most two decimals.
 */
export const rupeeAmount = z.preprocess(
  (value) => {
    if (value === undefined || value === null || (typeof value === 'string' && isBlank(value))) return undefined;
    if (typeof value === 'string') return /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    return value;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : MESSAGES.mustBeNumber) })
    .refine((value) => Number.isFinite(value), { error: MESSAGES.mustBeNumber, abort: true })
    .refine((value) => value >= 0, { error: MESSAGES.amountNegative, abort: true })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      error: SERVER_MESSAGES.amountDecimals,
      abort: true,
    })
    .refine((value) => value <= PAYMENT_AMOUNT_MAX, { error: SERVER_MESSAGES.amountTooLarge }),
);

/** A calendar date (YYYY-MM-DD) a form must give. */
export const requiredDate = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .refine((value) => DATE.test(value) && isRealDate(value), { error: SERVER_MESSAGES.invalidDate });

/** POST payment/type: the admin's new payment type. */
export const paymentTypeForm = z.object({
  type: requiredText(100),
  amount: rupeeAmount,
  dueDate: requiredDate,
});
export type PaymentTypeFormInput = z.input<typeof paymentTypeForm>;
export type PaymentTypeForm = z.output<typeof paymentTypeForm>;

/**
 * POST payment/razorpay: the student's payment form. Every field is required and the amount is
 * checked, but the order is always made for the payment type's own amount (docs/rules.md).
 */
export const paymentForm = z.object({
  paymentType: z.uuid({ error: MESSAGES.required }),
  amount: rupeeAmount,
  dueDate: requiredDate,
  remarks: requiredText(200),
});
export type PaymentFormInput = z.input<typeof paymentForm>;
export type PaymentForm = z.output<typeof paymentForm>;

const razorpayId = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(100)
  .regex(/^[\w-]+$/, { error: SERVER_MESSAGES.paymentBadSignature });

/** POST payment/verify: what Checkout hands the page after a payment. */
export const paymentVerifyForm = z.object({
  razorpay_order_id: razorpayId,
  razorpay_payment_id: razorpayId,
  razorpay_signature: z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(200),
});
export type PaymentVerifyForm = z.infer<typeof paymentVerifyForm>;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && isBlank(value)) ? undefined : value;
/** A day (`YYYY-MM-DD`, a real one) in a query string, or nothing when blank. */
export const optionalDate = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(DATE, { error: SERVER_MESSAGES.invalidDate })
    .refine(isRealDate, { error: SERVER_MESSAGES.invalidDate })
    .optional(),
);

/** A department to filter a list by, or none when blank. */
export const departmentFilter = z.preprocess(
  blankToUndefined,
  z.enum(DEPARTMENTS, { error: MESSAGES.addDepartment }).optional(),
);

/** A year of study (1-4) to filter a list by, or none when blank. */
export const yearFilter = z.preprocess(
  blankToUndefined,
  z.coerce
    .number()
    .int()
    .min(1, { error: SERVER_MESSAGES.yearOutOfRange })
    .max(4, { error: SERVER_MESSAGES.yearOutOfRange })
    .optional(),
);

/** The history's status filter: paid payments by default, orders still waiting, or both. */
export const PAYMENT_STATUS_FILTERS = ['paid', 'created', 'all'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

/** GET payment/history: a page of payments (format=csv: every one, as a file). Dates bound the day paid, both included. */
export const paymentHistoryQuery = pageQuery
  .extend({
    type: z.preprocess(blankToUndefined, z.uuid({ error: SERVER_MESSAGES.paymentTypeNotFound }).optional()),
    department: departmentFilter,
    year: yearFilter,
    /** Only one student's payments (the office's view of a student's fees). */
    student: z.preprocess(blankToUndefined, z.uuid({ error: SERVER_MESSAGES.userNotFound }).optional()),
    from: optionalDate,
    to: optionalDate,
    status: z.preprocess(blankToUndefined, z.enum(PAYMENT_STATUS_FILTERS).default('paid')),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: SERVER_MESSAGES.leaveEndsBeforeStart,
  });
export type PaymentHistoryQuery = z.input<typeof paymentHistoryQuery>;

/** A payment type as the API answers it. Students also see `paid` and their receipt's id; staff see the counts. */
export const paymentType = z.object({
  _id: z.uuid(),
  type: z.string(),
  amount: z.number(),
  dueDate: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The student's own: paid or not, and the payment behind the receipt. */
  paid: z.boolean().optional(),
  paymentId: z.uuid().nullable().optional(),
  /** Staff: payments received for it, their sum in rupees, and the students it applies to. */
  paidCount: z.number().int().optional(),
  paidAmount: z.number().optional(),
  studentCount: z.number().int().optional(),
});
export type PaymentType = z.infer<typeof paymentType>;

/** The answer of POST payment/razorpay: the order Checkout opens (amount in paise, as Razorpay counts). */
export const paymentOrder = z.object({
  id: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  paymentType: z.string(),
  userEmail: z.string(),
  keyId: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** One payment of the history. */
export const paymentRecord = z.object({
  _id: z.uuid(),
  paymentType: z.object({ _id: z.uuid(), type: z.string() }),
  amount: z.number(),
  status: z.enum(PAYMENT_STATUSES),
  student: z.object({
    _id: z.uuid(),
    email: z.string(),
    name: z.string(),
    department: z.string().nullable(),
    currentYear: z.number().int().nullable(),
    rollNo: z.string().nullable(),
  }),
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string().nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

/** GET payment/history: a page, its total, and the count and sum (rupees) of every payment the filters match. */
export const paymentHistoryPage = z.object({
  success: z.literal(true),
  data: z.array(paymentRecord),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totals: z.object({ count: z.number().int(), amount: z.number() }),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPage>;

/** GET payment/receipt/{paymentId}: what a printed receipt shows. */
export const paymentReceipt = paymentRecord.extend({
  institute: z.string(),
  paymentType: z.object({ _id: z.uuid(), type: z.string(), dueDate: z.string() }),
  paidAt: z.iso.datetime({ offset: true }),
  razorpayPaymentId: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceipt>;

export const paymentTypeParams = z.object({ id: recordId });
export const paymentReceiptParams = z.object({ paymentId: recordId });

/** A fee not paid by its due date is overdue from the next day (dates compared in the institute's zone). */
export const isOverdue = (dueDate: string, today: string): boolean => dueDate < today;
