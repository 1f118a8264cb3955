import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, STATUS } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { dayInZone, wallTimeIn } from '../../lib/time.js';
import { demoPeople, users } from '../users/index.js';
import { gatepasses, scans } from './schema.js';

const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/**
 * The demo college's gate passes (docs/rules.md, "Demo college"): a few in every status, the
 * rejected ones with the approver's reason.
 */
export async function loadDemoGatepasses(db: Database, now: Date): Promise<void> {
  const { cse, cse2, me, hod, facultyMe } = await demoPeople(db);
  // Gate passes: student.cse holds one approved for now (so always today), ready to show at the gate.
  const today = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  await db.insert(gatepasses).values([
    {
      studentId: cse,
      description: 'Visiting the dentist in town',
      time: today,
      status: STATUS.APPROVED,
      decidedBy: hod,
      decidedAt: now,
    },
    {
      studentId: cse,
      description: 'Collecting my passport from the post office',
      time: hoursFrom(now, 26),
      status: STATUS.PENDING,
    },
    {
      studentId: cse,
      description: "Cousin's wedding reception",
      time: hoursFrom(now, -72),
      status: STATUS.REJECTED,
      decidedBy: hod,
      decidedAt: hoursFrom(now, -80),
      decisionReason:
        'The reception ends after the hostel closes at 9 pm. Ask for a pass that brings you back before then.',
    },
    {
      studentId: cse,
      description: 'Bank visit for the scholarship account',
      time: hoursFrom(now, -120),
      status: STATUS.APPROVED,
      decidedBy: hod,
      decidedAt: hoursFrom(now, -130),
      usedAt: hoursFrom(now, -119),
    },
    {
      studentId: cse2,
      description: 'Going home for a family function',
      time: hoursFrom(now, 3),
      status: STATUS.PENDING,
    },
    { studentId: cse2, description: 'Hospital appointment', time: hoursFrom(now, 50), status: STATUS.PENDING },
    {
      studentId: me,
      description: 'Workshop visit at the industrial estate',
      time: hoursFrom(now, 5),
      status: STATUS.PENDING,
    },
    {
      studentId: me,
      description: 'Medical check-up',
      time: hoursFrom(now, -30),
      status: STATUS.APPROVED,
      decidedBy: facultyMe,
      decidedAt: hoursFrom(now, -40),
    },
    {
      studentId: me,
      description: 'Cricket match at the city stadium',
      time: hoursFrom(now, -50),
      status: STATUS.REJECTED,
      decidedBy: facultyMe,
      decidedAt: hoursFrom(now, -60),
      decisionReason: 'The workshop practical is that afternoon.',
    },
  ]);
}

/**
 * The gate's week for the demo (docs/rules.md, "Demo college"), with students of CSE and ME other
 * than the named ones, whose own passes the journeys use: a few passes used on each of the six days
 * before today, each with its valid scan; and today's scans so far, one of each outcome: a pass
 * let through and then scanned again, a rejected pass, a pass of yesterday, and an unknown id.
 * Today's scans lie between 8:00 in the institute's time zone (midnight before then) and the moment
 * the demo loads.
 */
export async function loadDemoGateLog(db: Database, now: Date): Promise<void> {
  const [guard] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'security@college.example'));
  const students = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'student'), inArray(users.department, ['CSE', 'ME']), eq(users.currentYear, 1)))
    .orderBy(asc(users.email))
    .limit(20);
  if (!guard || students.length < 20) return;
  const [hod] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'hod.cse@college.example'));
  const startOfToday = wallTimeIn(dayInZone(now, DEFAULT_TIME_ZONE), '00:00', DEFAULT_TIME_ZONE);
  const decided = { decidedBy: hod?.id ?? null, decidedAt: hoursFrom(now, -30) };
  const pass = (index: number, status: number, time: Date, usedAt: Date | null = null) => ({
    studentId: students[index]!.id,
    description: 'Going to town',
    time,
    status,
    ...(status === STATUS.PENDING ? {} : decided),
    usedAt,
  });

  // Earlier this week: one to three exits a day at the gate, at 8:20 and later.
  const earlier = [1, 3, 2, 2, 1, 3].flatMap((count, back) =>
    Array.from({ length: count }, (_, nth) => {
      const day = dayInZone(new Date(now.getTime() - (6 - back) * 86_400_000), DEFAULT_TIME_ZONE);
      const usedAt = new Date(wallTimeIn(day, '08:20', DEFAULT_TIME_ZONE).getTime() + nth * 95 * 60_000);
      return pass(4 + back * 2 + (nth % 2), STATUS.APPROVED, usedAt, usedAt);
    }),
  );
  const weekPasses = await db
    .insert(gatepasses)
    .values(earlier)
    .returning({ id: gatepasses.id, usedAt: gatepasses.usedAt });

  // Today so far: five scans spread between the gate's first exits at 8:00 and now (between midnight
  // and now when the demo loads before 8:00), so none falls in the small hours of a working day.
  const opening = wallTimeIn(dayInZone(now, DEFAULT_TIME_ZONE), '08:00', DEFAULT_TIME_ZONE);
  const from = now.getTime() > opening.getTime() ? opening : startOfToday;
  const at = (nth: number) => new Date(from.getTime() + ((now.getTime() - from.getTime()) * nth) / 6);
  const [letThrough, rejected, yesterdays] = await db
    .insert(gatepasses)
    .values([
      pass(0, STATUS.APPROVED, now, at(1)),
      pass(1, STATUS.REJECTED, now),
      pass(2, STATUS.APPROVED, hoursFrom(now, -24)),
    ])
    .returning({ id: gatepasses.id });
  const scan = (gatepassId: string | null, rawInput: string, result: string, scannedAt: Date) => ({
    gatepassId,
    scannedBy: guard.id,
    rawInput,
    result,
    scannedAt,
  });
  await db
    .insert(scans)
    .values([
      ...weekPasses.map((used) => scan(used.id, used.id, 'valid', used.usedAt!)),
      scan(letThrough!.id, letThrough!.id, 'valid', at(1)),
      scan(rejected!.id, rejected!.id, 'not_approved', at(2)),
      scan(letThrough!.id, letThrough!.id, 'already_used', at(3)),
      scan(yesterdays!.id, yesterdays!.id, 'wrong_day', at(4)),
      scan(null, '4f1c2b7e-0000-4000-8000-00000000dead', 'not_found', at(5)),
    ]);
}
