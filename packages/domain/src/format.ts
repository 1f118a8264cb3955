import { DEFAULT_TIME_ZONE } from './constants.js';

/**
 * Dates and times as every screen and message shows them (docs/rules.md, "Formats and constants"):
 * 'Mar 5th 21' and '2:30 pm', in the institute's time zone whatever the zone of the machine showing
 * them. One formatter for the server's messages and the web app's screens.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date | string, timeZone: string): Record<string, string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: '2-digit',
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

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st. */
const ordinal = (day: number): string => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/** 'Mar 5th 21' (MMM Do YY). */
export function formatDateIn(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = partsIn(instant, timeZone);
  return `${parts.month} ${ordinal(Number(parts.day))} ${parts.year}`;
}

/** '2:30 pm' (h:mm a). */
export function formatTimeIn(instant: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = partsIn(instant, timeZone);
  return `${Number(parts.hour)}:${parts.minute} ${(parts.dayPeriod ?? '').toLowerCase()}`;
}
