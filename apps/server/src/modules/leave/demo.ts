import { DEFAULT_TIME_ZONE, STATUS, type Status } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { dayInZone } from '../../lib/time.js';
import { demoPeople } from '../users/index.js';
import { leaveApplications } from './schema.js';

const hoursFrom = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);

/** The demo college's leave applications (docs/rules.md, "Demo college"). */
export async function loadDemoLeave(db: Database, now: Date): Promise<void> {
  const { cse, cse2, me, hod, facultyMe } = await demoPeople(db);
  // Leave applications in every status, full and half days, so both the students' tabs and the
  // approvers' lists have something to show. Dates are the institute's days around today.
  const day = (offset: number) => dayInZone(new Date(now.getTime() + offset * 86_400_000), DEFAULT_TIME_ZONE);
  const full = (from: number, to: number) => ({ type: 'fullDay' as const, date: day(from), toDate: day(to) });
  const half = (offset: number, fromTime: string, toTime: string) => ({
    type: 'halfDay' as const,
    date: day(offset),
    fromTime,
    toTime,
  });
  const decided = (status: Status, by: string, hoursAgo: number) => ({
    status,
    decidedBy: by,
    decidedAt: hoursFrom(now, -hoursAgo),
  });
  await db.insert(leaveApplications).values([
    { studentId: cse, description: "Going home for my sister's wedding", ...full(3, 5) },
    {
      studentId: cse,
      description: 'Appointment at the passport office',
      ...half(1, '14:00', '16:30'),
      ...decided(STATUS.APPROVED, hod, 20),
    },
    { studentId: cse, description: 'Inter-college hackathon in the city', ...half(7, '09:00', '12:30') },
    {
      studentId: cse,
      description: 'Trip with friends',
      ...full(-10, -9),
      ...decided(STATUS.REJECTED, hod, 300),
      decisionReason: 'Those are the days of the second series exams.',
    },
    {
      studentId: cse,
      description: "Fever, with a doctor's certificate",
      ...full(-20, -18),
      ...decided(STATUS.APPROVED, hod, 500),
    },
    { studentId: cse2, description: 'Dental surgery and rest', ...full(10, 12) },
    { studentId: cse2, description: 'Bank visit for the education loan', ...half(2, '10:00', '13:00') },
    { studentId: me, description: "Grandmother's house-warming", ...full(4, 4) },
    {
      studentId: me,
      description: 'Eye check-up',
      ...half(-5, '15:00', '17:00'),
      ...decided(STATUS.APPROVED, facultyMe, 150),
    },
  ]);
}
