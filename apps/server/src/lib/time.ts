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

export const isSameDay = (a: Date, b: Date, timeZone: string): boolean => dayInZone(a, timeZone) === dayInZone(b, timeZone);

/** True when the instant lies on a day before today (so earlier today is still fine). */
export const isBeforeToday = (instant: Date, now: Date, timeZone: string): boolean =>
  dayInZone(instant, timeZone) < dayInZone(now, timeZone);
