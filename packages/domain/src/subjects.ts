import { z } from 'zod';
import { isBlank, recordId, requiredText } from './common.js';
import { COURSE_TYPES, DEPARTMENTS, NAME_MAX, SEMESTERS } from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { semesterOf, type Term } from './admin.js';

/**
 * Subjects (docs/rules.md, "Subjects and timetables"): what a class (a department and a semester)
 * is taught and by whom. The server and the web form parse with the same schemas.
 */

export type CourseType = (typeof COURSE_TYPES)[number];
export const COURSE_TYPE_LABELS: Record<CourseType, string> = { theory: 'Theory', lab: 'Lab' };

/** The longest subject code: codes are short ('cs501'). */
export const SUBJECT_CODE_MAX = 20;
/** Codes are letters and digits only (they sit inside class names such as 'S5-CSE-cs501'). */
export const SUBJECT_CODE_PATTERN = /^[a-z0-9]+$/;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && isBlank(value)) ? undefined : value;

/** A semester 1-8, sent as a number or as the text a select or a query string holds. */
export const semesterField = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === 'string' && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? MESSAGES.required : SERVER_MESSAGES.semesterRange) })
    .int({ error: SERVER_MESSAGES.semesterRange })
    .min(1, { error: SERVER_MESSAGES.semesterRange })
    .max(SEMESTERS.length, { error: SERVER_MESSAGES.semesterRange }),
);

/** A department, required ('This field is required'); lower case is accepted. */
export const departmentField = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toUpperCase()) : blankToUndefined(value)),
  z.enum(DEPARTMENTS, { error: MESSAGES.required }),
);

/** A subject code: required, lower-cased on entry, letters and digits. */
export const subjectCode = requiredText(SUBJECT_CODE_MAX)
  .transform((value) => value.toLowerCase())
  .refine((value) => isBlank(value) || SUBJECT_CODE_PATTERN.test(value), { error: SERVER_MESSAGES.subjectCodePattern });

/** The teacher: the faculty member's `_id`, or an object carrying `_id` (the edit form sends {name, department, _id}). */
export const taughtByField = z.preprocess(
  (value) => {
    const id = value && typeof value === 'object' && '_id' in value ? (value as { _id: unknown })._id : value;
    return blankToUndefined(id);
  },
  z.uuid({ error: MESSAGES.required }),
);

/** POST admin/subject: every field required and non-blank ('This field is required'). */
export const subjectForm = z.object({
  name: requiredText(NAME_MAX),
  code: subjectCode,
  courseType: z.preprocess(blankToUndefined, z.enum(COURSE_TYPES, { error: MESSAGES.required })),
  department: departmentField,
  semester: semesterField,
  taughtBy: taughtByField,
});
export type SubjectFormInput = z.input<typeof subjectForm>;
export type SubjectForm = z.output<typeof subjectForm>;

/** PUT admin/subject: the same fields with the subject's `_id`. */
export const subjectEditForm = subjectForm.extend({ _id: recordId });
export type SubjectEditForm = z.output<typeof subjectEditForm>;

/** DELETE admin/subject: the id in the query string or the JSON body. */
export const subjectDeleteQuery = z.object({ id: recordId.optional() });
export const subjectDeleteBody = z.object({ id: recordId.optional() }).nullish();

/** GET shared/subject: optional filters. */
export const subjectListQuery = z.object({
  department: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toUpperCase()) : blankToUndefined(value)),
    z.enum(DEPARTMENTS, { error: MESSAGES.addDepartment }).optional(),
  ),
  semester: z.preprocess(blankToUndefined, semesterField.optional()),
});
export type SubjectListQuery = z.input<typeof subjectListQuery>;

/** The teacher as a subject shows it. */
export const subjectTeacher = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  department: z.enum(DEPARTMENTS).nullable(),
});
export type SubjectTeacher = z.infer<typeof subjectTeacher>;

/** A subject as every reader sees it. */
export const subject = z.object({
  _id: z.uuid(),
  name: z.string(),
  code: z.string(),
  courseType: z.enum(COURSE_TYPES),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
  taughtBy: subjectTeacher,
});
export type Subject = z.infer<typeof subject>;

/** GET student/teachers: the subjects of the student's class this term and who teaches them. */
export const teacherEntry = z.object({
  name: z.string(),
  code: z.string(),
  taughtBy: z.object({ name: z.string(), email: z.string() }),
});
export type TeacherEntry = z.infer<typeof teacherEntry>;

/**
 * The semester a student is in this term (docs/rules.md, "Terms and classes"): 2 x year - 1 in the odd term,
 * 2 x year in the even term; null without a year of study.
 */
export const currentSemesterOf = (currentYear: number | null | undefined, term: Term): number | null =>
  currentYear && currentYear >= 1 && currentYear <= 4 ? semesterOf(currentYear, term) : null;

/** A class's name as the faculty's lists show it: 'S5-CSE-cs501'. */
export const className = (semester: number, department: string, code: string): string =>
  `S${semester}-${department}-${code}`;
