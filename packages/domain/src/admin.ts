import { z } from 'zod';
import { pageQuery } from './api.js';
import { emailAddress, mobileText, isBlank, optionalText, passwordText, recordId, requiredText } from './common.js';
import {
  DEPARTMENTS,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USER_TYPES,
  type Department,
  type UserType,
} from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import type { advisorFlags } from './users.js';
import { user } from './users.js';

/**
 * The admin's accounts (docs/rules.md, "Accounts run by the admin"): the user lists, the add-user
 * form, the edit dialog, bulk upload, and the settings. The server and the web app parse with the
 * same schemas, so a rule cannot hold in one and not the other.
 */

/** The user lists the admin toggles between, and the account types each one shows. */
export const USER_LISTS = {
  students: ['student'],
  faculties: ['faculty'],
  admins: ['admin', 'owner'],
  staff: ['security', 'office'],
} as const satisfies Record<string, readonly string[]>;
export type UserList = keyof typeof USER_LISTS;

/** Columns a user list may be sorted by. */
export const USER_SORT_FIELDS = [
  'name',
  'email',
  'rollNo',
  'department',
  'currentYear',
  'passoutYear',
  'joiningYear',
  'createdAt',
] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** The most rows one CSV export holds: the whole college, with room to grow. */
export const USER_EXPORT_MAX = 20_000;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && isBlank(value)) ? undefined : value;

/** GET admin/all{students,faculties,admins,staff} and office/students: a page of a filtered list. */
export const userListQuery = pageQuery.extend({
  // Under the text rule like any form field: a NUL would not even reach the database.
  search: optionalText(100),
  department: z.preprocess(blankToUndefined, z.enum(DEPARTMENTS, { error: MESSAGES.addDepartment }).optional()),
  currentYear: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(4).optional()),
  /** Only active (true) or only inactive (false) accounts; both when absent. */
  active: z.preprocess(blankToUndefined, z.enum(['true', 'false']).optional()),
  sort: z.enum(USER_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** csv: the whole filtered list (every page) as a CSV file. */
  format: z.enum(['json', 'csv']).default('json'),
});
export type UserListQuery = z.input<typeof userListQuery>;

/** A whole number typed into a form or a CSV cell; blank means not given. */
const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (typeof given === 'string') return /^\d{1,9}$/.test(given.trim()) ? Number(given.trim()) : Number.NaN;
      return given;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );

/** Roll numbers (students) and internal ids (faculty) are numbers, kept as typed (leading zeros and all). */
export const ROLL_NUMBER_PATTERN = /^\d{1,20}$/;
const rollNumber = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blankToUndefined(value)),
  z
    .string({ error: MESSAGES.enterNumber })
    .trim()
    .regex(ROLL_NUMBER_PATTERN, { error: MESSAGES.enterNumber })
    .optional(),
);

const optionalMobile = z.preprocess(blankToUndefined, mobileText.optional());

const optionalDepartment = z.preprocess(
  (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toUpperCase()) : blankToUndefined(value)),
  z.enum(DEPARTMENTS, { error: MESSAGES.addDepartment }).optional(),
);

/** Years an account's joining or passout year may take. */
export const CALENDAR_YEAR_RANGE = { min: 1950, max: 2100 } as const;
const calendarYear = wholeNumber(MESSAGES.enterNumber, CALENDAR_YEAR_RANGE.min, CALENDAR_YEAR_RANGE.max);
const studyYear = wholeNumber(SERVER_MESSAGES.yearOutOfRange, 1, 4);

/** A password the admin gives a new account: required ('invalid password'), 8-49 characters. */
const initialPassword = passwordText(MESSAGES.invalidPassword).pipe(
  z
    .string()
    .min(PASSWORD_MIN, { error: MESSAGES.invalidPassword, abort: true })
    .max(PASSWORD_MAX, { error: MESSAGES.invalidPassword, abort: true })
    .refine((value) => !isBlank(value), { error: MESSAGES.invalidPassword }),
);

/** What an account of each type must carry, with its message (docs/rules.md, "Accounts run by the admin"). */
export interface AccountFields {
  type: UserType | 'owner';
  department?: string | null;
  currentYear?: number | null;
  passoutYear?: number | null;
  rollNo?: string | null;
  joiningYear?: number | null;
}

