import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Department, Gatepass, Status } from '@portal/domain';
import type { Database } from '../../db/client.js';
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

export async function findPass(db: Database, id: string): Promise<PassRow | undefined> {
  const [row] = await selectPasses(db).where(eq(gatepasses.id, id)).limit(1);
  return row;
}

export function listOwnPasses(db: Database, studentId: string): Promise<PassRow[]> {
  return selectPasses(db)
    .where(eq(gatepasses.studentId, studentId))
    .orderBy(desc(gatepasses.createdAt), desc(gatepasses.time));
}

/** One page of the passes of the students a faculty member may act on, newest first, and the total. */
export async function listPassesFor(
  db: Database,
  options: { students: SQL; status: Status; page: number; limit: number },
): Promise<{ rows: PassRow[]; total: number }> {
  const where = and(eq(gatepasses.status, options.status), options.students);
  const [rows, [count]] = await Promise.all([
    selectPasses(db)
      .where(where)
      .orderBy(desc(gatepasses.createdAt), desc(gatepasses.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(gatepasses)
      .innerJoin(users, eq(users.id, gatepasses.studentId))
      .where(where),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
}
