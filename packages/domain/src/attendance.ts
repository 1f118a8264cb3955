import { z } from 'zod';
import { acrossFields, isBlank, requiredText } from './common.js';
import { DELIVERY_MODES, DEPARTMENTS, MODULES, SEMESTERS, WEEKDAYS } from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { dateField } from './exams.js';

/**
 * Attendance (docs/rules.md, "Attendance"): one record per date, class, subject and period start,
 * holding who was present and who was absent. The server and the wizard parse with the same schemas.
 */

/** Below this share of classes attended a student is warned. */
export const ATTENDANCE_THRESHOLD = 75;
/** The longest topic of a period. */
export const TOPIC_MAX = 200;
/** The most students one record may list (a class is a few dozen). */
export const ATTENDANCE_LIST_MAX = 300;

export type DeliveryMode = (typeof DELIVERY_MODES)[number];
export const DELIVERY_MODE_LABELS: Record<DeliveryMode, string> = { offline: 'Offline', online: 'Online' };

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && isBlank(value)) ? undefined : value;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeField = z.preprocess(
  blankToUndefined,
  z.string({ error: MESSAGES.required }).trim().regex(TIME, { error: SERVER_MESSAGES.invalidTime }),
);

/** A department sent in any letter case. */
const departmentField = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toUpperCase()) : blankToUndefined(value)),
  z.enum(DEPARTMENTS, { error: MESSAGES.addDepartment }),
);
/** A semester 1-8, as a number or the text of a query string. */
const semesterField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : blankToUndefined(value)),
  z
    .number({ error: MESSAGES.invalidLink })
    .int({ error: MESSAGES.invalidLink })
    .min(1, { error: MESSAGES.invalidLink })
    .max(SEMESTERS.length, { error: MESSAGES.invalidLink }),
);
/** A subject code as the class names and timetables carry it (lower-cased). */
const codeField = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : blankToUndefined(value)),
  z.string({ error: MESSAGES.required }).regex(/^[a-z0-9]{1,20}$/, { error: SERVER_MESSAGES.subjectNotFound }),
);

/** 'true' or 'false' as the wire sends it (docs/api.md) (a JSON boolean is taken as well). */
const presentField = z.preprocess(
  (value) => (typeof value === 'boolean' ? String(value) : value),
  z.enum(['true', 'false'], { error: MESSAGES.required }),
);

/** The weekday of a calendar date, 'monday'..'sunday'. */
export const weekdayOf = (date: string): string =>
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
    new Date(`${date}T00:00:00Z`).getUTCDay()
  ]!;
/** The weekday of a date, or null on a weekend. */
export const schoolDayOf = (date: string): (typeof WEEKDAYS)[number] | null =>
  WEEKDAYS.find((weekday) => weekday === weekdayOf(date)) ?? null;
export const isWeekday = (date: string): boolean => (WEEKDAYS as readonly string[]).includes(weekdayOf(date));

/**
 * POST faculty/attendance: a period's record. The module must be chosen ('please select module') and
 * the topic filled ('please fill topic'); the date is a weekday (and not in the future: the server
 * knows the date); the period ends after it starts; every student is listed once.
 */
export const attendanceForm = z
  .object({
    timeStamp: dateField.refine((value) => isWeekday(value), { error: SERVER_MESSAGES.attendanceWeekend }),
    startTime: timeField,
    endTime: timeField,
    department: departmentField,
    semester: semesterField,
    /** The subject's code. */
    period: codeField,
    attendanceList: z
      .array(z.object({ email: z.string().trim().toLowerCase().min(1).max(254), present: presentField }), {
        error: MESSAGES.required,
      })
      .min(1, { error: MESSAGES.required })
      .max(ATTENDANCE_LIST_MAX, { error: MESSAGES.required })
      .refine((list) => new Set(list.map((entry) => entry.email)).size === list.length, {
        error: SERVER_MESSAGES.attendanceRepeated,
      }),
    module: z.preprocess(
      (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : blankToUndefined(value)),
      z
        .number({ error: MESSAGES.selectModule })
        .int({ error: MESSAGES.selectModule })
        .min(MODULES[0], { error: MESSAGES.selectModule })
        .max(MODULES[MODULES.length - 1]!, { error: MESSAGES.selectModule }),
    ),
    deliveryMode: z.preprocess(blankToUndefined, z.enum(DELIVERY_MODES, { error: MESSAGES.required })),
    topic: requiredText(TOPIC_MAX, MESSAGES.fillTopic),
  })
  .superRefine((form, context) => {
    if (
      form.startTime &&
      form.endTime &&
      TIME.test(form.startTime) &&
      TIME.test(form.endTime) &&
      form.endTime <= form.startTime
    ) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: SERVER_MESSAGES.attendanceTimesOrder });
    }
  }, acrossFields);
export type AttendanceFormInput = z.input<typeof attendanceForm>;
export type AttendanceForm = z.output<typeof attendanceForm>;

/** The wizard's Details step: the fields a teacher fills before ticking students. */
export const attendanceDetailsForm = z.object({
  module: attendanceForm.shape.module,
  deliveryMode: attendanceForm.shape.deliveryMode,
  topic: attendanceForm.shape.topic,
});
export type AttendanceDetailsFormInput = z.input<typeof attendanceDetailsForm>;

