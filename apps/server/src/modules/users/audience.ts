import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Department } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { users } from './schema.js';

/**
 * Whom something concerns, as the users module knows them (docs/rules.md, "Who may act on whom"):
 * - `ids`: these accounts;
 * - `students`: the students of a department (or all) in a year (or every year);
 * - `inCharge`: the faculty in charge of a student of this department and year (the department's
 *   HODs and the advisors of that year);
 * - `admins`: every admin (and the owner).
 */
export type Audience =
  | { ids: readonly string[] }
  | { students: { department?: Department; year?: number } }
  | { inCharge: { department: string; year: number | null } }
  | { admins: true };

const whereOf = (audience: Audience): SQL | undefined => {
  if ('ids' in audience) return inArray(users.id, [...audience.ids]);
  if ('students' in audience) {
    const { department, year } = audience.students;
    return and(
      eq(users.type, 'student'),
      department ? eq(users.department, department) : undefined,
      year ? eq(users.currentYear, year) : undefined,
    );
  }
  if ('inCharge' in audience) {
    const { department, year } = audience.inCharge;
    return and(
      eq(users.type, 'faculty'),
      eq(users.department, department),
      or(eq(users.isHod, true), year === null ? undefined : sql`${year}::smallint = ANY(${users.advisorYears})`),
    );
  }
  return inArray(users.type, ['admin', 'owner']);
};

/**
 * The active accounts of an audience (id, e-mail and type), as a query another module nests in
 * its own statement: a notification to a whole college is one INSERT ... SELECT, never a list of
 * thousands of ids sent back and forth.
 */
export function audienceQuery(db: Database, audience: Audience) {
  return db
    .select({ id: users.id, email: users.email, type: users.type })
    .from(users)
    .where(and(eq(users.active, true), whereOf(audience)));
}
