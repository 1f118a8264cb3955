import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatDateIn, formatTimeIn } from '@portal/domain';
import { instituteTimeZone } from './timeZone';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Every date and time on screen is the institute's (docs/rules.md, "Formats and constants"): a pass
 * for 7:30 pm in India shows 7:30 pm in a browser set to any zone (the zone: timeZone.ts).
 */

/** A calendar date such as a date of birth: the same day everywhere, not an instant. */
const isCalendarDate = (value: string | Date): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** 'Mar 5th 21'. */
export const formatDate = (value: string | Date): string =>
  isCalendarDate(value) ? formatDateIn(`${value}T12:00:00Z`, 'UTC') : formatDateIn(value, instituteTimeZone());
/** '2:30 pm'. */
export const formatTime = (value: string | Date): string => formatTimeIn(value, instituteTimeZone());

/** Splits a moment into the values of a date field and a time field, in the institute's zone. */
export const toDateAndTimeFields = (value: string | Date): { date: string; time: string } => {
  const moment = dayjs(value).tz(instituteTimeZone());
  return { date: moment.format('YYYY-MM-DD'), time: moment.format('HH:mm') };
};

/** Joins a date field and a time field, read in the institute's zone, into an ISO date-time with its offset. */
export const fromDateAndTimeFields = (date: string, time: string): string =>
  dayjs.tz(`${date}T${time}`, instituteTimeZone()).format();

/** An hour from now on the hour, in the institute's zone (a new pass's suggested time). */
export const nextFullHour = (): Date => dayjs().tz(instituteTimeZone()).add(1, 'hour').startOf('hour').toDate();

/** A time of day such as a half day's '14:30', as '2:30 pm': a clock reading, in no zone. */
export const formatTimeOfDay = (hhmm: string): string => formatTimeIn(`2000-01-01T${hhmm}:00Z`, 'UTC');

/** Today's date in the institute's zone, as a date field's value. */
export const todayInInstitute = (): string => dayjs().tz(instituteTimeZone()).format('YYYY-MM-DD');