/** The fields a type needs that the account lacks, each with its message (empty when complete). */
export function missingAccountFields(account: AccountFields): { path: keyof AccountFields; message: string }[] {
  const missing: { path: keyof AccountFields; message: string }[] = [];
  const absent = (value: unknown) => value === undefined || value === null;
  if (account.type === 'student') {
    if (absent(account.department)) missing.push({ path: 'department', message: MESSAGES.addDepartment });
    // Each field its own message: 'Add department' names the department only (docs/choices.md, "Accounts").
    if (absent(account.currentYear)) missing.push({ path: 'currentYear', message: SERVER_MESSAGES.addCurrentYear });
    if (absent(account.passoutYear)) missing.push({ path: 'passoutYear', message: SERVER_MESSAGES.addPassoutYear });
    if (absent(account.rollNo)) missing.push({ path: 'rollNo', message: MESSAGES.enterNumber });
  }
  if (account.type === 'faculty') {
    if (absent(account.department)) missing.push({ path: 'department', message: MESSAGES.addDepartment });
    if (absent(account.joiningYear)) missing.push({ path: 'joiningYear', message: MESSAGES.enterNumber });
    if (absent(account.rollNo)) missing.push({ path: 'rollNo', message: MESSAGES.enterNumber });
  }
  return missing;
}

/**
 * POST admin/adduser. The documented payload (docs/api.md) has no name: an account made without one shows its e-mail
 * until its owner fills in the profile. Fields a type does not use are dropped.
 */
export const addUserForm = z
  .object({
    email: emailAddress(MESSAGES.invalidEmail),
    type: z.enum(USER_TYPES, { error: SERVER_MESSAGES.unknownUserType }),
    password: initialPassword,
    name: optionalText(NAME_MAX),
    number: optionalMobile,
    department: optionalDepartment,
    currentYear: studyYear,
    passoutYear: calendarYear,
    rollNo: rollNumber,
    joiningYear: calendarYear,
  })
  .superRefine((form, context) => {
    for (const issue of missingAccountFields(form))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  })
  .transform((form) => ({
    ...form,
    department: form.type === 'student' || form.type === 'faculty' ? form.department : undefined,
    currentYear: form.type === 'student' ? form.currentYear : undefined,
    passoutYear: form.type === 'student' ? form.passoutYear : undefined,
    rollNo: form.type === 'student' || form.type === 'faculty' ? form.rollNo : undefined,
    joiningYear: form.type === 'faculty' ? form.joiningYear : undefined,
  }));
export type AddUserFormInput = z.input<typeof addUserForm>;
export type AddUserForm = z.output<typeof addUserForm>;

/** Advisor flags as the dialog sends them: the wire's 'true'/'false' strings (docs/api.md), or booleans. */
const advisorFlagsInput = z
  .object({
    y1: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    y2: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    y3: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    y4: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  })
  .transform((flags) =>
    ([1, 2, 3, 4] as const).filter((year) => {
      const flag = flags[`y${year}`];
      return flag === true || flag === 'true';
    }),
  );

/**
 * POST admin/updateuser: `_id` and the fields to change; a field not sent stays. The account as it
 * stands after the change must still carry what its type needs (`missingAccountFields`), which only
 * the server can tell for fields not sent. E-mail and type are not changed here.
 */
export const editUserForm = z.object({
  _id: recordId,
  name: requiredText(NAME_MAX).optional(),
  /** Blank clears the mobile number. */
  number: z.preprocess(
    (value) => (typeof value === 'string' && isBlank(value) ? null : value),
    mobileText.nullable().optional(),
  ),
  active: z.boolean().optional(),
  isHOD: z.boolean().optional(),
  /** Flags y1..y4 as docs/api.md has them; read as the list of advised years. */
  advisor: advisorFlagsInput.optional(),
  department: optionalDepartment,
  currentYear: studyYear,
  passoutYear: calendarYear,
  rollNo: rollNumber,
  joiningYear: calendarYear,
});
export type EditUserFormInput = z.input<typeof editUserForm>;
export type EditUserForm = z.output<typeof editUserForm>;

/** POST admin/deleteuser. */
export const deleteUserBody = z.object({ email: emailAddress(MESSAGES.invalidEmail) });

