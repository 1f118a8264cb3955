import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Calendar days of the institute's time zone in SQL, for the reads that count or list by day (the
 * gate log, today at a glance): a day starts at midnight there, whatever the server's own zone.
 */

/** The instant `column` falls on one of the days `first`..`last` (YYYY-MM-DD, both included). */
export const onDays = (column: AnyColumn, first: string, last: string, timeZone: string): SQL =>
  sql`(${column} >= (${first}::date)::timestamp at time zone ${timeZone} and ${column} < ((${last}::date + 1)::timestamp at time zone ${timeZone}))`;

/**
 * The day (YYYY-MM-DD) of the instant in `column`. Group by it by its place in the select list
 * (`groupBy(sql\`1\`)`): the zone is a parameter, and the same expression with another parameter
 * would not count as the same for GROUP BY.
 */
export const dayOf = (column: AnyColumn, timeZone: string): SQL<string> =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
