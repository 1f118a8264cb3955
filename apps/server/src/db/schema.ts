import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ParentDetails } from '@portal/domain';

/**
 * The portal's tables. Ids are random UUIDs made by the database, times are timestamptz.
 * Every lookup the server makes has an index below.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    /** argon2id hash; null for an account that has never had a password. */
    passwordHash: text('password_hash'),
    /** Bumped on password change and deactivation, so every token issued before stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    name: text('name').notNull().default(''),
    mobile: text('mobile'),
    type: text('type').notNull().$type<'student' | 'faculty' | 'admin' | 'security' | 'office' | 'owner'>(),
    active: boolean('active').notNull().default(true),
    isHod: boolean('is_hod').notNull().default(false),
    department: text('department'),
    /** The years (1-4) a faculty member advises; the API shows them as flags y1..y4. */
    advisorYears: smallint('advisor_years').array().notNull().default(sql`'{}'::smallint[]`),
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
  ],
);

export const gatepasses = pgTable(
  'gatepasses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
    /** 0 pending, 1 approved, -1 rejected. */
    status: smallint('status').notNull().default(0),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When security let the holder out: a pass is used once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /**
     * The student's department, copied by the database (a trigger on insert, and on a change of the
     * student's department), so an approver's list is one index range instead of a join over every
     * pass of its status in the college.
     */
    department: text('department'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The student's own list: latest pass time first. (Plain ascending columns: read backwards they
    // give exactly ORDER BY ... DESC, whose nulls come first, which a DESC NULLS LAST index does not.)
    index('gatepasses_student_time_idx').on(t.studentId, t.time),
    // An approver's list: the department's passes of one status, newest first, read backwards.
    index('gatepasses_department_status_created_idx').on(t.department, t.status, t.createdAt, t.id),
  ],
);

/** Every scan at the gate, valid or not: who scanned, when, what was read and the result. */
export const scans = pgTable(
  'scans',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    gatepassId: uuid('gatepass_id').references(() => gatepasses.id, { onDelete: 'set null' }),
    scannedBy: uuid('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    rawInput: text('raw_input').notNull(),
    result: text('result').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scans_gatepass_idx').on(t.gatepassId), index('scans_scanned_at_idx').on(t.scannedAt)],
);

/** Single-use password reset links; only a SHA-256 of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

/**
 * Rate limit counters, one row per key ("signin:ip:127.0.0.1"), in a fixed window. They live in
 * the database so several server processes sharing it count together.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

/** Portal-wide switches such as the payment and feedback features. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
