import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  INSTITUTE_NAME,
  toRupees,
  type PaymentHistoryQuery,
  type PaymentReceipt,
  type PaymentRecord,
  type PaymentType,
} from '@portal/domain';
import type { z } from 'zod';
import type { paymentHistoryQuery } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { dayOf, onDays } from '../../lib/days.js';
import { users } from '../users/index.js';
import { keptAnswersOf } from '../versions/index.js';
import { paymentTotals, paymentTypes, payments, webhookEvents } from './schema.js';

/** The payments module's reads and writes (docs/rules.md, "Payments"). */

type TypeRow = typeof paymentTypes.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type HistoryFilter = z.output<typeof paymentHistoryQuery>;
export type { PaymentHistoryQuery };

const presentType = (row: TypeRow): PaymentType => ({
  _id: row.id,
  type: row.type,
  amount: toRupees(row.amountPaise),
  dueDate: row.dueDate,
  createdAt: row.createdAt.toISOString(),
});

const byDueDate = [asc(paymentTypes.dueDate), asc(paymentTypes.type), asc(paymentTypes.id)];

/** The students' lists of payment types kept: the students who opened theirs lately. */
const keptStudentTypes = keptAnswersOf<PaymentType[]>(2_000);

/**
 * Every payment type, with whether this student has paid it and the paid payment's id (for the
 * receipt). Kept per student while no fee and none of the student's payments changed
 * (docs/architecture.md, "Answers kept on the server").
 */
export function typesForStudent(db: Database, studentId: string): Promise<PaymentType[]> {
  return keptStudentTypes(db).get(studentId, ['fees', `paid:${studentId}`], () => readTypesForStudent(db, studentId));
}

async function readTypesForStudent(db: Database, studentId: string): Promise<PaymentType[]> {
  const rows = await db
    .select({ type: paymentTypes, paymentId: payments.id })
    .from(paymentTypes)
    .leftJoin(
      payments,
      and(eq(payments.paymentTypeId, paymentTypes.id), eq(payments.studentId, studentId), eq(payments.status, 'paid')),
    )
    .orderBy(...byDueDate);
  return rows.map((row) => ({ ...presentType(row.type), paid: row.paymentId !== null, paymentId: row.paymentId }));
}

/** Every payment type with its payments received (count and sum, kept by the database) and the active students it applies to. */
export async function typesForStaff(db: Database): Promise<PaymentType[]> {
  const [rows, [students]] = await Promise.all([
    db
      .select({ type: paymentTypes, paidCount: paymentTotals.paidCount, paidPaise: paymentTotals.paidPaise })
      .from(paymentTypes)
      .leftJoin(paymentTotals, eq(paymentTotals.paymentTypeId, paymentTypes.id))
      .orderBy(...byDueDate),
    db
      .select({ total: count() })
      .from(users)
      .where(and(eq(users.type, 'student'), eq(users.active, true))),
  ]);
  return rows.map((row) => ({
    ...presentType(row.type),
    paidCount: Number(row.paidCount ?? 0),
    paidAmount: toRupees(Number(row.paidPaise ?? 0)),
    studentCount: students?.total ?? 0,
  }));
}

export async function findType(db: Database, id: string): Promise<TypeRow | undefined> {
  const [row] = await db.select().from(paymentTypes).where(eq(paymentTypes.id, id));
  return row;
}

export async function createType(
  db: Database,
  values: { type: string; amountPaise: number; dueDate: string },
): Promise<PaymentType> {
  const [row] = await db.insert(paymentTypes).values(values).returning();
  return presentType(row!);
}

/** Deletes a payment type no payment names: 'deleted', 'in-use', or 'missing'. One statement, so no payment slips in between. */
export async function deleteType(db: Database, id: string): Promise<'deleted' | 'in-use' | 'missing'> {
  const deleted = await db
    .delete(paymentTypes)
    .where(
      and(eq(paymentTypes.id, id), sql`not exists (select 1 from ${payments} where ${payments.paymentTypeId} = ${id})`),
    )
    .returning({ id: paymentTypes.id });
  if (deleted.length > 0) return 'deleted';
  return (await findType(db, id)) ? 'in-use' : 'missing';
}

/** The student's paid payment of a type, if any. */
export async function paidPayment(db: Database, studentId: string, typeId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.studentId, studentId), eq(payments.paymentTypeId, typeId), eq(payments.status, 'paid')));
  return row;
}

export async function insertOrder(
  db: Database,
  values: { paymentTypeId: string; studentId: string; amountPaise: number; currency: string; razorpayOrderId: string },
): Promise<void> {
  await db.insert(payments).values(values);
}

export async function findByOrder(db: Database, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.razorpayOrderId, orderId));
  return row;
}