// ---- Bulk upload ----

/** The most rows one POST admin/addusers takes; the web app sends a larger file in chunks of this size. */
export const BULK_MAX_ROWS = 500;
export const BULK_TYPES = ['student', 'faculty'] as const;
export type BulkType = (typeof BULK_TYPES)[number];

/** The columns of each file, in order (docs/rules.md, "Accounts run by the admin"). */
export const BULK_COLUMNS: Record<BulkType, readonly string[]> = {
  student: ['email', 'password', 'department', 'currentYear', 'passoutYear', 'rollNo'],
  faculty: ['email', 'password', 'department', 'joiningYear', 'rollNo'],
};
/** Columns a row may add after those, in this order: the account's name (docs/choices.md, "Accounts"). */
export const BULK_OPTIONAL_COLUMNS = ['name'] as const;
/** Every column a file of the type may have, the optional ones last (the template's header). */
export const bulkColumnsWithOptional = (type: BulkType): readonly string[] => [
  ...BULK_COLUMNS[type],
  ...BULK_OPTIONAL_COLUMNS,
];
/** True when a row of the type has as many cells as a file of it may have. */
export const bulkColumnCountFits = (type: BulkType, count: number): boolean =>
  count >= BULK_COLUMNS[type].length && count <= bulkColumnsWithOptional(type).length;

/** POST admin/addusers: rows of text cells; `firstRow` is the file's row number of data[0], for the errors. */
export const bulkUploadBody = z.object({
  type: z.enum(BULK_TYPES, { error: SERVER_MESSAGES.unknownUserType }),
  data: z
    .array(z.array(z.union([z.string().max(300), z.number()]).transform(String)).max(50))
    .min(1, { error: SERVER_MESSAGES.bulkEmpty })
    .max(BULK_MAX_ROWS, { error: SERVER_MESSAGES.bulkTooManyRows }),
  firstRow: z.number().int().min(1).max(1_000_000).default(1),
});
export type BulkUploadBody = z.input<typeof bulkUploadBody>;

export const bulkRowError = z.object({ row: z.number().int(), msg: z.string() });
export type BulkRowError = z.infer<typeof bulkRowError>;
export const bulkUploadResult = z.object({
  success: z.literal(true),
  ok: z.boolean(),
  msg: z.string(),
  data: z.object({ created: z.number().int(), errors: z.array(bulkRowError) }),
});
export type BulkUploadResult = z.infer<typeof bulkUploadResult>;

/** One good row of a bulk file, ready to become an account. */
export interface BulkAccount {
  email: string;
  password: string;
  type: BulkType;
  department: Department;
  currentYear?: number;
  passoutYear?: number;
  joiningYear?: number;
  rollNo: string;
  /** From the optional name column; none when the row has none or leaves it blank. */
  name?: string;
}

