import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { currentSemesterOf as semesterThisTerm, yearOfSemester, type Department, type Subject } from '@portal/domain';
import type { AppContext, AuthUser } from '../../context.js';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { loggableError } from '../../lib/loggable-error.js';
import { currentTermOf, readTermSettings } from '../settings/index.js';
import { hasJurisdiction, users } from '../users/index.js';
import { subjects } from './schema.js';

export type SubjectRow = typeof subjects.$inferSelect;

/** A subject with its teacher, as every read shows it. */
const withTeacher = {
  id: subjects.id,
  name: subjects.name,
  code: subjects.code,
  courseType: subjects.courseType,
  department: subjects.department,
  semester: subjects.semester,
  teacherId: users.id,
  teacherName: users.name,
  teacherEmail: users.email,
  teacherDepartment: users.department,
};
export interface SubjectWithTeacher {
  id: string;
  name: string;
  code: string;
  courseType: SubjectRow['courseType'];
  department: Department;
  semester: number;
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
  teacherDepartment: string | null;
}

export const presentSubject = (row: SubjectWithTeacher): Subject => ({
  _id: row.id,
  name: row.name,
  code: row.code,
  courseType: row.courseType,
  department: row.department,
  semester: row.semester,
  taughtBy: {
    _id: row.teacherId,
    name: row.teacherName,
    email: row.teacherEmail,
    department: row.teacherDepartment as Department | null,
  },
});

const selectWithTeacher = (db: Database, where: SQL | undefined) =>
  db
    .select(withTeacher)
    .from(subjects)
    .innerJoin(users, eq(users.id, subjects.taughtBy))
    .where(where)
    .orderBy(asc(subjects.department), asc(subjects.semester), asc(subjects.code));

/** GET shared/subject: every subject, or a department's, or a class's, in class and code order. */
export function listSubjects(
  db: Database,
  filter: { department?: Department; semester?: number },
): Promise<SubjectWithTeacher[]> {
  return selectWithTeacher(
    db,
    and(
      filter.department ? eq(subjects.department, filter.department) : undefined,
      filter.semester ? eq(subjects.semester, filter.semester) : undefined,
    ),
  );
}

const classSubjects = preparedFor((db) =>
  db
    .select(withTeacher)
    .from(subjects)
    .innerJoin(users, eq(users.id, subjects.taughtBy))
    .where(
      and(eq(subjects.department, sql.placeholder('department')), eq(subjects.semester, sql.placeholder('semester'))),
    )
    .orderBy(asc(subjects.code))
    .prepare('subjects_of_class'),
);

/** The subjects of a class (a department and a semester), with their teachers, in code order. */
export function findSubjectsOfClass(
  db: Database,
  department: Department,
  semester: number,
): Promise<SubjectWithTeacher[]> {
  return classSubjects(db).execute({ department, semester }) as Promise<SubjectWithTeacher[]>;
}

const subjectByCode = preparedFor((db) =>
  db
    .select(withTeacher)
    .from(subjects)
    .innerJoin(users, eq(users.id, subjects.taughtBy))
    .where(
      and(
        eq(subjects.department, sql.placeholder('department')),
        eq(subjects.semester, sql.placeholder('semester')),
        eq(subjects.code, sql.placeholder('code')),
      ),
    )
    .limit(1)
    .prepare('subject_by_code'),
);

/** One subject of a class, named by its code (any letter case); prepared, as attendance asks on every save. */
export async function findSubjectByCode(
  db: Database,
  department: Department,
  semester: number,
  code: string,
): Promise<SubjectWithTeacher | undefined> {
  const [row] = (await subjectByCode(db).execute({
    department,
    semester,
    code: code.trim().toLowerCase(),
  })) as SubjectWithTeacher[];
  return row;
}

export async function findSubjectById(db: Database, id: string): Promise<SubjectWithTeacher | undefined> {
  const [row] = await selectWithTeacher(db, eq(subjects.id, id));
  return row;
}

