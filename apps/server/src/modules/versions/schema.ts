import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The versions module's table: a version per piece of the college an answer is made of, bumped by
 * database triggers in the same transaction as every change of the rows behind it (migration
 * 0019_report_versions), whoever makes it. A kept answer is served again only while the versions it
 * was made at are still the current ones (docs/architecture.md, "Answers kept on the server").
 *
 * Keys: `class:<department>:<semester>` (the class's attendance, subjects and students),
 * `exam:<id>` (an exam and its marks), `fee:<id>` (a fee and its payments), `students` (any
 * student's name, class or standing), `requests`, `signups` and `payments` (today at a glance).
 */
export const reportVersions = pgTable('report_versions', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
