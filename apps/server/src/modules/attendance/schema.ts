import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryMode, Department } from '@portal/domain';
import { createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/schema.js';
import { subjects } from '../subjects/schema.js';

/**
 * The attendance module's tables (docs/rules.md, "Attendance"; docs/choices.md, "Attendance storage").
 *
 * `attendance_periods`: one row per period held (date, class, subject, start time) with the ids of
 * the students present and of those absent. A term of a 5,000-student college (about 2.6 million
 * presence marks) is some 10,000 rows: a subject's matrix reads the rows of one subject, and saving a
 * period is one upsert.
 */
export const attendancePeriods = pgTable(
  'attendance_periods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    department: text('department').notNull().$type<Department>(),
    semester: smallint('semester').notNull(),
    /** The subject (subjects module); its records go with it. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    module: smallint('module').notNull(),
    deliveryMode: text('delivery_mode').notNull().$type<DeliveryMode>(),
    topic: text('topic').notNull(),
    present: uuid('present')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    absent: uuid('absent')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One record per date, subject (and so class) and period start: saving again replaces it.
    // Also a subject's records, newest first (read backwards).
    uniqueIndex('attendance_periods_subject_date_start_unique').on(t.subjectId, t.date, t.startTime),
  ],
);

/**
 * `attendance_tallies`: per student and subject, the periods held (the student listed) and attended,
 * kept by the database (triggers of migration 0012 on every insert, update and delete of
 * `attendance_periods`, whoever makes it), so a student's summary reads six rows instead of the
 * class's term of records. It mirrors the periods' arrays exactly: like them it keeps the ids of
 * students since deleted (no foreign key on the student), and it goes with its subject.
 */
export const attendanceTallies = pgTable(
  'attendance_tallies',
  {
    studentId: uuid('student_id').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    held: integer('held').notNull().default(0),
    attended: integer('attended').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.subjectId] }),
    // A class's tallies, subject by subject (the attendance shortage report). Only the counts
    // change on a save, so their updates stay on the page without touching this index.
    index('attendance_tallies_subject_idx').on(t.subjectId),
  ],
);
