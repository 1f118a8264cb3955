import { and, eq } from 'drizzle-orm';
import type { Department } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { subjects } from '../subjects/index.js';
import { selectExams, type ExamRow } from './exam-queries.js';
import { examMarks, exams } from './schema.js';

/** What the exam results report reads (docs/rules.md, "Reports"). */

/** An exam with its type, subject and teacher, and its marks (two reads: the exam, then its marks by their key). */
export async function examWithMarks(db: Database, id: string): Promise<{ exam: ExamRow; marks: number[] } | undefined> {
  const [exam] = await selectExams(db, eq(exams.id, id));
  if (!exam) return undefined;
  const marks = await db.select({ marks: examMarks.marks }).from(examMarks).where(eq(examMarks.examId, id));
  return { exam, marks: marks.map((row) => row.marks) };
}

/** A class's exams, newest first, each with its subject's teacher and how many marks it has (one read). */
export const examsOfClass = (db: Database, department: Department, semester: number): Promise<ExamRow[]> =>
  selectExams(db, and(eq(subjects.department, department), eq(subjects.semester, semester)));
