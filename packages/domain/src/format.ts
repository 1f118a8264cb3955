import { DEFAULT_TIME_ZONE } from './constants.js';

/**
 * Dates and times as every screen and message writes them (docs/rules.md, "Formats and constants"):
 * 'Tue 8 Dec 2026', '2:00 pm', 'Tue 8 Dec 2026, 2:00 pm', and a span joined by ' – ', in the
 * institute's time zone whatever the zone of the machine writing them. One formatter for the
 * server's messages and e-mails and the web app's screens.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The parts of an instant on the institute's clock. English (US) names the parts the same way on
 * every ICU a browser or Node ships ('Sep', never 'Sept'), and the parts are put together here, so
 * no locale's punctuation slips in.
 */
function partsIn(instant: Date | string, timeZone: string): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, formatter);
  }
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return Object.fromEntries(formatter.formatToParts(date).map((part) => [part.type, part.value]));
}

/** What joins the two ends of a span of dates or times. */
export const SPAN_SEPARATOR = ' – ';

/** 'Tue 8 Dec 2026'. */
export function formatDateIn(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = partsIn(instant, timeZone);
  return `${parts.weekday} ${Number(parts.day)} ${parts.month} ${parts.year}`;
}

/** '2:00 pm' (the 12-hour clock). */
export function formatTimeIn(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = partsIn(instant, timeZone);
  return `${Number(parts.hour)}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`;
}

/** 'Tue 8 Dec 2026, 2:00 pm'. */
export const formatDateTimeIn = (instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string =>
  `${formatDateIn(instant, timeZone)}, ${formatTimeIn(instant, timeZone)}`;

/** A calendar date ('2026-12-08', a leave's day, a due date): the same day wherever it is read. */
export const formatCalendarDate = (date: string): string => formatDateIn(`${date.slice(0, 10)}T12:00:00Z`, 'UTC');

/** A time of day on the institute's clock ('14:00', a period's start): '2:00 pm', in no zone. */
export const formatTimeOfDay = (hhmm: string): string => formatTimeIn(`2000-01-01T${hhmm}:00Z`, 'UTC');

/** Two times of day: '2:00 pm – 4:00 pm'. */
export const formatTimeSpan = (from: string, to: string): string =>
  `${formatTimeOfDay(from)}${SPAN_SEPARATOR}${formatTimeOfDay(to)}`;

/** Two calendar dates: 'Tue 8 Dec 2026 – Thu 10 Dec 2026', or the one day when they are the same. */
export const formatDateSpan = (first: string, last?: string | null): string =>
  last && last !== first
    ? `${formatCalendarDate(first)}${SPAN_SEPARATOR}${formatCalendarDate(last)}`
    : formatCalendarDate(first);

/** Rupees to paise, and back. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;
/** '₹1,250.00' (Indian digit grouping). */
export const formatRupees = (rupees: number): string =>
  `₹${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
