import { asc, eq } from 'drizzle-orm';
import type { ExamType } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { examTypes } from './schema.js';

/** An exam type's row; the reads below serve the exam types' routes and the exams'. */
type ExamTypeRow = typeof examTypes.$inferSelect;

export const presentExamType = (row: Pick<ExamTypeRow, 'id' | 'type' | 'maxMark' | 'passMark'>): ExamType => ({
  _id: row.id,
  type: row.type,
  maxMark: row.maxMark,
  passMark: row.passMark,
});

export function listExamTypes(db: Database): Promise<ExamTypeRow[]> {
  return db.select().from(examTypes).orderBy(asc(examTypes.createdAt), asc(examTypes.type));
}

export async function findExamType(db: Database, id: string): Promise<ExamTypeRow | undefined> {
  const [row] = await db.select().from(examTypes).where(eq(examTypes.id, id));
  return row;
}
