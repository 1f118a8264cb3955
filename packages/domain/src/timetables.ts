import { z } from 'zod';
import { recordId } from './common.js';
import { DEPARTMENTS, WEEKDAYS } from './constants.js';
import { formatTimeSpan } from './format.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { departmentField, semesterField, subjectCode } from './subjects.js';

/**
 * Timetables (docs/rules.md, "Subjects and timetables"): one per class (a department and a
 * semester), Monday to Friday, each day a list of periods. The rules that need no database (weekdays
 * only, each period ends after it starts, periods of a day do not overlap) live in the schema; the
 * clash check, which needs the other classes' periods, is a pure function the server and the wizard
 * share.
 */

export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
};

/** A time of day, HH:MM on the 24-hour clock. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** The most periods one day may hold. */
export const PERIODS_PER_DAY_MAX = 16;

const timeOfDay = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(TIME_OF_DAY, { error: SERVER_MESSAGES.invalidTime });

export const weekdayField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(WEEKDAYS, { error: SERVER_MESSAGES.weekdaysOnly }),
);

/** One period: the subject's code and its times. */
export const periodForm = z
  .object({ subject: subjectCode, startTime: timeOfDay, endTime: timeOfDay })
  .refine(
    (period) =>
      !TIME_OF_DAY.test(period.startTime) || !TIME_OF_DAY.test(period.endTime) || period.endTime > period.startTime,
    {
      error: SERVER_MESSAGES.periodEndsBeforeStart,
      path: ['endTime'],
    },
  );
export type PeriodForm = z.output<typeof periodForm>;

export const dayForm = z.object({
  day: weekdayField,
  timings: z.array(periodForm).max(PERIODS_PER_DAY_MAX),
});
export type DayForm = z.output<typeof dayForm>;

/** Two periods overlap when each starts before the other ends; touching (end == start) is fine. */
export const periodsOverlap = (
  a: { startTime: string; endTime: string },
  b: { startTime: string; endTime: string },
): boolean => a.startTime < b.endTime && b.startTime < a.endTime;

/** A problem the wizard shows beside a period, and the server answers with. */
export interface PeriodProblem {
  day: Weekday;
  /** The period's place in its day's list. */
  index: number;
  message: string;
}

/** Each pair of overlapping periods of a day, named by the later one in the list. */
export function overlapProblems(
  days: readonly { day: Weekday; timings: readonly { startTime: string; endTime: string; subject: string }[] }[],
): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  for (const { day, timings } of days) {
    timings.forEach((period, index) => {
      const earlier = timings.findIndex((other, at) => at < index && periodsOverlap(other, period));
      if (earlier >= 0) {
        const other = timings[earlier]!;
        problems.push({
          day,
          index,
          message: `${SERVER_MESSAGES.periodsOverlap}: ${other.subject} ${formatTimeSpan(other.startTime, other.endTime)} and ${period.subject} ${formatTimeSpan(period.startTime, period.endTime)} on ${WEEKDAY_LABELS[day]}`,
        });
      }
    });
  }
  return problems;
}

/** The days of a timetable: weekdays only, each once, periods of a day not overlapping, at least one period. */
export const periodTimingsForm = z
  .array(dayForm)
  .max(WEEKDAYS.length * 2)
  .superRefine((days, context) => {
    const seen = new Set<string>();
    days.forEach((entry, at) => {
      if (seen.has(entry.day))
        context.addIssue({ code: 'custom', path: [at, 'day'], message: SERVER_MESSAGES.dayRepeated });
      seen.add(entry.day);
    });
    if (days.every((entry) => entry.timings.length === 0))
      context.addIssue({ code: 'custom', path: [], message: SERVER_MESSAGES.noPeriods });
    for (const problem of overlapProblems(days)) {
      const at = days.findIndex((entry) => entry.day === problem.day);
      context.addIssue({ code: 'custom', path: [at, 'timings', problem.index, 'startTime'], message: problem.message });
    }
  })
  // Monday to Friday in order, each period in time order.
  .transform((days) =>
    [...days]
      .sort((a, b) => WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day))
      .map((entry) => ({
        day: entry.day,
        timings: [...entry.timings].sort((a, b) => a.startTime.localeCompare(b.startTime)),
      })),
  );

