import { inArray, sql } from 'drizzle-orm';
import type { FeatureStats } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { settings } from './schema.js';

/**
 * The payment and feedback switches; off until an admin (or the demo) turns them on. Read through
 * the users module's directory (directory.ts), which caches them; a trigger announces every change.
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
