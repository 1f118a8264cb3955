import { eq, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../context.js';

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
export const managedSubjectsOf = (user: AuthUser, table: { taughtBy: AnyColumn; department: AnyColumn }): SQL =>
  user.isHod && user.department
    ? or(eq(table.taughtBy, user.id), eq(table.department, user.department))!
    : eq(table.taughtBy, user.id);
