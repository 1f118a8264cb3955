import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { mobileDigits, withoutNumberSeparators, type AnyUserType, type UserSortField } from '@portal/domain';
import type { Database } from '../../db/client.js';
import type { UserRow } from './present.js';
import { searchableText, users } from './schema.js';

/** What a user list is filtered, sorted and paged by (the admin's lists, the office's directory). */
export interface UserListFilter {
  types: readonly AnyUserType[];
  search?: string;
  department?: string;
  currentYear?: number;
  active?: boolean;
  sort: UserSortField;
  order: 'asc' | 'desc';
  /** A condition another module adds on the users' rows (the fee dues: has not paid the fee). */
  where?: SQL;
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

/** The fewest digits a search must have to be looked for inside mobile numbers. */
const MOBILE_SEARCH_MIN_DIGITS = 4;

/**
 * The digits to look for in mobile numbers when the search looks like (part of) one, typed as
 * people type numbers: spaces and dashes between groups, perhaps +91 or 0 in front.
 */
function mobileSearchDigits(search: string): string | undefined {
  const compact = withoutNumberSeparators(search);
  if (!new RegExp(`^\\+?\\d{${MOBILE_SEARCH_MIN_DIGITS},}$`).test(compact)) return undefined;
  return mobileDigits(compact) ?? compact.replace(/^\+/, '');
}

/**
 * What a search finds (docs/rules.md, "Accounts run by the admin"): part of the name, e-mail or
 * student ID, whatever the letter case; the start of the roll number; and, for a search of at least
 * four digits, part of the mobile number. Each part has its index (schema.ts).
 */
export function userSearch(search: string): SQL | undefined {
  const text = search.trim();
  const parts: SQL[] = [like(searchableText(users), `%${literal(text.toLowerCase())}%`)];
  if (/^\d+$/.test(text)) parts.push(like(users.rollNo, `${text}%`));
  const digits = mobileSearchDigits(text);
  if (digits) parts.push(like(users.mobile, `%${digits}%`));
  return or(...parts);
}

function conditions(filter: UserListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [inArray(users.type, [...filter.types])];
  if (filter.department) parts.push(eq(users.department, filter.department));
  if (filter.currentYear) parts.push(eq(users.currentYear, filter.currentYear));
  if (filter.active !== undefined) parts.push(eq(users.active, filter.active));
  if (filter.where) parts.push(filter.where);
  if (filter.search) parts.push(userSearch(filter.search));
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