const bulkRowSchema = (type: BulkType) =>
  z
    .object({
      email: emailAddress(MESSAGES.invalidEmail),
      password: initialPassword,
      department: z.preprocess(
        (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
        z.enum(DEPARTMENTS, { error: SERVER_MESSAGES.bulkBadDepartment }),
      ),
      currentYear: type === 'student' ? studyYear : z.undefined().optional(),
      passoutYear: type === 'student' ? calendarYear : z.undefined().optional(),
      joiningYear: type === 'faculty' ? calendarYear : z.undefined().optional(),
      rollNo: rollNumber,
      name: optionalText(NAME_MAX),
    })
    .transform((row) => ({ ...row, type }));

/**
 * Reads one row of a bulk file: the account, or why the row is dropped (wrong column count, a
 * missing value, a bad e-mail, department or year). The type's columns are required; the optional
 * columns after them (the name) may be left out or blank. E-mails repeated or already in use are
 * found by the caller, who sees every row.
 */
export function readBulkRow(type: BulkType, cells: readonly string[]): { account: BulkAccount } | { error: string } {
  const columns = BULK_COLUMNS[type];
  if (!bulkColumnCountFits(type, cells.length)) {
    const allowed = `${columns.length} or ${bulkColumnsWithOptional(type).length}`;
    return { error: `${SERVER_MESSAGES.bulkColumnCount} ${allowed} columns, found ${cells.length}` };
  }
  const missing = columns.find((_, index) => isBlank(cells[index] ?? ''));
  if (missing) return { error: `${SERVER_MESSAGES.bulkMissingValue}: ${missing}` };
  const parsed = bulkRowSchema(type).safeParse(
    Object.fromEntries(bulkColumnsWithOptional(type).map((column, index) => [column, cells[index]])),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${String(issue?.path[0] ?? 'row')}: ${issue?.message ?? MESSAGES.error}` };
  }
  const { name, ...account } = parsed.data;
  return { account: (name === undefined ? account : { ...account, name }) as BulkAccount };
}

/** True when a file's first row is the template's header row rather than an account. */
export const isBulkHeaderRow = (type: BulkType, cells: readonly string[]): boolean =>
  bulkColumnCountFits(type, cells.length) && cells[0]?.trim().toLowerCase() === 'email';

// ---- Settings, departments and the audit trail ----

export const TERMS = ['odd', 'even'] as const;
export type Term = (typeof TERMS)[number];

/** The term a date falls in when the admin has not set one: July-December odd, January-June even. */
export const termOfMonth = (month: number): Term => (month >= 7 ? 'odd' : 'even');

/** A student's semester: 2 x year - 1 in the odd term, 2 x year in the even term. */
export const semesterOf = (year: number, term: Term): number => (term === 'odd' ? 2 * year - 1 : 2 * year);
/** The year of study a semester belongs to: S1-S2 first, ..., S7-S8 fourth. */
export const yearOfSemester = (semester: number): number => Math.ceil(semester / 2);

export const settingsForm = z.object({ currentTerm: z.enum(TERMS, { error: SERVER_MESSAGES.unknownTerm }) });
export const adminSettings = z.object({
  currentTerm: z.enum(TERMS),
  /** True when the admin chose the term; false while it follows the date. */
  termChosen: z.boolean(),
});
export type AdminSettings = z.infer<typeof adminSettings>;

export const FEATURES = ['payment', 'feedback'] as const;
export type Feature = (typeof FEATURES)[number];
export const featureSwitchParams = z.object({
  feature: z.enum(FEATURES, { error: SERVER_MESSAGES.notFound }),
  value: z.enum(['0', '1'], { error: SERVER_MESSAGES.notFound }),
});

/** One department card of the admin's dashboard. */
export const departmentSummary = z.object({
  department: z.enum(DEPARTMENTS),
  /** Active students in each year, 1-4. */
  studentsByYear: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int() }),
  faculty: z.number().int(),
  /** Sign-ups of this department awaiting activation (no department: counted under none). */
  pending: z.number().int(),
});
export type DepartmentSummary = z.infer<typeof departmentSummary>;

/** GET admin/class: one class (department and semester), its students and who looks after it. */
export const classQuery = z.object({
  department: z.preprocess(
    (value) => (typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(DEPARTMENTS, { error: MESSAGES.invalidLinkLong }),
  ),
  semester: z.coerce
    .number({ error: MESSAGES.invalidLinkLong })
    .int({ error: MESSAGES.invalidLinkLong })
    .min(1, { error: MESSAGES.invalidLinkLong })
    .max(8, { error: MESSAGES.invalidLinkLong }),
});
export const classRoster = z.object({
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
  year: z.number().int(),
  /** True when the semester is the one its year is in this term. */
  current: z.boolean(),
  advisors: z.array(user),
  hods: z.array(user),
  students: z.array(user),
});
export type ClassRoster = z.infer<typeof classRoster>;

export const AUDIT_ACTIONS = ['created', 'edited', 'activated', 'deactivated', 'deleted', 'bulk-upload'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditEntry = z.object({
  _id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  action: z.enum(AUDIT_ACTIONS),
  /** Who made the change (null when that account is gone). */
  actor: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The account changed (for a bulk upload, none). */
  subject: z.string().nullable(),
  /** Field by field: [field, before, after]; for a bulk upload, its counts. */
  changes: z.array(z.tuple([z.string(), z.string().nullable(), z.string().nullable()])),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditQuery = z.object({ userId: recordId });

/** The advisor flags of a faculty member as the dialog edits them. */
export type AdvisorFlagsValue = z.infer<typeof advisorFlags>;
