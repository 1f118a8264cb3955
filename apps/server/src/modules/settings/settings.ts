import { eq, inArray, sql } from 'drizzle-orm';
import { TERMS, termOfMonth, type AdminSettings, type FeatureStats, type Term } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { dayInZone } from '../../lib/time.js';
import { settings } from './schema.js';

/**
 * The payment and feedback switches; off until an admin (or the demo) turns them on. The users
 * module's directory caches them for the signed-in path; a trigger announces every change.
 */
export async function readFeatureStats(db: Database): Promise<FeatureStats> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, ['feature.feedback', 'feature.payment']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value === true;
  return { feedback: value('feature.feedback'), payment: value('feature.payment') };
}

export async function writeFeatureStats(db: Database, stats: Partial<FeatureStats>): Promise<void> {
  for (const [name, value] of Object.entries(stats)) {
    await db
      .insert(settings)
      .values({ key: `feature.${name}`, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
  }
}

const TERM_KEY = 'term.current';

/** The month (1-12) of an instant in the institute's time zone (a formatter made once per zone, not per call). */
const monthIn = (instant: Date, timeZone: string): number => Number(dayInZone(instant, timeZone).slice(5, 7));

/** Prepared: the student's semester is worked out from it on many calls (timetable, subjects, attendance). */
const termSetting = preparedFor((db) =>
  db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, TERM_KEY))
    .prepare('settings_current_term'),
);

/**
 * The current term: the admin's choice, or while there is none the date's (July-December odd,
 * January-June even, in the institute's time zone). Semesters follow it (docs/rules.md, "Terms and classes").
 */
export async function readTermSettings(db: Database, now: Date, timeZone: string): Promise<AdminSettings> {
  const chosen = await readTermChoice(db);
  return { currentTerm: currentTermOf(chosen, now, timeZone), termChosen: chosen !== null };
}

/** The admin's choice of term, or null while there is none (the users module's directory caches it). */
export async function readTermChoice(db: Database): Promise<Term | null> {
  const [row] = await termSetting(db).execute();
  return row && (TERMS as readonly unknown[]).includes(row.value) ? (row.value as Term) : null;
}

/** The current term from the admin's choice, or while there is none from the date. */
export const currentTermOf = (choice: Term | null, now: Date, timeZone: string): Term =>
  choice ?? termOfMonth(monthIn(now, timeZone));

export async function writeCurrentTerm(db: Database, term: Term): Promise<void> {
  await db
    .insert(settings)
    .values({ key: TERM_KEY, value: term })
    .onConflictDoUpdate({ target: settings.key, set: { value: term, updatedAt: sql`now()` } });
}
