import { z } from 'zod';
import { isBlank, recordId, requiredText } from './common.js';
import { DEPARTMENTS } from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';

/**
 * Exam types, exams and marks (docs/rules.md, "Exams and marks"). The server and the web forms parse
 * with the same schemas, so a rule cannot hold in one and not the other.
 */

/** The largest mark an exam type may have: a paper's marks, not a year's. */
export const MAX_MARK_LIMIT = 1000;
/** The most questions one exam may have. */
export const QUESTIONS_LIMIT = 500;
/** The longest name of an exam type ('Series 1', 'Assignment'). */
export const EXAM_TYPE_NAME_MAX = 60;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && isBlank(value)) ? undefined : value;
const NUMERIC = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A number typed into a form (or sent as JSON): missing or blank is `required`, anything that is not
 * a number 'Must be a number', below zero 'Cannot be negative'. Marks may carry halves (7.5).
 */
export const numberField = (required: string = MESSAGES.required) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (typeof given === 'string') return NUMERIC.test(given.trim()) ? Number(given.trim()) : Number.NaN;
      return given;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : MESSAGES.mustBeNumber) })
      .min(0, { error: MESSAGES.cannotBeNegative })
      .max(MAX_MARK_LIMIT * 100, { error: MESSAGES.mustBeNumber }),
  );

/** Rounds to two decimals, so 7.499999 and 7.5 are one mark. */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

/** POST admin/examtype: all fields required; both marks numeric; the pass mark not above the max mark. */
export const examTypeForm = z
  .object({
    type: requiredText(EXAM_TYPE_NAME_MAX),
    maxMark: numberField()
      .pipe(
        z
          .number()
          .positive({ error: SERVER_MESSAGES.maxMarkPositive })
          .max(MAX_MARK_LIMIT, { error: SERVER_MESSAGES.maxMarkTooLarge }),
      )
      .transform(twoDecimals),
    passMark: numberField().transform(twoDecimals),
  })
  .superRefine(
    (form, context) => {
      if (typeof form.maxMark === 'number' && typeof form.passMark === 'number' && form.passMark > form.maxMark) {
        context.addIssue({ code: 'custom', path: ['passMark'], message: MESSAGES.greaterThanMaxMark });
      }
    },
    {
      when: (payload) =>
        typeof (payload.value as { maxMark?: unknown })?.maxMark === 'number' &&
        typeof (payload.value as { passMark?: unknown })?.passMark === 'number',
    },
  );
export type ExamTypeFormInput = z.input<typeof examTypeForm>;
export type ExamTypeForm = z.output<typeof examTypeForm>;

/** PUT admin/examtype: the same fields with the type's `_id`. */
export const examTypeEditForm = z.intersection(z.object({ _id: recordId }), examTypeForm);
export type ExamTypeEditForm = z.output<typeof examTypeEditForm>;

/** DELETE admin/examtype (and faculty/exam without a path id): the id in the query string or the JSON body. */
export const idQuery = z.object({ id: recordId.optional() });
export const idBody = z.object({ id: recordId.optional() }).nullish();
export const idParams = z.object({ id: recordId });

/** An exam type as every list shows it. */
export const examType = z.object({ _id: z.string(), type: z.string(), maxMark: z.number(), passMark: z.number() });
export type ExamType = z.infer<typeof examType>;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDate = (value: string): boolean => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** A calendar date (YYYY-MM-DD), required. */
export const dateField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.required })
    .trim()
    .refine((value) => DATE.test(value) && isRealDate(value), { error: SERVER_MESSAGES.invalidDate }),
);

/** An instant (ISO 8601 with its offset), required. */
const instantField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.required })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)), {
      error: SERVER_MESSAGES.invalidTime,
    })
    .transform((value) => new Date(value).toISOString()),
);

/** The number of questions: a whole number; at least 0 on create, above 0 on edit. */
const questions = (min: 0 | 1) =>
  numberField(MESSAGES.mustBeNumber).pipe(
    z
      .number()
      .int({ error: min === 0 ? MESSAGES.mustBeNumber : MESSAGES.invalidNumber })
      .min(min, { error: min === 0 ? MESSAGES.cannotBeNegative : MESSAGES.invalidNumber })
      .max(QUESTIONS_LIMIT, { error: MESSAGES.invalidNumber }),
  );

