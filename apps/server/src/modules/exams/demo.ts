import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, yearOfSemester } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { dayInZone } from '../../lib/time.js';
import { currentSemesterOf, subjects } from '../subjects/index.js';
import { users } from '../users/index.js';
import { examMarks, examTypes, exams } from './schema.js';

const DOMAIN = 'college.example';

/** A small seeded generator, so the demo's marks are the same on every machine. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

/**
 * The demo college's exams (docs/rules.md, "Demo college"): the exam types Series 1, Series 2 and
 * Assignment, and for each subject faculty.cse teaches in student.cse's class this term a Series 1
 * exam three weeks ago and an Assignment last week, and for the first of them a Series 2 three days
 * ago, marked for the whole class (a few fail) but for the latest exam, still being entered.
 */
export async function loadDemoExams(db: Database, now: Date): Promise<void> {
  const types = await db
    .insert(examTypes)
    .values([
      { type: 'Series 1', maxMark: 50, passMark: 20 },
      { type: 'Series 2', maxMark: 50, passMark: 20 },
      { type: 'Assignment', maxMark: 10, passMark: 4 },
    ])
    .returning({ id: examTypes.id, type: examTypes.type, maxMark: examTypes.maxMark });
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `faculty.cse@${DOMAIN}`));
  const semester = await currentSemesterOf(db, 3, now, DEFAULT_TIME_ZONE);
  if (!teacher || !semester) return;
  const taught = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.department, 'CSE'), eq(subjects.semester, semester), eq(subjects.taughtBy, teacher.id)))
    .orderBy(asc(subjects.code));
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
    );
  const day = (offset: number) => dayInZone(new Date(now.getTime() + offset * 86_400_000), DEFAULT_TIME_ZONE);
  const series = types.find((type) => type.type === 'Series 1')!;
  const series2 = types.find((type) => type.type === 'Series 2')!;
  const assignment = types.find((type) => type.type === 'Assignment')!;
  const planned = [
    ...taught.flatMap((subject, index) => [
      { type: series, subjectId: subject.id, daysAgo: 21 + index },
      { type: assignment, subjectId: subject.id, daysAgo: 7 + index },
    ]),
    // This week's Series 2 of the first subject, whose marks gather around the middle as a real
    // class's do, for the exam results report's chart.
    ...taught.slice(0, 1).map((subject) => ({ type: series2, subjectId: subject.id, daysAgo: 3 })),
  ];
  if (planned.length === 0) return;
  const saved = await db
    .insert(exams)
    .values(
      planned.map((exam) => {
        const date = day(-exam.daysAgo);
        const start = new Date(`${date}T04:00:00.000Z`); // 9:30 in Kolkata
        return {
          examTypeId: exam.type.id,
          subjectId: exam.subjectId,
          date,
          startsAt: start,
          endsAt: new Date(start.getTime() + 90 * 60_000),
          numberOfQuestions: exam.type === series ? 10 : 2,
          createdBy: teacher.id,
        };
      }),
    )
    .returning({ id: exams.id });
  const random = seeded(42);
  // A share of the max mark: even from 25% to 100%, or (Series 2) the mean of three draws, around 60%.
  const share = (type: (typeof types)[number]) =>
    type === series2 ? 0.15 + ((random() + random() + random()) / 3) * 0.9 : 0.25 + random() * 0.75;
  // The latest exam (the Series 2) is still being entered: student.cse was absent, and a few
  // students have no entry yet (docs/rules.md, "Demo college: exams and attendance").
  const latest = planned.reduce((best, exam, index) => (exam.daysAgo < planned[best]!.daysAgo ? index : best), 0);
  const notYet = new Set(
    students
      .filter((student) => student.email !== `student.cse@${DOMAIN}`)
      .map((student) => student.id)
      .sort()
      .slice(0, NOT_ENTERED_YET),
  );
  const marks = saved.flatMap((exam, index) => {
    const type = planned[index]!.type;
    const entered = index === latest ? students.filter((student) => !notYet.has(student.id)) : students;
    return entered.map((student) => {
      const mark = Math.round(type.maxMark * share(type) * 2) / 2;
      return index === latest && student.email === `student.cse@${DOMAIN}`
        ? { examId: exam.id, studentId: student.id, marks: null, absent: true }
        : { examId: exam.id, studentId: student.id, marks: mark };
    });
  });
  if (marks.length > 0) await db.insert(examMarks).values(marks);
}

/** How many students of the class the demo's latest exam has no entry for yet. */
const NOT_ENTERED_YET = 3;
