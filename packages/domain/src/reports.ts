import { z } from 'zod';
import { apiPage, pageQuery } from './api.js';
import { isBlank } from './common.js';
import { ATTENDANCE_THRESHOLD } from './attendance.js';
import { attendancePercentage } from './classNames.js';
import { DEPARTMENTS } from './constants.js';
import { markStatistics } from './exams.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { departmentFilter, optionalDate, yearFilter } from './payments.js';
import { departmentField, semesterField } from './subjects.js';

/**
 * Staff reports (docs/rules.md, "Reports"): the attendance shortage of a class, the fee dues of a
 * payment type, the day's gate log, an exam's results, and today at a glance on the admin's and the
 * HOD's home. Each report is a JSON answer for its screen and, with `format=csv`, a file.
 */

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && isBlank(value)) ? undefined : value;

/** `json` (the screen's answer, the default) or `csv` (the same report as a file). */
export const reportFormat = z.enum(['json', 'csv']).default('json');
export type ReportFormat = z.output<typeof reportFormat>;

/** The most rows one CSV of fee dues holds: every student of the college, with room to spare. */
export const FEE_DUES_EXPORT_MAX = 50_000;

/* ---------------------------------------------------------------- attendance shortage */

/** A threshold in percent (0-100, decimals allowed), as a number or the text of a query string. */
const thresholdField = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    if (typeof given !== 'string') return given;
    return /^\s*\d+(\.\d+)?\s*$/.test(given) ? Number(given) : Number.NaN;
  },
  z
    .number({ error: SERVER_MESSAGES.thresholdRange })
    .min(0, { error: SERVER_MESSAGES.thresholdRange })
    .max(100, { error: SERVER_MESSAGES.thresholdRange })
    .default(ATTENDANCE_THRESHOLD),
);

/** GET reports/attendance-shortage: a class (department and semester) and the threshold. */
export const attendanceShortageQuery = z.object({
  department: departmentField,
  semester: semesterField,
  threshold: thresholdField,
  format: reportFormat,
});
export type AttendanceShortageQuery = z.input<typeof attendanceShortageQuery>;

/**
 * Under the threshold, as the student's own screen says it: the percentage shown (one decimal, 100
 * while nothing was held) is below the threshold.
 */
export const isShortOfAttendance = (attended: number, held: number, threshold: number): boolean =>
  held > 0 && attendancePercentage(attended, held) < threshold;

const reportStudent = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  rollNo: z.string().nullable(),
});

export const attendanceShortageRow = z.object({
  student: reportStudent,
  subject: z.object({ _id: z.string(), code: z.string(), name: z.string() }),
  attended: z.number().int(),
  held: z.number().int(),
  percentage: z.number(),
});
export type AttendanceShortageRow = z.infer<typeof attendanceShortageRow>;

export const attendanceShortageAnswer = z.object({
  success: z.literal(true),
  data: z.array(attendanceShortageRow),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
  threshold: z.number(),
});
export type AttendanceShortageAnswer = z.infer<typeof attendanceShortageAnswer>;

/* ---------------------------------------------------------------- fee dues */

/** GET reports/fee-dues: a payment type, optional filters, a page. */
export const feeDuesQuery = pageQuery.extend({
  paymentType: z.preprocess(
    blankToUndefined,
    z.uuid({ error: (issue) => (issue.input === undefined ? MESSAGES.required : SERVER_MESSAGES.paymentTypeNotFound) }),
  ),
  department: departmentFilter,
  currentYear: yearFilter,
  format: reportFormat,
});
export type FeeDuesQuery = z.input<typeof feeDuesQuery>;

export const feeDue = z.object({
  student: reportStudent.extend({
    department: z.enum(DEPARTMENTS).nullable(),
    currentYear: z.number().int().nullable(),
  }),
  /** Rupees. */
  amount: z.number(),
});
export type FeeDue = z.infer<typeof feeDue>;

export const feeDuesPage = apiPage(feeDue).extend({
  paymentType: z.object({ _id: z.string(), type: z.string(), amount: z.number(), dueDate: z.string() }),
});
export type FeeDuesPage = z.infer<typeof feeDuesPage>;

/* ---------------------------------------------------------------- gate log */

/** What became of a scan at the gate. */
export const GATE_OUTCOMES = ['valid', 'used', 'expired', 'not_approved', 'unknown'] as const;
export type GateOutcome = (typeof GATE_OUTCOMES)[number];

/** The words a screen shows for each outcome. */
export const GATE_OUTCOME_LABELS: Record<GateOutcome, string> = {
  valid: 'Valid',
  used: 'Already used',
  expired: 'Not for today',
  not_approved: 'Not approved',
  unknown: 'Unknown pass',
};

/**
 * A scan's outcome from the result the scan log keeps (the verdict's reason, or `refused` for text
 * the check never read): a pass of another day is `expired`, anything not naming a pass `unknown`.
 */
export const gateOutcomeOf = (result: string): GateOutcome => {
  switch (result) {
    case 'valid':
      return 'valid';
    case 'already_used':
      return 'used';
    case 'wrong_day':
      return 'expired';
    case 'not_approved':
      return 'not_approved';
    default:
      return 'unknown';
  }
};

