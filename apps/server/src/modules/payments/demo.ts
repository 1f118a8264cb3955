import { asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, toPaise } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { dayInZone } from '../../lib/time.js';
import { users } from '../users/index.js';
import { paymentTypes, payments } from './schema.js';

const DAY_MS = 86_400_000;

/** The demo's fees: rupees, and the due date in days from today (the hostel fee is overdue). */
const DEMO_TYPES = [
  { type: 'Tuition fee', amount: 45_000, dueInDays: 20, paidBy: (index: number) => index % 3 === 0 },
  { type: 'Hostel fee', amount: 30_000, dueInDays: -10, paidBy: (index: number) => index % 4 === 1 },
  { type: 'Exam fee', amount: 1_500, dueInDays: 5, paidBy: (index: number) => index % 2 === 0 },
  { type: 'Bus fee', amount: 8_250.5, dueInDays: 40, paidBy: (index: number) => index % 5 === 2 },
];

/**
 * The demo college's fees (docs/rules.md, "Demo college"): four payment types, paid by part of the
 * students over the last weeks, so the student's, the admin's and the office's screens have data.
 * student.cse has paid the exam fee (a receipt to open) and not the tuition fee (the demo pays it).
 */
export async function loadDemoPayments(db: Database, now: Date): Promise<void> {
  const day = (offset: number) => dayInZone(new Date(now.getTime() + offset * DAY_MS), DEFAULT_TIME_ZONE);
  const types = await db
    .insert(paymentTypes)
    .values(
      DEMO_TYPES.map(({ type, amount, dueInDays }) => ({
        type,
        amountPaise: toPaise(amount),
        dueDate: day(dueInDays),
      })),
    )
    .returning();
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.type, 'student'))
    .orderBy(asc(users.email));
  const rows: (typeof payments.$inferInsert)[] = [];
  students.forEach((student, index) => {
    const named = student.email === 'student.cse@college.example';
    DEMO_TYPES.forEach((demo, typeIndex) => {
      const paid = named ? demo.type === 'Exam fee' : demo.paidBy(index + typeIndex);
      if (!paid) return;
      const type = types[typeIndex]!;
      const serial = `${String(index).padStart(4, '0')}${typeIndex}`;
      const paidAt = new Date(now.getTime() - ((index * 7 + typeIndex * 13) % 30) * DAY_MS - (index % 9) * 3_600_000);
      rows.push({
        paymentTypeId: type.id,
        studentId: student.id,
        amountPaise: type.amountPaise,
        razorpayOrderId: `order_demo${serial}`,
        razorpayPaymentId: `pay_demo${serial}`,
        status: 'paid',
        paidAt,
        createdAt: new Date(paidAt.getTime() - 60_000),
      });
    });
  });
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(payments).values(rows.slice(start, start + 500));
}
