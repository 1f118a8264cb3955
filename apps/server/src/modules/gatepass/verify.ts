import { and, eq, isNull } from 'drizzle-orm';
import {
  STATUS,
  VERIFY_MESSAGES,
  extractGatepassId,
  formatDateTimeIn,
  replaceControlCharacters,
  type Department,
  type GatepassVerifyResult,
  type VerifyReason,
} from '@portal/domain';
import { gatepasses, scans } from './schema.js';
import { isSameDay } from '../../lib/time.js';
import type { AppContext } from '../../context.js';
import { findPass, type PassRow } from './workflow.js';

/** The longest scanned text kept in the scan log. */
const RAW_INPUT_MAX = 300;

/** Control characters as U+FFFD, so any scan can be kept in the log (a NUL cannot be stored). */
const storable = (input: string): string => replaceControlCharacters(input.slice(0, RAW_INPUT_MAX));

/**
 * A scan whose text holds control characters is refused before it is read (the route answers 400),
 * and still written to the scan log, as every scan is.
 */
export async function logRefusedScan(
  ctx: Pick<AppContext, 'db' | 'now'>,
  scan: { input: string; scannedBy: string },
): Promise<void> {
  await ctx.db.insert(scans).values({
    gatepassId: null,
    scannedBy: scan.scannedBy,
    rawInput: storable(scan.input),
    result: 'refused',
    scannedAt: ctx.now(),
  });
}

const result = (
  reason: VerifyReason,
  pass: PassRow | undefined,
  usedAt: Date | null,
  timeZone: string,
): GatepassVerifyResult => ({
  valid: reason === 'valid',
  reason,
  message:
    reason === 'already_used' && usedAt
      ? `${VERIFY_MESSAGES.already_used} ${formatDateTimeIn(usedAt, timeZone)}`
      : VERIFY_MESSAGES[reason],
  name: pass?.name ?? null,
  photo: pass?.photo ?? null,
  time: pass ? pass.time.toISOString() : null,
  department: (pass?.department as Department | null | undefined) ?? null,
  currentYear: pass?.currentYear ?? null,
  usedAt: usedAt ? usedAt.toISOString() : null,
});

/**
 * Security's check at the gate (docs/rules.md, "Gate passes"): valid when the pass is approved and its time falls
 * on today in the institute's time zone, and it has not been used. The first valid scan marks it
 * used with one conditional UPDATE, so two guards scanning at once cannot both let it through.
 * Every scan, whatever its result, is written to the scan log.
 */
export async function verifyPass(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  scan: { input: string; scannedBy: string },
): Promise<GatepassVerifyResult> {
  const { db, config } = ctx;
  const now = ctx.now();
  const id = extractGatepassId(scan.input);
  const pass = id ? await findPass(db, id) : undefined;

  let reason: VerifyReason;
  let usedAt: Date | null = pass?.usedAt ?? null;
  if (!pass) reason = 'not_found';
  else if (pass.status !== STATUS.APPROVED) reason = 'not_approved';
  else if (!isSameDay(pass.time, now, config.timeZone)) reason = 'wrong_day';
  else {
    const [used] = await db
      .update(gatepasses)
      .set({ usedAt: now })
      .where(and(eq(gatepasses.id, pass.id), isNull(gatepasses.usedAt)))
      .returning({ usedAt: gatepasses.usedAt });
    if (used) {
      reason = 'valid';
      usedAt = used.usedAt;
    } else {
      reason = 'already_used';
      usedAt = (await findPass(db, pass.id))?.usedAt ?? usedAt;
    }
  }

  await db.insert(scans).values({
    gatepassId: pass?.id ?? null,
    scannedBy: scan.scannedBy,
    rawInput: storable(scan.input),
    result: reason,
    scannedAt: now,
  });
  return result(reason, pass, usedAt, config.timeZone);
}