export const semesterDepartmentForm = z.object({ department: departmentField, semester: semesterField });
export type SemesterDepartment = z.output<typeof semesterDepartmentForm>;

/** POST admin/timetable and PUT admin/timetable/{id}. */
export const timetableForm = z.object({
  semesterDepartment: semesterDepartmentForm,
  periodTimings: periodTimingsForm,
});
export type TimetableFormInput = z.input<typeof timetableForm>;
export type TimetableForm = z.output<typeof timetableForm>;

export const timetableIdParams = z.object({ id: recordId });
/** GET shared/timetable. */
export const classTimetableQuery = semesterDepartmentForm;
/** GET admin/timetable/busy: the periods that the teachers of a class's subjects have in other classes. */
export const busyPeriodsQuery = semesterDepartmentForm.extend({ excludeId: recordId.optional() });

// ---- Reads ----

export const timing = z.object({ subject: z.string(), name: z.string(), startTime: z.string(), endTime: z.string() });
export type Timing = z.infer<typeof timing>;
export const timetableDay = z.object({ day: z.enum(WEEKDAYS), timings: z.array(timing) });
export type TimetableDay = z.infer<typeof timetableDay>;

/** GET admin/timetable/{id}. */
export const timetable = z.object({
  _id: z.uuid(),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
  periodTimings: z.array(timetableDay),
});
export type Timetable = z.infer<typeof timetable>;

/** One row of GET admin/timetable. */
export const timetableSummary = z.object({
  _id: z.uuid(),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
  periods: z.number().int(),
  updatedAt: z.string(),
});
export type TimetableSummary = z.infer<typeof timetableSummary>;

/** A period some teacher already has: the class, the day and the times. */
export const busyPeriod = z.object({
  teacherId: z.uuid(),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
  subject: z.string(),
  day: z.enum(WEEKDAYS),
  startTime: z.string(),
  endTime: z.string(),
});
export type BusyPeriod = z.infer<typeof busyPeriod>;

/** A period of the timetable being made, with the teacher of its subject. */
export interface PlannedPeriod {
  day: Weekday;
  index: number;
  subject: string;
  teacherId: string;
  startTime: string;
  endTime: string;
}

/** The message naming the other class, the day and the time (docs/rules.md, "Formats and constants"). */
export const describeClash = (period: Pick<PlannedPeriod, 'subject'>, other: BusyPeriod): string =>
  `${SERVER_MESSAGES.teacherClash} ${period.subject} already teaches S${other.semester} ${other.department} (${other.subject}) on ${WEEKDAY_LABELS[other.day]} at ${formatTimeSpan(other.startTime, other.endTime)}`;

/**
 * No faculty member in two classes at the same time (docs/rules.md): each planned period whose
 * teacher has an overlapping period in another class, with the first such period.
 */
export function teacherClashes(planned: readonly PlannedPeriod[], busy: readonly BusyPeriod[]): PeriodProblem[] {
  const problems: PeriodProblem[] = [];
  for (const period of planned) {
    const other = busy.find(
      (candidate) =>
        candidate.teacherId === period.teacherId && candidate.day === period.day && periodsOverlap(candidate, period),
    );
    if (other) problems.push({ day: period.day, index: period.index, message: describeClash(period, other) });
  }
  return problems;
}

/** Monday to Friday, each with its periods (an empty list for a free day). */
export function fillWeek<T>(days: readonly { day: Weekday; timings: T[] }[]): { day: Weekday; timings: T[] }[] {
  return WEEKDAYS.map((day) => ({ day, timings: days.find((entry) => entry.day === day)?.timings ?? [] }));
}
