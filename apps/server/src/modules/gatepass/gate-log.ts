import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  GATE_OUTCOMES,
  extractGatepassId,
  gateOutcomeOf,
  type Department,
  type GateLogEntry,
  type GateOutcome,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { dayOf, onDays } from '../../lib/days.js';
import { users } from '../users/index.js';
import { gatepasses, scans } from './schema.js';
import { gatepassRequests } from './workflow.js';

/** What the gate did, for the reports (docs/rules.md, "Reports"): the day's scans and the passes used. */

const holder = alias(users, 'holder');
const guard = alias(users, 'guard');

/**
 * The scans of a day in the institute's time zone, in the order they were made (the reports keep
 * the day and page it in memory): a range of the scan log's time index, each with its pass's holder and its guard (one query).
 * A scan keeps its own result, so a pass scanned twice shows `valid` and then `used`.
 */
export async function gateLogOfDay(db: Database, day: string, timeZone: string): Promise<GateLogEntry[]> {
  const rows = await db
    .select({
      id: scans.id,
      time: scans.scannedAt,
      gatepassId: scans.gatepassId,
      result: scans.result,
      input: scans.rawInput,
      studentId: holder.id,
      name: holder.name,
      email: holder.email,
      rollNo: holder.rollNo,
      department: holder.department,
      currentYear: holder.currentYear,
      scannedBy: guard.name,
    })
    .from(scans)
    .leftJoin(gatepasses, eq(gatepasses.id, scans.gatepassId))
    .leftJoin(holder, eq(holder.id, gatepasses.studentId))
    .leftJoin(guard, eq(guard.id, scans.scannedBy))
    .where(onDays(scans.scannedAt, day, day, timeZone))
    .orderBy(asc(scans.scannedAt), asc(scans.id));
  return rows.map((row) => ({
    _id: row.id,
    time: row.time.toISOString(),
    // A pass deleted since, or an id that named none, is still read from what was scanned.
    gatepassId: row.gatepassId ?? extractGatepassId(row.input),
    student:
      row.studentId === null
        ? null
        : {
            _id: row.studentId,
            name: row.name ?? '',
            email: row.email ?? '',
            rollNo: row.rollNo,
            department: row.department as Department | null,
            currentYear: row.currentYear,
          },
    outcome: gateOutcomeOf(row.result),
    scannedBy: row.scannedBy,
    input: row.input,
  }));
}

/** The day's scans by outcome, and their number: one count of the same range by result. */
export async function gateOutcomesOfDay(
  db: Database,
  day: string,
  timeZone: string,
): Promise<{ total: number; outcomes: Record<GateOutcome, number> }> {
  const rows = await db
    .select({ result: scans.result, scans: count() })
    .from(scans)
    .where(onDays(scans.scannedAt, day, day, timeZone))
    .groupBy(scans.result);
  const outcomes = Object.fromEntries(GATE_OUTCOMES.map((outcome) => [outcome, 0])) as Record<GateOutcome, number>;
  let total = 0;
  for (const row of rows) {
    outcomes[gateOutcomeOf(row.result)] += row.scans;
    total += row.scans;
  }
  return { total, outcomes };
}

/**
 * The passes used on each of the days `first`..`last` in the institute's time zone, the college's or
 * one department's: a range of the index of used passes, counted by day.
 */
export async function passesUsedPerDay(
  db: Database,
  range: { first: string; last: string; timeZone: string; department: Department | null },
): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: dayOf(gatepasses.usedAt, range.timeZone), used: count() })
    .from(gatepasses)
    .where(
      and(
        onDays(gatepasses.usedAt, range.first, range.last, range.timeZone),
        range.department ? eq(gatepasses.department, range.department) : undefined,
      ),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.day, Number(row.used)]));
}

/** Passes waiting for a decision: the college's, or one department's. */
export const countPendingPasses = (db: Database, department: Department | null): Promise<number> =>
  gatepassRequests.queries.pendingCount(db, department);
