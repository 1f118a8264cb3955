import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { FeedItem, Revision } from './ics.js';
import { calendarFeedRevisions } from './schema.js';

/**
 * What a revision is about. A period's first date and its rule's end follow today (docs/rules.md,
 * "Calendar feed"), so they are left out: only its weekday, times and words make a new revision.
 */
function digestOf(item: FeedItem): string {
  const time = (at: FeedItem['start']) => ('local' in at ? at.local.slice(-5) : at.instant.toISOString());
  const { weekly, start, end, ...words } = item;
  const about = { ...words, start: time(start), end: time(end), weekday: weekly?.weekday };
  return createHash('sha256').update(JSON.stringify(about)).digest('base64url');
}

/**
 * Each item's revision: SEQUENCE grows and DTSTAMP moves on when what the feed says about a UID
 * changes (RFC 5545, 3.8.7.4), and stay put otherwise, so a feed built again unchanged is the same
 * text with the same ETag. Read in one query; only new or changed items are written.
 */
export async function revise(db: Database, items: FeedItem[], now: Date): Promise<Array<FeedItem & Revision>> {
  if (items.length === 0) return [];
  const digests = new Map(items.map((item) => [item.uid, digestOf(item)]));
  const known = await db
    .select()
    .from(calendarFeedRevisions)
    .where(inArray(calendarFeedRevisions.uid, [...digests.keys()]));
  const revisions = new Map<string, Revision>(known.map((row) => [row.uid, row]));
  const stale = [...digests].filter(([uid, digest]) => known.find((row) => row.uid === uid)?.digest !== digest);
  if (stale.length > 0) {
    const written = await db
      .insert(calendarFeedRevisions)
      .values(stale.map(([uid, digest]) => ({ uid, digest, sequence: 0, revisedAt: now })))
      .onConflictDoUpdate({
        target: calendarFeedRevisions.uid,
        set: {
          digest: sql`excluded.digest`,
          sequence: sql`${calendarFeedRevisions.sequence} + 1`,
          revisedAt: sql`excluded.revised_at`,
        },
        // Another process may have written the same change a moment ago: it counts once.
        setWhere: sql`${calendarFeedRevisions.digest} <> excluded.digest`,
      })
      .returning();
    for (const row of written) revisions.set(row.uid, row);
    // Rows another process had just written are not returned: read them.
    const missing = stale.map(([uid]) => uid).filter((uid) => !written.some((row) => row.uid === uid));
    if (missing.length > 0) {
      const rows = await db.select().from(calendarFeedRevisions).where(inArray(calendarFeedRevisions.uid, missing));
      for (const row of rows) revisions.set(row.uid, row);
    }
  }
  return items.map((item) => {
    const { sequence, revisedAt } = revisions.get(item.uid)!;
    return { ...item, sequence, revisedAt };
  });
}
