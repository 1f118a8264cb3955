import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { FEED_AHEAD_DAYS, FEED_PAST_DAYS, eventAudienceLabel } from '@portal/domain';
import type { AppContext } from '../../context.js';
import { eventsBetween } from '../events/index.js';
import type { UserRow } from '../users/index.js';
import { calendarText, type FeedItem } from './ics.js';
import { revise } from './revisions.js';
import { weeklyPeriodsOf } from './timetable.js';

const DAY_MS = 86_400_000;
/** How long a built feed is served as it is (docs/choices.md, "The calendar feed under load"). */
export const FEED_CACHE_SECONDS = 60;

export interface BuiltFeed {
  text: string;
  /** Strong: a hash of the text itself. */
  etag: string;
}

/** The user's events from a month back to four months ahead (docs/rules.md, "Calendar feed"). */
async function eventItems(ctx: AppContext, user: UserRow, now: Date): Promise<FeedItem[]> {
  const audience = user.type === 'student' ? { department: user.department, year: user.currentYear } : null;
  const rows = await eventsBetween(
    ctx.db,
    new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS),
    audience,
  );
  return rows.map((row) => ({
    uid: `event-${row.id}@college-portal`,
    summary: row.title,
    description: [
      eventAudienceLabel({ department: row.department, semester: row.year }),
      row.creatorName ? `Put up by ${row.creatorName}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    start: { instant: row.startAt },
    end: { instant: row.endAt },
  }));
}

/** The user's feed as iCalendar text, and its hash. */
async function buildFeed(ctx: AppContext, user: UserRow): Promise<BuiltFeed> {
  const now = ctx.now();
  const [events, periods] = await Promise.all([eventItems(ctx, user, now), weeklyPeriodsOf(ctx, user, now)]);
  const items = await revise(ctx.db, [...events, ...periods], now);
  const text = calendarText('College Portal', ctx.config.timeZone, items);
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url')}"` };
}

/**
 * Each user's feed as last built, kept for a minute on the app's clock: a calendar app polling, or
 * someone fetching a feed in a loop, then costs no database work. Which events and periods a feed
 * holds follows from events, timetables, subjects and accounts that other modules own and change
 * without telling this one, so the cache is short rather than dropped on each change. Concurrent
 * misses for one user share a single build.
 */
export function feedCache(ctx: AppContext) {
  return new LRUCache<string, BuiltFeed, UserRow>({
    max: 2_000,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (feed) => feed.text.length || 1,
    ttl: FEED_CACHE_SECONDS * 1000,
    ttlResolution: 0,
    perf: { now: () => ctx.now().getTime() },
    fetchMethod: (_userId, _stale, { context }) => buildFeed(ctx, context),
  });
}