/** GET faculty/students: a class, and optionally a weekday and a subject whose periods that day are wanted. */
export const classStudentsQuery = z.object({
  department: departmentField,
  semester: semesterField,
  day: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : blankToUndefined(value)),
    z.enum(WEEKDAYS).optional(),
  ),
  subjectCode: codeField.optional(),
});

/** The most records one page of GET faculty/attendance answers (and the default). */
export const ATTENDANCE_PAGE_MAX = 100;
export const ATTENDANCE_PAGE_DEFAULT = 20;

/**
 * GET faculty/attendance: the records of one subject of a class, a page at a time, newest first,
 * as summaries (counts, no lists of students: GET faculty/attendance/{id} answers one period's list).
 */
export const attendanceListQuery = z.object({
  department: departmentField,
  semester: semesterField,
  subjectCode: codeField,
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ATTENDANCE_PAGE_MAX).default(ATTENDANCE_PAGE_DEFAULT),
  /** Only that day's records (YYYY-MM-DD): what the wizard loads when a period is taken again. */
  date: dateField.optional(),
});

/** A student of a class list. */
export const classStudent = z.object({ name: z.string(), email: z.string(), studentId: z.string().nullable() });
export type ClassStudent = z.infer<typeof classStudent>;

/** A period of the class's timetable on one day. */
export const periodTiming = z.object({ subject: z.string(), startTime: z.string(), endTime: z.string() });
export type PeriodTiming = z.infer<typeof periodTiming>;

/** A student's mark in a saved record, as the wire sends it. */
export const attendanceEntry = z.object({ email: z.string(), present: z.enum(['true', 'false']) });

/** A saved period's record without its list: what a page of the faculty's records holds. */
export const attendanceSummary = z.object({
  _id: z.string(),
  timeStamp: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  department: z.enum(DEPARTMENTS),
  semester: z.number(),
  period: z.string(),
  module: z.number(),
  deliveryMode: z.enum(DELIVERY_MODES),
  topic: z.string(),
  presentCount: z.number(),
  /** Students marked in the period, present or absent. */
  listed: z.number(),
  /** Who saved the record last, and when (an instant): taking a period again replaces both. */
  takenBy: z.string().nullable(),
  takenAt: z.string(),
});
export type AttendanceSummary = z.infer<typeof attendanceSummary>;

/**
 * GET faculty/attendance/{id}: one period's record with its `attendanceList` (present first), each
 * student also by name and student ID.
 */
export const attendancePeriod = attendanceSummary.extend({
  attendanceList: z.array(attendanceEntry.extend({ name: z.string(), studentId: z.string().nullable() })),
});
export type AttendancePeriod = z.infer<typeof attendancePeriod>;

/**
 * The periods one page of the class matrix shows, newest page first: with the class's 250 students
 * an answer stays a few hundred rows however long the term (older periods are the next pages).
 */
export const ATTENDANCE_MATRIX_PERIODS = 20;

/** GET faculty/attendance/matrix: one subject of a class, and which page of its periods (1: the latest). */
export const attendanceMatrixQuery = z.object({
  department: departmentField,
  semester: semesterField,
  subjectCode: codeField,
  page: z.coerce.number().int().min(1).default(1),
});

/** A student's mark in one period of the matrix. */
export const MATRIX_MARKS = { present: 'P', absent: 'A', notListed: '-' } as const;

/**
 * GET faculty/attendance/matrix: a summary of the class first, every student with the periods held
 * and attended in the whole term and the percentage (the tallies); then one page of the subject's
 * periods (`ATTENDANCE_MATRIX_PERIODS`, page 1 the latest), oldest first, with each student's marks
 * in them in `marks` (P present, A absent, - not listed). `totalPeriods` says how many pages there are.
 */
export const attendanceMatrix = z.object({
  periods: z.array(attendanceSummary.omit({ department: true, semester: true, period: true, takenAt: true })),
  students: z.array(
    classStudent.extend({ marks: z.string(), attended: z.number(), held: z.number(), percentage: z.number() }),
  ),
  totalPeriods: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type AttendanceMatrix = z.infer<typeof attendanceMatrix>;

/** A class a faculty member teaches (GET faculty/classes). */
export const facultyClass = z.object({
  className: z.string(),
  subject: z.object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    department: z.enum(DEPARTMENTS),
    semester: z.number(),
  }),
});
export type FacultyClass = z.infer<typeof facultyClass>;

/** A student's attendance in one subject (GET student/attendance). */
export const subjectAttendance = z.object({
  subject: z.object({ code: z.string(), name: z.string() }),
  attended: z.number(),
  held: z.number(),
  percentage: z.number(),
});
export type SubjectAttendance = z.infer<typeof subjectAttendance>;

/**
 * How many of the coming classes a student must attend, in a row, to be back at 75%: the least n
 * with (attended + n) / (held + n) >= 0.75, which is 3 x held - 4 x attended (0 when already there).
 */
export const classesNeeded = (attended: number, held: number): number => Math.max(0, 3 * held - 4 * attended);
