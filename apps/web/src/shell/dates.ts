import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  SPAN_SEPARATOR,
  formatCalendarDate,
  formatDateIn,
  formatDateTimeIn,
  formatTimeIn,
  formatTimeOfDay as timeOfDay,
  formatTimeSpan as timeSpan,
} from '@portal/domain';
import { instituteTimeZone } from './timeZone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every date and time on screen is the institute's, written by the domain's formatter as the server's
 * messages are (docs/rules.md, "Formats and constants"): a pass for 7:30 pm in India shows 7:30 pm in
 * a browser set to any zone (the zone: timeZone.ts).
 */

/** A calendar date such as a date of birth: the same day everywhere, not an instant. */
const isCalendarDate = (value: string | Date): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * On screen a date or a time never breaks inside itself ('8 Dec 2026', '2:00 pm'), only after its
 * weekday or between the two: its spaces there are non-breaking, which read and sound the same.
 */
export const unbreakable = (text: string): string =>
  text.replace(/(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})/g, '$1\u00a0$2\u00a0$3').replace(/(\d:\d{2}) ([ap]m)/g, '$1\u00a0$2');

/** 'Tue 8 Dec 2026'. */
export const formatDate = (value: string | Date): string =>
  unbreakable(isCalendarDate(value) ? formatCalendarDate(value) : formatDateIn(value, instituteTimeZone()));
/** '2:00 pm'. */
export const formatTime = (value: string | Date): string => unbreakable(formatTimeIn(value, instituteTimeZone()));
/** 'Tue 8 Dec 2026, 2:00 pm'. */
export const formatDateTime = (value: string | Date): string =>
  unbreakable(formatDateTimeIn(value, instituteTimeZone()));
/** Two moments of one day: '2:00 pm – 4:00 pm'. */
export const formatTimes = (start: string | Date, end: string | Date): string =>
  `${formatTime(start)}${SPAN_SEPARATOR}${formatTime(end)}`;

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment's wall-clock reading in the institute's zone, 'YYYY-MM-DDTHH:mm:ss', through one
 * formatter kept per zone: dayjs's zone plugin builds a new one at every call and every step of
 * its arithmetic, which cost a phone's first screen a list of the month's events.
 */
export function instituteWallClock(instant: string | number | Date): string {
  const zone = instituteTimeZone();
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(zone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(new Date(instant))) part[type] = value;
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

/** The calendar day after 'YYYY-MM-DD', as 'YYYY-MM-DD' (a calendar date: no zone). */
export const dayAfter = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Splits a moment into the values of a date field and a time field, in the institute's zone. */
export const toDateAndTimeFields = (value: string | Date): { date: string; time: string } => {
  const wallClock = instituteWallClock(value);
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
};

/** Joins a date field and a time field, read in the institute's zone, into an ISO date-time with its offset. */
export const fromDateAndTimeFields = (date: string, time: string): string =>
  dayjs.tz(`${date}T${time}`, instituteTimeZone()).format();

/** An hour from now on the hour, in the institute's zone (a new pass's suggested time). */
export const nextFullHour = (): Date => dayjs().tz(instituteTimeZone()).add(1, 'hour').startOf('hour').toDate();

/** A time of day such as a half day's '14:30', as '2:30 pm': a clock reading, in no zone. */
export const formatTimeOfDay = (hhmm: string): string => unbreakable(timeOfDay(hhmm));
/** Two times of day: '2:00 pm – 4:00 pm'. */
export const formatTimeSpan = (from: string, to: string): string => unbreakable(timeSpan(from, to));

/** Today's date in the institute's zone, as a date field's value. */
export const todayInInstitute = (): string => instituteWallClock(Date.now()).slice(0, 10);
