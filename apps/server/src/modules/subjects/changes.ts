import { sql } from 'drizzle-orm';
import type { SubjectForm } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { SubjectWithTeacher } from './queries.js';

/**
 * Another module's reason to refuse a change of a subject (the timetables module: a subject in a
 * timetable may not move to another class, nor to a teacher who is busy at its times). Run inside
 * the change's transaction, after `lockTeaching`; answers the message to refuse with (409), or null.
 */
export type SubjectChangeCheck = (
  tx: Database,
  before: SubjectWithTeacher,
  after: SubjectForm,
) => Promise<string | null>;

const checks = new Set<SubjectChangeCheck>();

/** Adds a check (the same function added twice counts once). */
export const addSubjectChangeCheck = (check: SubjectChangeCheck): void => void checks.add(check);

export async function runSubjectChangeChecks(
  tx: Database,
  before: SubjectWithTeacher,
  after: SubjectForm,
): Promise<string | null> {
  for (const check of checks) {
    const reason = await check(tx, before, after);
    if (reason) return reason;
  }
  return null;
}

/** Any fixed number: the advisory lock that puts who teaches what, and when, in one order. */
const TEACHING_LOCK_KEY = 727_274_101;

/**
 * Holds the teaching lock until the transaction ends: timetable writes and changes of a subject's
 * teacher take it, so two of them can never each pass the clash check and then clash together.
 */
export async function lockTeaching(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TEACHING_LOCK_KEY})`);
}