/**
 * GET reports/gate-log: a day in the institute's time zone (today when absent), paged in the order
 * of the scans (a busy gate scans thousands a day); the CSV file holds the whole day.
 */
export const gateLogQuery = pageQuery.extend({ date: optionalDate, format: reportFormat });
export type GateLogQuery = z.input<typeof gateLogQuery>;

export const gateLogEntry = z.object({
  /** The scan's own id. */
  _id: z.string(),
  /** When it was scanned (ISO instant). */
  time: z.string(),
  /** The pass it named, when it named one. */
  gatepassId: z.string().nullable(),
  student: reportStudent
    .extend({ department: z.enum(DEPARTMENTS).nullable(), currentYear: z.number().int().nullable() })
    .nullable(),
  outcome: z.enum(GATE_OUTCOMES),
  /** The guard who scanned. */
  scannedBy: z.string().nullable(),
  /** What the scanner read or the guard typed (at most 300 characters). */
  input: z.string(),
});
export type GateLogEntry = z.infer<typeof gateLogEntry>;

export const gateLogAnswer = apiPage(gateLogEntry).extend({
  date: z.string(),
  /** The whole day's scans by outcome, whatever the page. */
  outcomes: z.record(z.enum(GATE_OUTCOMES), z.number().int()),
});
export type GateLogAnswer = z.infer<typeof gateLogAnswer>;

/* ---------------------------------------------------------------- exam results */

/** The middle mark: the mean of the middle two for an even count; null without marks. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 100) / 100;
}

/** An exam's results without the exam: see examResultsOf. */
export interface ExamResultFigures {
  count: number;
  mean: number | null;
  median: number | null;
  highest: number | null;
  lowest: number | null;
  passed: number;
  distribution: { from: number; to: number; count: number }[];
}

/**
 * Count, mean (two decimals), median, highest, lowest, passes and the distribution in the ten bands
 * of a tenth of the max mark that the marks view shows ([0, 10%), ..., [90%, 100%], the max mark in
 * the last), so the counts add up to the count (docs/choices.md, "Reports").
 */
export function examResultsOf(marks: readonly number[], maxMark: number, passMark: number): ExamResultFigures {
  const statistics = markStatistics([...marks], maxMark, passMark);
  const any = marks.length > 0;
  return {
    count: statistics.count,
    mean: any ? statistics.average : null,
    median: median(marks),
    highest: any ? statistics.highest : null,
    lowest: any ? statistics.lowest : null,
    passed: statistics.passed,
    distribution: statistics.distribution,
  };
}

const examSubject = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
});

export const examResults = z.object({
  exam: z.object({
    _id: z.string(),
    type: z.string(),
    date: z.string(),
    maxMark: z.number(),
    passMark: z.number(),
    subject: examSubject,
  }),
  count: z.number().int(),
  mean: z.number().nullable(),
  median: z.number().nullable(),
  highest: z.number().nullable(),
  lowest: z.number().nullable(),
  passed: z.number().int(),
  distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
  /** Students marked absent: in none of the figures above. */
  absent: z.number().int(),
  /** Students of the class with no entry yet: in none of the figures above either. */
  notEntered: z.number().int(),
});
export type ExamResults = z.infer<typeof examResults>;

export const examResultsQuery = z.object({ format: reportFormat });

/** GET reports/exams: a class's exams whose results the caller may open. */
export const reportExamsQuery = z.object({ department: departmentField, semester: semesterField });
export const reportExam = z.object({
  _id: z.string(),
  type: z.string(),
  date: z.string(),
  subject: z.object({ code: z.string(), name: z.string() }),
  marked: z.number().int(),
});
export type ReportExam = z.infer<typeof reportExam>;

/* ---------------------------------------------------------------- today at a glance */

/** The seven days ending on `day` (YYYY-MM-DD), oldest first: "the week" of the glance. */
export function weekEndingOn(day: string): string[] {
  const last = Date.parse(`${day}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, index) => new Date(last - (6 - index) * 86_400_000).toISOString().slice(0, 10));
}

export const glanceDay = z.object({
  date: z.string(),
  passesUsed: z.number().int(),
  payments: z.number().int(),
  /** Rupees. */
  amount: z.number(),
});
export type GlanceDay = z.infer<typeof glanceDay>;

/** GET reports/today: the college's (admin) or the department's (HOD) day so far, and the week. */
export const todayAtAGlance = z.object({
  date: z.string(),
  /** The HOD's department; null for the whole college. */
  department: z.enum(DEPARTMENTS).nullable(),
  requestsPending: z.object({ gatepass: z.number().int(), leave: z.number().int() }),
  passesUsedToday: z.number().int(),
  signUpsWaiting: z.number().int(),
  paymentsToday: z.object({ count: z.number().int(), amount: z.number() }),
  week: z.array(glanceDay),
});
export type TodayAtAGlance = z.infer<typeof todayAtAGlance>;
