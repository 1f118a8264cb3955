import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Department } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { subjects } from '../subjects/index.js';
import { examMarks, examTypes, exams } from './schema.js';

/** How the exams module reads exams (docs/rules.md, "Exams and marks"), for its routes and its exports. */

const examColumns = {
  id: exams.id,
  date: exams.date,
  startsAt: exams.startsAt,
  endsAt: exams.endsAt,
  numberOfQuestions: exams.numberOfQuestions,
  typeId: examTypes.id,
  type: examTypes.type,
  maxMark: examTypes.maxMark,
  passMark: examTypes.passMark,
  subjectId: subjects.id,
  code: subjects.code,
  name: subjects.name,
  department: subjects.department,
  semester: subjects.semester,
  teacherId: subjects.taughtBy,
  marked: sql<number>`(select count(*)::int from ${examMarks} where ${examMarks.examId} = ${exams.id})`,
};

/** An exam with its type and subject (and the subject's teacher), and how many marks it has. */
export interface ExamRow {
  id: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  numberOfQuestions: number;
  typeId: string;
  type: string;
  maxMark: number;
  passMark: number;
  subjectId: string;
  code: string;
  name: string;
  department: Department;
  semester: number;
  teacherId: string;
  marked: number;
}

/** The exams the condition picks, newest first: one query, with their types and subjects. */
export const selectExams = (db: Database, where: SQL | undefined) =>
  db
    .select(examColumns)
    .from(exams)
    .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .where(where)
    .orderBy(desc(exams.date), desc(exams.startsAt)) as unknown as Promise<ExamRow[]>;