/**
 * Records an order as paid, once (docs/rules.md, "Payments"): 'recorded' the first time;
 * 'already' when this very payment was recorded before (verify and the webhook both arrive);
 * 'conflict' when the order was paid by another payment, or the student had paid this type already.
 *
 * It decides from what is stored rather than from a broken unique index: on PostgreSQL an error
 * aborts the transaction around it (the webhook's), and PGlite then refuses to commit at all.
 * Every order of the student for the fee is locked first, by id, so two payments for one fee are
 * decided one after the other and the second sees the first (docs/choices.md, "Payments").
 */
export async function recordPaid(
  db: Database,
  orderId: string,
  paymentId: string,
  paidAt: Date,
): Promise<'recorded' | 'already' | 'conflict' | 'missing'> {
  return db.transaction(async (tx) => {
    const order = await findByOrder(tx, orderId);
    if (!order) return 'missing';
    const orders = await tx
      .select({
        id: payments.id,
        razorpayOrderId: payments.razorpayOrderId,
        razorpayPaymentId: payments.razorpayPaymentId,
        status: payments.status,
      })
      .from(payments)
      .where(and(eq(payments.studentId, order.studentId), eq(payments.paymentTypeId, order.paymentTypeId)))
      .orderBy(payments.id)
      .for('update');
    const own = orders.find((row) => row.razorpayOrderId === orderId);
    if (!own) return 'missing';
    if (own.status === 'paid') return own.razorpayPaymentId === paymentId ? 'already' : 'conflict';
    if (orders.some((row) => row.status === 'paid')) return 'conflict';
    const [used] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.razorpayPaymentId, paymentId));
    if (used) return 'conflict';
    await tx
      .update(payments)
      .set({ status: 'paid', razorpayPaymentId: paymentId, paidAt })
      .where(eq(payments.id, own.id));
    return 'recorded';
  });
}

/** Remembers a webhook event; false when it was handled before. Run inside the event's transaction. */
export async function firstDelivery(db: Database, id: string, event: string): Promise<boolean> {
  const inserted = await db
    .insert(webhookEvents)
    .values({ id, event })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return inserted.length > 0;
}

/** The history's filter as SQL; dates bound the day paid in the institute's time zone, both ends included. */
function historyConditions(filter: HistoryFilter, timeZone: string, studentId?: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status !== 'all') parts.push(eq(payments.status, filter.status));
  if (studentId ?? filter.student) parts.push(eq(payments.studentId, (studentId ?? filter.student)!));
  if (filter.type) parts.push(eq(payments.paymentTypeId, filter.type));
  if (filter.department) parts.push(eq(users.department, filter.department));
  if (filter.year) parts.push(eq(users.currentYear, filter.year));
  if (filter.from) parts.push(sql`${payments.paidAt} >= (${filter.from}::date)::timestamp at time zone ${timeZone}`);
  if (filter.to) parts.push(sql`${payments.paidAt} < ((${filter.to}::date + 1)::timestamp at time zone ${timeZone})`);
  return and(...parts);
}

const historyColumns = {
  id: payments.id,
  status: payments.status,
  amountPaise: payments.amountPaise,
  razorpayOrderId: payments.razorpayOrderId,
  razorpayPaymentId: payments.razorpayPaymentId,
  paidAt: payments.paidAt,
  createdAt: payments.createdAt,
  typeId: paymentTypes.id,
  type: paymentTypes.type,
  dueDate: paymentTypes.dueDate,
  studentId: users.id,
  email: users.email,
  name: users.name,
  department: users.department,
  currentYear: users.currentYear,
  rollNo: users.rollNo,
};
type HistoryRow = Awaited<ReturnType<typeof historyBase>>[number];

const presentRecord = (row: HistoryRow): PaymentRecord => ({
  _id: row.id,
  paymentType: { _id: row.typeId, type: row.type },
  amount: toRupees(row.amountPaise),
  status: row.status,
  student: {
    _id: row.studentId,
    email: row.email,
    name: row.name,
    department: row.department,
    currentYear: row.currentYear,
    rollNo: row.rollNo,
  },
  razorpayOrderId: row.razorpayOrderId,
  razorpayPaymentId: row.razorpayPaymentId,
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

const historyBase = (db: Database) =>
  db
    .select(historyColumns)
    .from(payments)
    .innerJoin(paymentTypes, eq(paymentTypes.id, payments.paymentTypeId))
    .innerJoin(users, eq(users.id, payments.studentId));

/**
 * Newest first. Paid payments all have a time paid, so their order is a backward walk of the
 * (status, paid_at, id) index; with unpaid orders in the list, those without one come last.
 */
const newestFirst = (filter: HistoryFilter) =>
  filter.status === 'paid'
    ? [desc(payments.paidAt), desc(payments.id)]
    : [sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt), desc(payments.id)];

/** The count and sum of the paid payments of one type or all, read from the totals the database keeps. */
async function keptTotals(db: Database, type: string | undefined) {
  const [row] = await db
    .select({
      count: sql<string>`coalesce(sum(${paymentTotals.paidCount}), 0)`,
      paise: sql<string>`coalesce(sum(${paymentTotals.paidPaise}), 0)`,
    })
    .from(paymentTotals)
    .where(type ? eq(paymentTotals.paymentTypeId, type) : undefined);
  return { count: Number(row?.count ?? 0), paise: row?.paise ?? '0' };
}

/** The count and sum of every payment the filter matches, summed now. */
async function summedTotals(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ count: count(), paise: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.studentId))
    .where(where);
  return { count: row?.count ?? 0, paise: row?.paise ?? '0' };
}

