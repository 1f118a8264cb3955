import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { SPAN_SEPARATOR, type CalendarEvent } from '@portal/domain';
import { formatDate, formatDateTime, formatTimes, instituteWallClock } from '../../shell/dates';
import { instituteTimeZone } from '../../shell/timeZone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The calendar shows the institute's wall clock whatever the browser's zone (docs/rules.md,
 * "Formats and constants"): it runs in UTC and is fed the institute's wall-clock times as if they
 * were UTC, and what it hands back is read the same way.
 */
/** An instant as the institute's wall-clock time, without an offset: 'YYYY-MM-DDTHH:mm:ss'. */
export const toWallClock = (instant: string): string => instituteWallClock(instant);

/** A wall-clock time the calendar gave (a Date in its UTC) as the instant it means here. */
export const fromCalendarDate = (date: Date): string =>
  dayjs.tz(date.toISOString().slice(0, 19), instituteTimeZone()).format();

/** The first moment of a calendar day here ('YYYY-MM-DD'), as an instant with its offset. */
export const startOfDay = (day: string): string => dayjs.tz(`${day}T00:00:00`, instituteTimeZone()).format();

/** The day a calendar Date (in its UTC) falls on, as 'YYYY-MM-DD'. */
export const calendarDay = (date: Date): string => date.toISOString().slice(0, 10);

/** True when the event fills whole days here: it starts and ends at midnight. */
export const isWholeDays = (start: string, end: string): boolean =>
  Date.parse(end) > Date.parse(start) &&
  toWallClock(start).endsWith('T00:00:00') &&
  toWallClock(end).endsWith('T00:00:00');

/**
 * When an event happens, in the institute's zone: 'Tue 8 Dec 2026', 'Tue 8 Dec 2026 – Thu 10 Dec 2026'
 * or 'Tue 8 Dec 2026, 9:00 am – 12:00 pm'.
 */
export function describeWhen(event: Pick<CalendarEvent, 'start' | 'end'>): string {
  if (isWholeDays(event.start, event.end)) {
    const last = new Date(Date.parse(event.end) - 1);
    const [first, final] = [formatDate(event.start), formatDate(last)];
    return first === final ? first : `${first}${SPAN_SEPARATOR}${final}`;
  }
  return formatDate(event.start) === formatDate(event.end)
    ? `${formatDate(event.start)}, ${formatTimes(event.start, event.end)}`
    : `${formatDateTime(event.start)}${SPAN_SEPARATOR}${formatDateTime(event.end)}`;
}