const examFields = {
  examType: z.preprocess(blankToUndefined, z.uuid({ error: MESSAGES.required })),
  /** The subject's `_id`. */
  subject: z.preprocess(blankToUndefined, z.uuid({ error: MESSAGES.required })),
  date: dateField,
  startTimestamp: instantField,
  endTimestamp: instantField,
};

const endsAfterStart = (form: { startTimestamp?: unknown; endTimestamp?: unknown }, context: z.RefinementCtx) => {
  const { startTimestamp, endTimestamp } = form;
  if (
    typeof startTimestamp === 'string' &&
    typeof endTimestamp === 'string' &&
    Date.parse(endTimestamp) <= Date.parse(startTimestamp)
  ) {
    context.addIssue({ code: 'custom', path: ['endTimestamp'], message: SERVER_MESSAGES.examEndsBeforeStart });
  }
};

/** POST faculty/exam: every field required; numberOfQuestions a whole number >= 0; the end after the start. */
export const examForm = z.object({ ...examFields, numberOfQuestions: questions(0) }).superRefine(endsAfterStart);
export type ExamFormInput = z.input<typeof examForm>;
export type ExamForm = z.output<typeof examForm>;

/** PUT faculty/exam/{id}: the same fields, with numberOfQuestions above zero ('Invalid Number'). */
export const examEditForm = z.object({ ...examFields, numberOfQuestions: questions(1) }).superRefine(endsAfterStart);
export type ExamEditFormInput = z.input<typeof examEditForm>;
export type ExamEditForm = z.output<typeof examEditForm>;

/** GET faculty/exam: the exams of one type (the ones the member may manage). */
export const examListQuery = z.object({ typeId: recordId });

/** An exam as the faculty's lists show it. */
export const exam = z.object({
  _id: z.string(),
  examType: examType,
  subject: z.object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    department: z.enum(DEPARTMENTS),
    semester: z.number(),
  }),
  date: z.string(),
  startTimestamp: z.string(),
  endTimestamp: z.string(),
  numberOfQuestions: z.number(),
  /** How many students have a mark. */
  marked: z.number(),
});
export type Exam = z.infer<typeof exam>;

/**
 * One student's entry in an exam as the marks list reads it: `name` is the student's e-mail; a
 * mark, or absent (no mark). A student with no entry has not been entered yet (docs/rules.md,
 * "Exams and marks").
 */
export const markEntry = z.object({ name: z.string(), marks: z.number().nullable(), absent: z.boolean() });
export type MarkEntry = z.infer<typeof markEntry>;

/** A mark as typed: blank is not entered (undefined); otherwise a number from 0 to the max mark. */
const markValue = (maxMark: number) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (typeof given === 'string') return NUMERIC.test(given.trim()) ? Number(given.trim()) : Number.NaN;
      return given;
    },
    z
      .number({ error: MESSAGES.mustBeNumber })
      .min(0, { error: MESSAGES.cannotBeNegative })
      .max(maxMark, { error: MESSAGES.greaterThanMaxMark })
      .transform(twoDecimals)
      .optional(),
  );

/** True when a row of the marks list holds something: a mark, or the student marked absent. */
export const isEntered = (entry: { marks?: number | undefined; absent?: boolean }): boolean =>
  entry.absent === true || entry.marks !== undefined;

/**
 * POST faculty/exam/{id}/marks: one row per student, each judged on its own (docs/rules.md, "Exams
 * and marks"): a mark from 0 to the exam type's max mark, or absent, or blank (not entered yet, and
 * not saved). Each bad row gets its own message; at least one row is entered; no student twice.
 * The server answers a refused list with 'Error in form ' and these messages per row.
 */
