import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, type ICalWeekday } from 'ical-generator';
import { Temporal } from 'temporal-polyfill';

/** When an item happens: an instant, or a wall-clock time ('YYYY-MM-DDTHH:MM') on the institute's clock. */
export type FeedTime = { instant: Date } | { local: string };

/** One event of the feed, as the feed module builds it, before it is stamped. */
export interface FeedItem {
  uid: string;
  summary: string;
  description?: string;
  start: FeedTime;
  end: FeedTime;
  /** A timetable period repeats on its weekday until the feed's horizon. */
  weekly?: { weekday: ICalWeekday; until: Date };
}

/** The item's revision (revisions.ts): SEQUENCE, and DTSTAMP, when its present content was first served. */
export interface Revision {
  sequence: number;
  revisedAt: Date;
}

const temporal = (time: FeedTime) =>
  'instant' in time
    ? Temporal.Instant.fromEpochMilliseconds(time.instant.getTime())
    : Temporal.PlainDateTime.from(time.local);

/**
 * The feed as iCalendar (RFC 5545), written by ical-generator. Every start and end names the
 * institute's zone, and the calendar carries that zone's VTIMEZONE (RFC 5545, 3.2.19: a TZID must
 * have one), so a calendar app reads the institute's wall clock whatever its own zone. The calendar
 * itself names no zone, so DTSTAMP and a rule's UNTIL stay in UTC as the RFC asks.
 */
export function calendarText(name: string, timeZone: string, items: Array<FeedItem & Revision>): string {
  const calendar = ical({
    name,
    prodId: { company: 'College Portal', product: 'Calendar feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
    x: [['X-WR-TIMEZONE', timeZone]],
  });
  for (const item of items) {
    calendar.createEvent({
      id: item.uid,
      summary: item.summary,
      description: item.description || null,
      start: temporal(item.start),
      end: temporal(item.end),
      timezone: timeZone,
      stamp: item.revisedAt,
      sequence: item.sequence,
      repeating: item.weekly
        ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay: [item.weekly.weekday], until: item.weekly.until }
        : null,
    });
  }
  return calendar.toString();
}
