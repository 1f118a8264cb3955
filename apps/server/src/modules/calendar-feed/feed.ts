import { createHash } from 'node:crypto';
import { FEED_AHEAD_DAYS, FEED_PAST_DAYS, eventAudienceLabel } from '@portal/domain';
import type { AppContext } from '../../context.js';
import { eventsBetween } from '../events/index.js';
import type { UserRow } from '../users/index.js';
import { calendarText, type FeedItem } from './ics.js';
import { revise } from './revisions.js';
import { weeklyPeriodsOf } from './timetable.js';

const DAY_MS = 86_400_000;
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
export async function buildFeed(ctx: AppContext, user: UserRow): Promise<BuiltFeed> {
  const now = ctx.now();
  const [events, periods] = await Promise.all([eventItems(ctx, user, now), weeklyPeriodsOf(ctx, user, now)]);
  const items = await revise(ctx.db, [...events, ...periods], now);
  const text = calendarText('College Portal', ctx.config.timeZone, items);
  return { text, etag: `"${createHash('sha256').update(text).digest('base64url')}"` };
}
