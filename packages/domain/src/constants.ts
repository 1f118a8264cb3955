/**
 * The portal's business constants (docs/rules.md, "Formats and constants"), in one place so the server,
 * the web app and the tests agree on them.
 */

export const DEPARTMENTS = ['CE', 'ME', 'EEE', 'ECE', 'CSE'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const DEPARTMENT_NAMES: Record<Department, string> = {
  CE: 'Civil Engineering',
  ME: 'Mechanical Engineering',
  EEE: 'Electrical and Electronics Engineering',
  ECE: 'Electronics and Communication Engineering',
  CSE: 'Computer Science and Engineering',
};

/** Semesters 1-8, shown as S1-S8. */
export const SEMESTERS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type Semester = (typeof SEMESTERS)[number];
export const semesterLabel = (semester: number): string => `S${semester}`;

/** Years of study 1-4, labelled First to Fourth. */
export const YEARS = [1, 2, 3, 4] as const;
export type Year = (typeof YEARS)[number];
export const YEAR_LABELS: Record<Year, string> = { 1: 'First', 2: 'Second', 3: 'Third', 4: 'Fourth' };

/** A student's current year as a label, e.g. 3 -> 'Third'. */
export const yearLabel = (year: number | null | undefined): string =>
  year && (YEARS as readonly number[]).includes(year) ? YEAR_LABELS[year as Year] : '';

/** Passout year options run from the current year up to four more. */
export const passoutYearOptions = (now: Date = new Date()): number[] => {
  const year = now.getFullYear();
  return [0, 1, 2, 3, 4].map((offset) => year + offset);
};

/** Kinds of account. `owner` is only ever returned by the current-user call and uses the admin area. */
export const USER_TYPES = ['student', 'faculty', 'admin', 'security', 'office'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Each kind of account in words, as the screens name it. */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  student: 'Student',
  faculty: 'Faculty',
  admin: 'Admin',
  security: 'Security staff',
  office: 'Office staff',
};
export const ALL_USER_TYPES = [...USER_TYPES, 'owner'] as const;
export type AnyUserType = (typeof ALL_USER_TYPES)[number];

/** Request status codes shared by gate passes and leave applications. */
export const STATUS = { PENDING: 0, APPROVED: 1, REJECTED: -1 } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];
export const STATUS_LABELS: Record<Status, string> = { 0: 'PENDING', 1: 'APPROVED', [-1]: 'REJECTED' };
/** Status colours (docs/rules.md): pending yellow, approved green, rejected red. */
export const STATUS_COLOURS: Record<Status, 'warning' | 'success' | 'error'> = {
  0: 'warning',
  1: 'success',
  [-1]: 'error',
};
/** The two decisions a faculty approver can take. */
export const DECISIONS = [STATUS.APPROVED, STATUS.REJECTED] as const;
export type Decision = (typeof DECISIONS)[number];

/** Interface constants. */
export const TOAST_AUTO_HIDE_MS = 3000;
export const DRAWER_WIDTH = 240;
export const QR_SCAN_DELAY_MS = 300;
export const TABLE_PAGE_SIZE = 4;
export const TABLE_PAGE_SIZE_OPTIONS = [2, 4, 6] as const;
export const DESCRIPTION_ROWS = { min: 3, max: 5 } as const;

/** Display formats, as dayjs names them: 'Tue 8 Dec 2026' and '2:00 pm' (written by format.ts). */
export const DATE_FORMAT = 'ddd D MMM YYYY';
export const TIME_FORMAT = 'h:mm a';

/** Password limits when a password is chosen or changed. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 49;

/** Longest free text we accept in a description, so one request cannot fill the database. */
export const DESCRIPTION_MAX = 1000;
/** How far ahead a gate pass may be asked for: a pass is for a near outing, not next year's. */
export const GATEPASS_HORIZON_DAYS = 90;
export const NAME_MAX = 100;
export const ADDRESS_MAX = 500;

export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

export const MODULES = [1, 2, 3, 4, 5, 6] as const;
export const DELIVERY_MODES = ['offline', 'online'] as const;
export const COURSE_TYPES = ['lab', 'theory'] as const;
export const RESOURCE_TYPES = ['notes', 'papers', 'ebooks', 'lab'] as const;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

/** Self-registration policy (SELF_REGISTRATION). */
export const SELF_REGISTRATION_MODES = ['approval', 'open', 'closed'] as const;
export type SelfRegistrationMode = (typeof SELF_REGISTRATION_MODES)[number];

/** The institute's time zone: a gate pass is valid at the gate on its own day here. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

/** The local-storage keys of docs/rules.md, "Formats and constants". */
export const STORAGE_KEYS = { token: 'token', theme: 'theme', area: 'area' } as const;

/** The institute's name on printed pages such as fee receipts. */
export const INSTITUTE_NAME = 'College Portal';
