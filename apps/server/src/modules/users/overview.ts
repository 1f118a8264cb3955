import { and, asc, eq, sql } from 'drizzle-orm';
import { DEPARTMENTS, type Department, type DepartmentSummary } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import type { UserRow } from './present.js';
import { users } from './schema.js';

/**
 * The admin's overview of the college: the department cards, the sign-ups waiting for an admin,
 * and one class's people. Each is one query, grouped in the database.
 */

/** Active students per year, faculty, and sign-ups awaiting activation, for every department. */
export async function departmentSummaries(db: Database): Promise<DepartmentSummary[]> {
  const counts = await db
    .select({
      department: users.department,
      type: users.type,
      active: users.active,
      awaiting: users.awaitingActivation,
      year: users.currentYear,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(users)
    .where(sql`${users.type} IN ('student', 'faculty')`)
    .groupBy(users.department, users.type, users.active, users.awaitingActivation, users.currentYear);
  return DEPARTMENTS.map((department) => {
    const mine = counts.filter((entry) => entry.department === department);
    const students = (year: number) =>
      mine
        .filter((entry) => entry.type === 'student' && entry.active && entry.year === year)
        .reduce((sum, entry) => sum + entry.count, 0);
    return {
      department,
      studentsByYear: { 1: students(1), 2: students(2), 3: students(3), 4: students(4) },
      faculty: mine
        .filter((entry) => entry.type === 'faculty' && entry.active)
        .reduce((sum, entry) => sum + entry.count, 0),
      pending: mine.filter((entry) => entry.awaiting).reduce((sum, entry) => sum + entry.count, 0),
    };
  });
}

/** Sign-ups awaiting activation (a deactivated account is not one of them), oldest first. */
export async function pendingSignUps(db: Database): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.awaitingActivation, true)).orderBy(asc(users.createdAt), asc(users.id));
}

/** Sign-ups awaiting activation: all of them, or those an admin has already given this department. */
export async function countSignUpsWaiting(db: Database, department: Department | null): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.awaitingActivation, true), department ? eq(users.department, department) : undefined));
  return Number(row?.total ?? 0);
}

/** One class's people: its students (by year), the advisors of that year, and the department's HODs. */
export async function classMembers(
  db: Database,
  department: Department,
  year: number,
): Promise<{ students: UserRow[]; advisors: UserRow[]; hods: UserRow[] }> {
  const students = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.type, 'student'),
        eq(users.department, department),
        eq(users.currentYear, year),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
  const faculty = await db
    .select()
    .from(users)
    .where(and(eq(users.type, 'faculty'), eq(users.department, department), eq(users.active, true)))
    .orderBy(asc(users.name), asc(users.id));
  return {
    students,
    advisors: faculty.filter((member) => member.advisorYears.includes(year)),
    hods: faculty.filter((member) => member.isHod),
  };
}

/** A student of a class as its lists show them (attendance): no more of the row than that. */
export interface RosterStudent {
  id: string;
  name: string;
  email: string;
  studentId: string | null;
  rollNo: string | null;
}

const classRosterQuery = preparedFor((db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, studentId: users.studentId, rollNo: users.rollNo })
    .from(users)
    .where(
      and(
        eq(users.type, 'student'),
        eq(users.department, sql.placeholder('department')),
        eq(users.currentYear, sql.placeholder('year')),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .prepare('users_class_roster'),
);

/** One class's active students (a department's year), in name order, in one prepared query. */
export function classRoster(db: Database, department: Department, year: number): Promise<RosterStudent[]> {
  return classRosterQuery(db).execute({ department, year }) as Promise<RosterStudent[]>;
}
