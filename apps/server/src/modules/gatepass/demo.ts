import { STATUS } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { demoPeople } from '../users/index.js';
import { gatepasses } from './schema.js';

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
