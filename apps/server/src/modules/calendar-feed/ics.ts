/**
 * iCalendar (RFC 5545) text: escaped values, lines folded at 75 octets, CRLF line ends.
 */
export const escapeText = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** 20300620T033000Z */
export const utcStamp = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, 'utf8') > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface IcsEvent {
  uid: string;
  summary: string;
  description?: string;
  /** UTC instants, or a wall-clock start/end in a zone with a weekly rule. */
  start: Date;
  end: Date;
}

export interface IcsWeekly {
  uid: string;
  summary: string;
  description?: string;
  timeZone: string;
  /** Local wall-clock, YYYYMMDDTHHMMSS. */
  localStart: string;
  localEnd: string;
  /** BYDAY: MO..FR. */
  weekday: string;
  until: Date;
}

export function calendarText(name: string, now: Date, events: IcsEvent[], weekly: IcsWeekly[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//College Portal//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  lines.push(`X-WR-CALNAME:${escapeText(name)}`);
  const stamp = utcStamp(now);
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcStamp(event.start)}`,
      `DTEND:${utcStamp(event.end)}`,
    );
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    lines.push('END:VEVENT');
  }
  for (const period of weekly) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${period.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=${period.timeZone}:${period.localStart}`,
      `DTEND;TZID=${period.timeZone}:${period.localEnd}`,
      `RRULE:FREQ=WEEKLY;BYDAY=${period.weekday};UNTIL=${utcStamp(period.until)}`,
      `SUMMARY:${escapeText(period.summary)}`,
    );
    if (period.description) lines.push(`DESCRIPTION:${escapeText(period.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
