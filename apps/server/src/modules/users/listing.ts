import { and, asc, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyUserType, UserSortField } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { UserRow } from './present.js';
import { users } from './schema.js';

/** What a user list is filtered, sorted and paged by (the admin's lists, the office's directory). */
export interface UserListFilter {
  types: readonly AnyUserType[];
  search?: string;
  department?: string;
  currentYear?: number;
  active?: boolean;
  sort: UserSortField;
  order: 'asc' | 'desc';
}

const SORT_COLUMNS = {
  name: users.name,
  email: users.email,
  rollNo: users.rollNo,
  department: users.department,
  currentYear: users.currentYear,
  passoutYear: users.passoutYear,
  joiningYear: users.joiningYear,
  createdAt: users.createdAt,
} as const;

/** A LIKE pattern matching the text literally (its own % and _ are not wildcards). */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A user whose name or e-mail holds the text, whatever the letter case (an approver's search). */
export const nameOrEmailContains = (search: string): SQL => {
  const text = literal(search.trim());
  return or(ilike(users.name, `%${text}%`), ilike(users.email, `%${text}%`))!;
};

function conditions(filter: UserListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [inArray(users.type, [...filter.types])];
  if (filter.department) parts.push(eq(users.department, filter.department));
  if (filter.currentYear) parts.push(eq(users.currentYear, filter.currentYear));
  if (filter.active !== undefined) parts.push(eq(users.active, filter.active));
  if (filter.search) {
    const text = literal(filter.search.trim());
    // Part of the name or e-mail, or the start of a roll number, whatever the letter case.
    parts.push(or(ilike(users.name, `%${text}%`), ilike(users.email, `%${text}%`), like(users.rollNo, `${text}%`)));
  }
  return and(...parts);
}

const ordering = (filter: UserListFilter) => {
  const column = SORT_COLUMNS[filter.sort];
  // The id breaks ties, so a row never shows on two pages or on none.
  return filter.order === 'desc' ? [desc(column), desc(users.id)] : [asc(column), asc(users.id)];
};

/** One page of a user list and the number of users the filter matches. */
export async function listUsers(
  db: Database,
  filter: UserListFilter,
  page: { page: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = conditions(filter);
  // Two queries rather than count(*) over (): the window would read every matching row in full,
  // while the page alone walks the (type, name, id) index only as far as it needs, and the count
  // reads no more than the index.
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...ordering(filter))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** Every user the filter matches, up to `max`, in order (a CSV export). */
export async function listAllUsers(db: Database, filter: UserListFilter, max: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(conditions(filter))
    .orderBy(...ordering(filter))
    .limit(max);
}