/** What a faculty member teaches, class by class. */
export function subjectsTaughtBy(db: Database, facultyId: string): Promise<SubjectWithTeacher[]> {
  return selectWithTeacher(db, eq(subjects.taughtBy, facultyId));
}

const teachesInClass = preparedFor((db) =>
  db
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      and(
        eq(subjects.department, sql.placeholder('department')),
        eq(subjects.semester, sql.placeholder('semester')),
        eq(subjects.taughtBy, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('subjects_teaches_in_class'),
);

/**
 * Whether this user is one of "the class's faculty" (docs/rules.md, "Discussions"): a teacher of
 * one of the class's subjects, the HOD of its department, or an advisor of the year its semester
 * belongs to in that department. The class dashboard's tabs and the discussions use it.
 */
export async function isClassFaculty(
  db: Database,
  user: Pick<AuthUser, 'id' | 'type' | 'department' | 'isHod' | 'advisorYears'>,
  department: Department,
  semester: number,
): Promise<boolean> {
  if (user.type !== 'faculty') return false;
  // The HOD and the advisors look after the class's students, as they do for requests.
  if (hasJurisdiction(user, { type: 'student', department, currentYear: yearOfSemester(semester) })) return true;
  const [taught] = await teachesInClass(db).execute({ department, semester, userId: user.id });
  return taught !== undefined;
}

/** A subject as the teaching rules need it. */
export interface TaughtSubject {
  department: string;
  teacherId: string;
}

/**
 * Whether this user manages this subject's exams and attendance (docs/rules.md, "Exams and marks",
 * "Attendance"): its teacher, or the HOD of its department.
 */
export const managesSubject = (user: AuthUser, subject: TaughtSubject): boolean =>
  user.type === 'faculty' && (subject.teacherId === user.id || (user.isHod && user.department === subject.department));

/** The subjects a member manages, as a filter on the subjects table: taught ones, and the whole department's for an HOD. */
export const managedSubjectsOf = (user: AuthUser): SQL =>
  user.isHod && user.department
    ? or(eq(subjects.taughtBy, user.id), eq(subjects.department, user.department))!
    : eq(subjects.taughtBy, user.id);

/** Whether this user teaches this subject (attendance and exams: docs/rules.md, "Who may act on whom"). */
export async function isTaughtBy(db: Database, subjectId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), eq(subjects.taughtBy, userId)))
    .limit(1);
  return row !== undefined;
}

/** The subjects of these ids (a timetable's periods name theirs). */
export function subjectsByIds(db: Database, ids: string[]): Promise<SubjectWithTeacher[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWithTeacher(db, inArray(subjects.id, ids));
}

/**
 * The semester a student is in this term (docs/rules.md, "Terms and classes"): from the year of study and the
 * current term (the admin's setting, or the date's). Null without a year. Reads the setting from the
 * database: for the demo's loaders, which run without the app; a request takes `semesterThisTermOf`.
 */
export async function currentSemesterOf(
  db: Database,
  currentYear: number | null,
  now: Date,
  timeZone: string,
): Promise<number | null> {
  if (!currentYear) return null;
  const { currentTerm } = await readTermSettings(db, now, timeZone);
  return semesterThisTerm(currentYear, currentTerm);
}

/** True when a failed statement broke a unique index (two admins saving the same code at once). */
export const isUniqueViolation = (error: unknown): boolean => loggableError(error).code === '23505';

/**
 * The same on the signed-in path: the admin's choice of term from the users module's cache (dropped
 * the moment the setting changes, in every process), so it costs no query.
 */
export async function semesterThisTermOf(
  ctx: Pick<AppContext, 'users' | 'now' | 'config'>,
  currentYear: number | null,
  now = ctx.now(),
): Promise<number | null> {
  return semesterThisTerm(currentYear, currentTermOf(await ctx.users.termChoice(), now, ctx.config.timeZone));
}