export const marksForm = (maxMark: number) =>
  z.object({
    markList: z
      .array(
        z
          .object({
            name: z
              .string({ error: MESSAGES.errorInForm })
              .trim()
              .toLowerCase()
              .min(1, { error: MESSAGES.errorInForm })
              .max(254, { error: MESSAGES.errorInForm }),
            marks: markValue(maxMark),
            absent: z.boolean({ error: MESSAGES.errorInForm }).optional().default(false),
          })
          .superRefine((entry, context) => {
            if (entry.absent && entry.marks !== undefined) {
              context.addIssue({ code: 'custom', path: ['marks'], message: SERVER_MESSAGES.absentWithMark });
            }
          }),
        { error: MESSAGES.errorInForm },
      )
      .max(1000, { error: MESSAGES.errorInForm })
      .superRefine((list, context) => {
        if (!list.some(isEntered)) context.addIssue({ code: 'custom', message: SERVER_MESSAGES.noMarkEntered });
        const seen = new Set<string>();
        list.forEach((entry, index) => {
          if (seen.has(entry.name)) {
            context.addIssue({ code: 'custom', path: [index, 'name'], message: SERVER_MESSAGES.markListedTwice });
          }
          seen.add(entry.name);
        });
      }),
  });
/** The marks form's shape for any exam (the server checks the max mark of the exam's own type). */
export const anyMarksForm = marksForm(MAX_MARK_LIMIT);
export type MarksFormInput = z.input<typeof anyMarksForm>;
export type MarksForm = z.output<typeof anyMarksForm>;

/** A mark entered in a form, checked against one exam's max mark: true when it is a mark. */
export const isValidMark = (value: unknown, maxMark: number): boolean => {
  const parsed = markValue(maxMark).safeParse(value);
  return parsed.success && parsed.data !== undefined;
};

/** Where a student stands in one exam: a mark, absent, or not entered yet. */
export const MARK_STATES = ['marked', 'absent', 'not_entered'] as const;
export type MarkState = (typeof MARK_STATES)[number];

/**
 * A student's own entry in one exam of the own class (GET student/marks): the mark (null when
 * absent or not entered yet), the state, and pass or fail (null without a mark).
 */
export const studentMark = z.object({
  exam: z.string(),
  subject: z.object({ code: z.string(), name: z.string() }),
  type: z.string(),
  date: z.string(),
  marks: z.number().nullable(),
  state: z.enum(MARK_STATES),
  maxMark: z.number(),
  passMark: z.number(),
  passed: z.boolean().nullable(),
});
export type StudentMark = z.infer<typeof studentMark>;

/** The class's marks in one exam: what the marks view summarises. */
export interface MarkStatistics {
  /** Students with a mark: the average, highest, lowest, passes and bands count these only. */
  count: number;
  average: number;
  highest: number;
  lowest: number;
  passed: number;
  /** Counts per tenth of the max mark: [0-10%), [10-20%), ... [90-100%]. */
  distribution: { from: number; to: number; count: number }[];
}

/**
 * Average, highest, pass count against the pass mark and a distribution in ten bands, over the
 * marks given (an absent student or one not entered yet has none, and counts in none of them).
 */
export function markStatistics(marks: number[], maxMark: number, passMark: number): MarkStatistics {
  const width = maxMark / 10;
  const distribution = Array.from({ length: 10 }, (_, band) => ({
    from: twoDecimals(band * width),
    to: twoDecimals((band + 1) * width),
    count: 0,
  }));
  for (const mark of marks) distribution[Math.min(9, Math.floor(mark / width))]!.count += 1;
  const count = marks.length;
  return {
    count,
    average: count ? twoDecimals(marks.reduce((sum, mark) => sum + mark, 0) / count) : 0,
    highest: count ? Math.max(...marks) : 0,
    lowest: count ? Math.min(...marks) : 0,
    passed: marks.filter((mark) => mark >= passMark).length,
    distribution,
  };
}

/** An exam of a class with its statistics (the class dashboard's Marks tab). */
export const classExam = z.object({
  _id: z.string(),
  type: z.string(),
  subject: z.object({ code: z.string(), name: z.string() }),
  date: z.string(),
  maxMark: z.number(),
  passMark: z.number(),
  count: z.number(),
  average: z.number(),
  highest: z.number(),
  passed: z.number(),
  /** Students marked absent (not in count, average, highest or passed). */
  absent: z.number(),
});
export type ClassExam = z.infer<typeof classExam>;
