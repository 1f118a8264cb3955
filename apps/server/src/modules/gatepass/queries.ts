import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Department, Gatepass, Status } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import type { AuthUser } from '../../context.js';
import { advisorYearsPlaceholders } from '../users/jurisdiction.js';
import { gatepasses, users } from '../../db/schema.js';

const decider = alias(users, 'decider');

/** A gate pass with its holder (and who decided it), in one query with joins. */
const passColumns = {
  id: gatepasses.id,
  description: gatepasses.description,
  time: gatepasses.time,
  status: gatepasses.status,
  decidedAt: gatepasses.decidedAt,
  usedAt: gatepasses.usedAt,
  createdAt: gatepasses.createdAt,
  studentId: gatepasses.studentId,
  name: users.name,
  email: users.email,
  photo: users.photo,
  type: users.type,
  department: users.department,
  currentYear: users.currentYear,
  decidedBy: decider.name,
};

export type PassRow = {
  id: string;
  description: string;
  time: Date;
  status: number;
  decidedAt: Date | null;
  usedAt: Date | null;
  createdAt: Date;
  studentId: string;
  name: string;
  email: string;
  photo: string | null;
  type: string;
  department: string | null;
  currentYear: number | null;
  decidedBy: string | null;
};

const selectPasses = (db: Database) =>
  db
    .select(passColumns)
    .from(gatepasses)
    .innerJoin(users, eq(users.id, gatepasses.studentId))
    .leftJoin(decider, eq(decider.id, gatepasses.decidedBy));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentPass = (row: PassRow): Gatepass => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  time: row.time.toISOString(),
  description: row.description,
  status: row.status as Status,
  photo: row.photo,
  department: row.department as Department | null,
  currentYear: row.currentYear,
  decidedBy: row.decidedBy,
  decidedAt: iso(row.decidedAt),
  usedAt: iso(row.usedAt),
  createdAt: row.createdAt.toISOString(),
});

/*
 * The queries every request of this module makes are prepared once per database: Drizzle builds
 * their SQL once, and PostgreSQL parses and plans them once per connection.
 */
const passById = preparedFor((db) =>
  selectPasses(db).where(eq(gatepasses.id, sql.placeholder('id'))).limit(1).prepare('gatepass_by_id'),
);

const ownPasses = preparedFor((db) =>
  selectPasses(db)
    .where(eq(gatepasses.studentId, sql.placeholder('studentId')))
    .orderBy(desc(gatepasses.time), desc(gatepasses.createdAt))
    .prepare('gatepass_own'),
);

/*
 * The passes of one status in a member's care. An HOD's are the department's range of the index
 * (passes carry their student's department); an advisor's are then narrowed to the advisor's years.
 * Only students request passes, so the department's passes are all students' passes.
 */
const ofDepartment = and(eq(gatepasses.department, sql.placeholder('department')), eq(gatepasses.status, sql.placeholder('status')));
const ofAdvisorYears = and(ofDepartment, advisorYearsPlaceholders());

const pageOf = (where: typeof ofDepartment, name: string) =>
  preparedFor((db) =>
    selectPasses(db)
      .where(where)
      .orderBy(desc(gatepasses.createdAt), desc(gatepasses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
const departmentPage = pageOf(ofDepartment, 'gatepass_page_department');
const advisorPage = pageOf(ofAdvisorYears, 'gatepass_page_advisor');

const departmentCount = preparedFor((db) =>
  db.select({ total: sql<number>`count(*)::int` }).from(gatepasses).where(ofDepartment).prepare('gatepass_count_department'),
);
const advisorCount = preparedFor((db) =>
  db
    .select({ total: sql<number>`count(*)::int` })
    .from(gatepasses)
    .innerJoin(users, eq(users.id, gatepasses.studentId))
    .where(ofAdvisorYears)
    .prepare('gatepass_count_advisor'),
);

export async function findPass(db: Database, id: string): Promise<PassRow | undefined> {
  const [row] = await passById(db).execute({ id });
  return row;
}

/** The student's own passes, the latest pass time first. */
export function listOwnPasses(db: Database, studentId: string): Promise<PassRow[]> {
  return ownPasses(db).execute({ studentId });
}

/** One page of the passes of the students a faculty member may act on, newest first, and the total. */
export async function listPassesFor(
  db: Database,
  options: { faculty: Pick<AuthUser, 'department' | 'isHod' | 'advisorYears'>; status: Status; page: number; limit: number },
): Promise<{ rows: PassRow[]; total: number }> {
  const { faculty, status, page, limit } = options;
  if (!faculty.department || (!faculty.isHod && faculty.advisorYears.length === 0)) return { rows: [], total: 0 };
  const values = { status, department: faculty.department, years: `{${faculty.advisorYears.join(',')}}` };
  const [pageQuery, countQuery] = faculty.isHod ? [departmentPage, departmentCount] : [advisorPage, advisorCount];
  const [rows, [count]] = await Promise.all([
    pageQuery(db).execute({ ...values, limit, offset: (page - 1) * limit }),
    countQuery(db).execute(values),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
