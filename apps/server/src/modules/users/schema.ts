import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ParentDetails } from '@portal/domain';
import { createdAt, updatedAt } from '../../db/columns.js';

/** The users module's table: every account. */

/**
 * The text the user lists' search reads for a part of a name, an e-mail or a student ID, lower-cased
 * (docs/rules.md, "Accounts run by the admin"): one expression, so the search and its trigram index
 * are the same expression and PostgreSQL uses the index.
 */
export const searchableText = (t: { name: AnyPgColumn; email: AnyPgColumn; studentId: AnyPgColumn }): SQL =>
  sql`lower(${t.name} || ' ' || ${t.email} || ' ' || coalesce(${t.studentId}, ''))`;

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    /** argon2id hash; null for an account that has never had a password. */
    passwordHash: text('password_hash'),
    /** Bumped on password change and deactivation, so every token issued before stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    name: text('name').notNull().default(''),
    mobile: text('mobile'),
    type: text('type').notNull().$type<'student' | 'faculty' | 'admin' | 'security' | 'office' | 'owner'>(),
    active: boolean('active').notNull().default(true),
    /** A self-registered account no admin has activated yet (SELF_REGISTRATION=approval). */
    awaitingActivation: boolean('awaiting_activation').notNull().default(false),
    isHod: boolean('is_hod').notNull().default(false),
    department: text('department'),
    /** The years (1-4) a faculty member advises; the API shows them as flags y1..y4. */
    advisorYears: smallint('advisor_years')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    currentYear: smallint('current_year'),
    passoutYear: integer('passout_year'),
    rollNo: text('roll_no'),
    studentId: text('student_id'),
    joiningYear: integer('joining_year'),
    photo: text('photo'),
    address: text('address'),
    dob: date('dob', { mode: 'string' }),
    bloodGroup: text('blood_group'),
    parentDetails: jsonb('parent_details').$type<ParentDetails>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The faculty approval lists and the (later) admin and office directories filter by these.
    index('users_type_department_year_idx').on(t.type, t.department, t.currentYear),
    // The admin's lists page through one type in name order.
    index('users_type_name_idx').on(t.type, t.name, t.id),
    // The lists' search: part of the name, e-mail or student ID; part of the mobile number; the start of
    // the roll number (pg_trgm's trigram indexes serve a LIKE with a wildcard on both sides).
    index('users_search_idx').using('gin', sql`(${searchableText(t)}) gin_trgm_ops`),
    index('users_mobile_search_idx').using('gin', t.mobile.op('gin_trgm_ops')),
    index('users_roll_no_search_idx').on(t.rollNo.op('text_pattern_ops')),
    index('users_awaiting_activation_idx')
      .on(t.createdAt)
      .where(sql`${t.awaitingActivation}`),
  ],
);
