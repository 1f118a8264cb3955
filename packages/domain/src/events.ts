import { z } from 'zod';
import { DEPARTMENTS } from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { acrossFields, recordId, requiredText } from './common.js';
import { EVENT_ALL_DEPARTMENTS, EVENT_DEPARTMENTS } from './eventAudience.js';

/** Events of the calendar (docs/rules.md, "Events"); who an event is for is in eventAudience.ts. */

export const EVENT_TITLE_MAX = 150;
/** The longest span a calendar read may ask for: a month view asks for six weeks. */
export const EVENT_RANGE_MAX_DAYS = 400;

const instant = (message: string) => z.iso.datetime({ offset: true, error: message });

/** The audience's department: 'all' or one department. */
export const eventDepartment = z.enum(EVENT_DEPARTMENTS, { error: SERVER_MESSAGES.eventDepartment });
/** The audience's year: 0 (all years) or 1-4; a form's select may send it as text. */
export const eventYear = z.coerce
  .number({ error: SERVER_MESSAGES.eventYear })
  .int({ error: SERVER_MESSAGES.eventYear })
  .min(0, { error: SERVER_MESSAGES.eventYear })
  .max(4, { error: SERVER_MESSAGES.eventYear });

/** POST shared/event: a title, a span that does not end before it starts, and an audience. */
export const eventForm = z
  .object({
    title: requiredText(EVENT_TITLE_MAX),
    start: instant(MESSAGES.required),
    end: instant(MESSAGES.required),
    department: eventDepartment.default(EVENT_ALL_DEPARTMENTS),
    semester: eventYear.default(0),
  })
  .superRefine((form, context) => {
    if (typeof form.start !== 'string' || typeof form.end !== 'string') return;
    const start = Date.parse(form.start);
    const end = Date.parse(form.end);
    if (!Number.isNaN(start) && !Number.isNaN(end) && end < start) {
      context.addIssue({ code: 'custom', path: ['end'], message: SERVER_MESSAGES.eventEndsBeforeStart });
    }
  }, acrossFields);
export type EventFormInput = z.input<typeof eventForm>;
export type EventForm = z.output<typeof eventForm>;

/** GET shared/event: the span shown (both optional; by default from a month ago for three months). */
export const eventRangeQuery = z
  .object({
    start: instant(SERVER_MESSAGES.invalidDate).optional(),
    end: instant(SERVER_MESSAGES.invalidDate).optional(),
  })
  .refine((query) => !query.start || !query.end || Date.parse(query.end) >= Date.parse(query.start), {
    path: ['end'],
    error: SERVER_MESSAGES.eventEndsBeforeStart,
  })
  .refine(
    (query) =>
      !query.start ||
      !query.end ||
      Date.parse(query.end) - Date.parse(query.start) <= EVENT_RANGE_MAX_DAYS * 86_400_000,
    { path: ['end'], error: SERVER_MESSAGES.eventRangeTooLong },
  );
export type EventRangeQuery = z.output<typeof eventRangeQuery>;

export const eventIdParams = z.object({ id: recordId });

/** An event as GET shared/event answers it. */
export const calendarEvent = z.object({
  _id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  department: z.enum(EVENT_DEPARTMENTS),
  semester: z.number().int(),
  /** The name of who put it up (null once that account is gone). */
  uploadBy: z.string().nullable(),
  /** True when the caller may delete it: its creator or an admin. */
  canDelete: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** GET and POST calendar/feed: the address of the caller's personal calendar feed. */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;
/** How far the feed reaches: events from a month back to four months ahead. */
export const FEED_PAST_DAYS = 31;
export const FEED_AHEAD_DAYS = 122;

/** One of the faculty member's periods today (GET faculty/today). */
export const todayPeriod = z.object({
  subject: z.string(),
  name: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
});
export type TodayPeriod = z.infer<typeof todayPeriod>;
/** GET faculty/today: the weekday here (null at the weekend) and its periods in every class, in time order. */
export const facultyToday = z.object({ day: z.string().nullable(), periods: z.array(todayPeriod) });
export type FacultyToday = z.infer<typeof facultyToday>;
