import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** Any fixed number: the advisory lock that puts who teaches what, and when, in one order. */
const TEACHING_LOCK_KEY = 727_274_101;

/**
 * Holds the teaching lock until the transaction ends: timetable writes and changes of a subject's
 * teacher take it, so two of them can never each pass the clash check and then clash together.
 */
export async function lockTeaching(tx: Database): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TEACHING_LOCK_KEY})`);
}
