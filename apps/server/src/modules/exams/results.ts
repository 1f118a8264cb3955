import { and, eq } from 'drizzle-orm';
import { yearOfSemester, type Department } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { subjects } from '../subjects/index.js';
import { classRoster } from '../users/index.js';
import { selectExams, type ExamRow } from './exam-queries.js';
import { examMarks, exams } from './schema.js';

/** What the exam results report reads (docs/rules.md, "Reports"). */

/** An exam's marks as the report counts them: the marks given, the absent and the class's students not entered yet. */
export interface ExamMarksTally {
  exam: ExamRow;
  /** The marks given (an absent student has none). */
  marks: number[];
  /** Students marked absent. */
  absent: number;
  /** Students of the class (its active students now) with no entry yet. */
  notEntered: number;
}

/** The class an exam is of (its subject's), or undefined for no such exam: one read. */
export async function examClass(
  db: Database,
  id: string,
): Promise<{ department: Department; semester: number } | undefined> {
  const [found] = await db
    .select({ department: subjects.department, semester: subjects.semester })
    .from(exams)
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .where(eq(exams.id, id));
  return found;
}

/**
 * An exam with its type, subject and teacher, and its marks: three reads (the exam, then its marks
 * by their key beside the class's roster), as the marks view counts them (docs/rules.md, "Exams and
 * marks").
 */
export async function examWithMarks(db: Database, id: string): Promise<ExamMarksTally | undefined> {
  const [exam] = await selectExams(db, eq(exams.id, id));
  if (!exam) return undefined;
  const [entries, roster] = await Promise.all([
    db
      .select({ studentId: examMarks.studentId, marks: examMarks.marks, absent: examMarks.absent })
      .from(examMarks)
      .where(eq(examMarks.examId, id)),
    classRoster(db, exam.department, yearOfSemester(exam.semester)),
  ]);
  const entered = new Set(entries.map((entry) => entry.studentId));
  return {
    exam,
    marks: entries.flatMap((entry) => (entry.marks === null ? [] : [entry.marks])),
    absent: entries.filter((entry) => entry.absent).length,
    notEntered: roster.filter((student) => !entered.has(student.id)).length,
  };
}

/** A class's exams, newest first, each with its subject's teacher and how many marks it has (one read). */
export const examsOfClass = (db: Database, department: Department, semester: number): Promise<ExamRow[]> =>
  selectExams(db, and(eq(subjects.department, department), eq(subjects.semester, semester)));
