import { isWeekday } from '@portal/domain';

/**
 * Calendar days in the institute's time zone. A gate pass is for a day "here", whatever the
 * server's own zone is.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, as YYYY-MM-DD (sortable as text). */
export function dayInZone(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

export const isSameDay = (a: Date, b: Date, timeZone: string): boolean =>
  dayInZone(a, timeZone) === dayInZone(b, timeZone);

/** True when the instant lies on a day before today (so earlier today is still fine). */
export const isBeforeToday = (instant: Date, now: Date, timeZone: string): boolean =>
  dayInZone(instant, timeZone) < dayInZone(now, timeZone);

/** The instant a wall-clock time of a day begins in a time zone (zones without a DST jump that hour). */
export function wallTimeIn(day: string, time: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(guess));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  const shown = Date.parse(`${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:00Z`);
  return new Date(guess - (shown - guess));
}

/**
 * The `count`-th college day (a weekday, Monday to Friday) before the day of `now` in a time zone:
 * 1 is the last one before today, whatever day today is.
 */
export function collegeDayBefore(now: Date, count: number, timeZone: string): string {
  let found = 0;
  for (let back = 1; ; back += 1) {
    const day = dayInZone(new Date(now.getTime() - back * 86_400_000), timeZone);
    if (isWeekday(day) && ++found === count) return day;
  }
}
