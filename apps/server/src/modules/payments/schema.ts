import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * The payments module's tables (docs/rules.md, "Payments"): the fees the admin sets, the orders and
 * payments made against them, and the webhook events already handled. Amounts are paise.
 */

export const paymentTypes = pgTable(
  'payment_types',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_types_due_date_idx').on(t.dueDate, t.type),
    check('payment_types_amount_check', sql`${t.amountPaise} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // A payment type with payments is never deleted (409), so its history stays whole.
    paymentTypeId: uuid('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id, { onDelete: 'restrict' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the order asked for: the payment type's amount when the order was made. */
    amountPaise: integer('amount_paise').notNull(),
    /** The currency of that amount; orders made before it was kept were all in rupees. */
    currency: text('currency').notNull().default('INR'),
    razorpayOrderId: text('razorpay_order_id').notNull(),
    razorpayPaymentId: text('razorpay_payment_id'),
    status: text('status').notNull().default('created').$type<'created' | 'paid'>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_status_check', sql`${t.status} in ('created', 'paid')`),
    check(
      'payments_paid_check',
      sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.razorpayPaymentId} is not null)`,
    ),
    uniqueIndex('payments_razorpay_order_unique').on(t.razorpayOrderId),
    uniqueIndex('payments_razorpay_payment_unique').on(t.razorpayPaymentId),
    // A student pays each payment type once: a second paid row for the pair cannot exist.
    uniqueIndex('payments_paid_once_unique')
      .on(t.studentId, t.paymentTypeId)
      .where(sql`${t.status} = 'paid'`),
    // The history, newest first, whole or for one payment type; and each student's own.
    index('payments_status_paid_at_idx').on(t.status, t.paidAt, t.id),
    index('payments_type_status_paid_at_idx').on(t.paymentTypeId, t.status, t.paidAt),
    index('payments_student_idx').on(t.studentId, t.paymentTypeId),
  ],
);

/**
 * Each payment type's paid payments, counted and summed by a trigger on `payments` (migration 0010) as they
 * are recorded, changed or deleted with their student: the office's history answers its unfiltered totals
 * from these few rows instead of summing every payment on every page.
 */
export const paymentTotals = pgTable('payment_totals', {
  paymentTypeId: uuid('payment_type_id')
    .primaryKey()
    .references(() => paymentTypes.id, { onDelete: 'cascade' }),
  paidCount: integer('paid_count').notNull().default(0),
  paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
});

/** Webhook events already handled, by Razorpay's event id: a repeated delivery changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
