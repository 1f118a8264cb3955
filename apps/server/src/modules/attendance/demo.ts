import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, WEEKDAYS, weekdayOf, yearOfSemester } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { dayInZone, wallTimeIn } from '../../lib/time.js';
import { currentSemesterOf } from '../subjects/index.js';
import { classPeriodsOf } from '../timetables/index.js';
import { users } from '../users/index.js';
import { attendancePeriods } from './schema.js';

const DOMAIN = 'college.example';
const TOPICS = [
  'Introduction',
  'Worked examples',
  'Problem session',
  'Case study',
  'Revision',
  'Tutorial',
  'Lab walkthrough',
  'Quiz and discussion',
];

const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

/** The first day of the term a semester of this date is in: 1 July (odd semesters) or 1 January (even). */
export const termStartOf = (today: string, semester: number): string =>
  `${today.slice(0, 4)}-${semester % 2 === 1 ? '07' : '01'}-01`;

/** student.cse in the subject kept under 75%: present (true) or absent, period after period. */
const OWN_LOW_PATTERN = [false, true, false, true, true];

/**
 * The demo college's attendance (docs/rules.md, "Demo college"): every period of student.cse's class
 * (CSE, year 3, this term's semester) on each past weekday of the term up to yesterday, inserted in
 * one statement. Most students attend nine periods in ten; every seventh student, and student.cse in
 * one subject, fall under 75%, so the warnings have something to show.
 */
export async function loadDemoAttendance(db: Database, now: Date): Promise<void> {
  const semester = await currentSemesterOf(db, 3, now, DEFAULT_TIME_ZONE);
  if (!semester) return;
  const periods = await classPeriodsOf(db, 'CSE', semester);
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.type, 'student'),
        eq(users.department, 'CSE'),
        eq(users.currentYear, yearOfSemester(semester)),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(users.email));
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `faculty.cse@${DOMAIN}`));
  const [hod] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `hod.cse@${DOMAIN}`));
  if (periods.length === 0 || students.length === 0) return;

  const today = dayInZone(now, DEFAULT_TIME_ZONE);
  const termStart = termStartOf(today, semester);
  const firstSubject = [...new Set(periods.map((period) => period.subjectId))].sort()[0];
  const random = seeded(7);
  let ownLowPeriods = 0;
  const rows: (typeof attendancePeriods.$inferInsert)[] = [];
  for (let offset = 1; offset <= 200; offset += 1) {
    const date = dayInZone(new Date(now.getTime() - offset * 86_400_000), DEFAULT_TIME_ZONE);
    if (date < termStart) break;
    const weekday = weekdayOf(date);
    if (!(WEEKDAYS as readonly string[]).includes(weekday)) continue;
    for (const period of periods.filter((candidate) => candidate.day === weekday)) {
      const present: string[] = [];
      const absent: string[] = [];
      students.forEach((student, index) => {
        const chance = random();
        if (student.email === `student.cse@${DOMAIN}` && period.subjectId === firstSubject) {
          // Not left to chance: which subject comes first differs between databases (its id), and
          // a subject with few periods could land at 75% or above. Absent in the first and third
          // of every five: under 75% from the first period on (60% at most).
          (OWN_LOW_PATTERN[ownLowPeriods++ % OWN_LOW_PATTERN.length] ? present : absent).push(student.id);
          return;
        }
        (chance < (index % 7 === 3 ? 0.62 : 0.92) ? present : absent).push(student.id);
      });
      // Taken as the period ended.
      const takenAt = wallTimeIn(date, period.endTime, DEFAULT_TIME_ZONE);
      rows.push({
        department: 'CSE',
        semester,
        subjectId: period.subjectId,
        date,
        startTime: period.startTime,
        endTime: period.endTime,
        module: Math.min(6, 1 + Math.floor(offset / 25)),
        deliveryMode: offset % 11 === 0 ? 'online' : 'offline',
        topic: TOPICS[offset % TOPICS.length]!,
        present,
        absent,
        takenBy: period.teacherId ?? teacher?.id ?? null,
        createdAt: takenAt,
        updatedAt: takenAt,
      });
    }
  }
  retakeOne(rows, teacher?.id, hod?.id, students.find((student) => student.email === `student.cse@${DOMAIN}`)?.id);
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(attendancePeriods).values(rows.slice(start, start + 500));
}

/**
 * One period taken again (docs/rules.md, "Demo college: exams and attendance"): the latest period
 * faculty.cse took, whose two absentees the HOD marked present three hours later with the topic
 * reworded, so the wizard has a retaken record to show ("taken at ... by ...").
 */
function retakeOne(
  rows: (typeof attendancePeriods.$inferInsert)[],
  teacherId: string | undefined,
  hodId: string | undefined,
  keptAbsent: string | undefined,
): void {
  // Never student.cse: its subject under 75% stays there.
  const late = (row: (typeof rows)[number]) => (row.absent ?? []).filter((id) => id !== keptAbsent).slice(0, 2);
  const latest = rows.find((row) => row.takenBy === teacherId && late(row).length >= 2);
  if (!latest || !hodId) return;
  const cameLate = late(latest);
  latest.present = [...latest.present!, ...cameLate];
  latest.absent = latest.absent!.filter((id) => !cameLate.includes(id));
  latest.topic = `${latest.topic} (two late arrivals marked present)`;
  latest.takenBy = hodId;
  latest.updatedAt = new Date((latest.createdAt as Date).getTime() + 3 * 3_600_000);
}
