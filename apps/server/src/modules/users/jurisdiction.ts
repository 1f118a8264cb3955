import { and, eq, sql, type SQL } from 'drizzle-orm';
import { users } from './schema.js';
import type { AuthUser } from '../../context.js';

/**
 * "Who may act on whom" (docs/rules.md): a faculty member acts on the students of the own
 * department whose current year is one of the member's advisor years; an HOD on every student
 * of the department.
 */
export function hasJurisdiction(
  faculty: Pick<AuthUser, 'type' | 'department' | 'isHod' | 'advisorYears'>,
  student: { type: string; department: string | null; currentYear: number | null },
): boolean {
  if (faculty.type !== 'faculty' || !faculty.department || student.type !== 'student') return false;
  if (student.department !== faculty.department) return false;
  return faculty.isHod || (student.currentYear !== null && faculty.advisorYears.includes(student.currentYear));
}

/**
 * The advisor's half of the rule with placeholders, for prepared statements over lists joined to
 * `users`: students of `department` whose current year is in `years` (a PostgreSQL array literal
 * such as '{1,3}'). An HOD's lists need only the department.
 */
export function advisorYearsPlaceholders(): SQL {
  return and(
    eq(users.type, 'student'),
    eq(users.department, sql.placeholder('department')),
    sql`${users.currentYear} = ANY(${sql.placeholder('years')}::smallint[])`,
  )!;
}