/** Whether the filter asks for paid payments by type at most: the kept totals answer it. */
const onlyByType = (filter: HistoryFilter, studentId?: string) =>
  filter.status === 'paid' &&
  !studentId &&
  !filter.student &&
  !filter.department &&
  !filter.year &&
  !filter.from &&
  !filter.to;

/** A page of the history with the number and sum of every payment the filter matches (a student's own only, when given). */
export async function paymentHistory(db: Database, filter: HistoryFilter, timeZone: string, studentId?: string) {
  const where = historyConditions(filter, timeZone, studentId);
  const [rows, totals] = await Promise.all([
    historyBase(db)
      .where(where)
      .orderBy(...newestFirst(filter))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    onlyByType(filter, studentId) ? keptTotals(db, filter.type) : summedTotals(db, where),
  ]);
  return {
    data: rows.map(presentRecord),
    total: totals.count,
    totals: { count: totals.count, amount: toRupees(Number(totals.paise)) },
  };
}

/** Every filter's first pages (the fee, the class, the days) of the staff's history. */
const KEPT_HISTORY_PAGES = 200;

const keptHistoryPages = keptAnswersOf<Awaited<ReturnType<typeof paymentHistory>>>(KEPT_HISTORY_PAGES);

/**
 * A page of the staff's history of paid payments (everyone's, not one student's), kept per filter
 * and page (docs/architecture.md, "Answers kept on the server") while no paid payment (`payments`),
 * no fee (`fees`) and no student (`students`: the names, identifiers and classes shown and filtered
 * by) changed. Unpaid orders change no version, so the lists that show them are read each time.
 */
export function paidHistoryPage(db: Database, filter: HistoryFilter, timeZone: string) {
  const { type, department, year, from, to, page, limit } = filter;
  const key = [type, department, year, from, to, page, limit].map((part) => part ?? '').join(':');
  return keptHistoryPages(db).get(key, ['fees', 'payments', 'students'], () =>
    paymentHistory(db, { ...filter, status: 'paid', student: undefined }, timeZone),
  );
}

/** Every payment the filter matches (a CSV export), newest first, at most `max`. */
export async function allPayments(
  db: Database,
  filter: HistoryFilter,
  timeZone: string,
  max: number,
  studentId?: string,
): Promise<PaymentRecord[]> {
  const rows = await historyBase(db)
    .where(historyConditions(filter, timeZone, studentId))
    .orderBy(...newestFirst(filter))
    .limit(max);
  return rows.map(presentRecord);
}

/** A paid payment as its receipt shows it, with its owner's id for the access check. */
export async function receiptOf(db: Database, paymentId: string): Promise<PaymentReceipt | undefined> {
  const [row] = await historyBase(db).where(and(eq(payments.id, paymentId), eq(payments.status, 'paid')));
  if (!row || !row.paidAt || !row.razorpayPaymentId) return undefined;
  return {
    ...presentRecord(row),
    institute: INSTITUTE_NAME,
    paymentType: { _id: row.typeId, type: row.type, dueDate: row.dueDate },
    paidAt: row.paidAt.toISOString(),
    razorpayPaymentId: row.razorpayPaymentId,
  };
}

/**
 * "This student has paid this fee", as a condition on rows of the users table (the fee dues report
 * lists the students for whom it is false): a probe of the index that keeps one paid payment per
 * student and fee.
 */
export const hasPaid = (paymentTypeId: string): SQL =>
  sql`exists (select 1 from ${payments} where ${payments.studentId} = ${users.id} and ${payments.paymentTypeId} = ${paymentTypeId} and ${payments.status} = 'paid')`;

/**
 * The payments received on each of the days `first`..`last` in the institute's time zone (count and
 * rupees), the college's or one department's students': a range of the (status, paid_at) index.
 */
export async function paymentsPerDay(
  db: Database,
  range: { first: string; last: string; timeZone: string; department: string | null },
): Promise<Map<string, { count: number; amount: number }>> {
  const rows = await db
    .select({
      day: dayOf(payments.paidAt, range.timeZone),
      count: count(),
      paise: sql<string>`sum(${payments.amountPaise})`,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.studentId))
    .where(
      and(
        eq(payments.status, 'paid'),
        onDays(payments.paidAt, range.first, range.last, range.timeZone),
        range.department ? eq(users.department, range.department) : undefined,
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, { count: Number(row.count), amount: toRupees(Number(row.paise)) }]));
}
