import { and, gt, inArray, sql } from 'drizzle-orm';
import { isShortOfAttendance } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { attendanceTallies } from './schema.js';

/** A student's periods held and attended in one subject. */
export interface Tally {
  studentId: string;
  subjectId: string;
  attended: number;
  held: number;
}

/**
 * The tallies of these subjects (a class's) whose percentage, as the student sees it, is under the
 * threshold (docs/rules.md, "Reports"): one read of the subjects' tallies by their index. The
 * database keeps only those within reach (the exact share under the threshold plus the 0.05 that
 * rounding to one decimal may take away); the domain's rule decides.
 */
export async function tallyShortfalls(db: Database, subjectIds: string[], threshold: number): Promise<Tally[]> {
  if (subjectIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: attendanceTallies.studentId,
      subjectId: attendanceTallies.subjectId,
      attended: attendanceTallies.attended,
      held: attendanceTallies.held,
    })
    .from(attendanceTallies)
    .where(
      and(
        inArray(attendanceTallies.subjectId, subjectIds),
        gt(attendanceTallies.held, 0),
        sql`${attendanceTallies.attended} * 100 < (${threshold}::numeric + 0.05) * ${attendanceTallies.held}`,
      ),
    );
  return rows.filter((row) => isShortOfAttendance(row.attended, row.held, threshold));
}
