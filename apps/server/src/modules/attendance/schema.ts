import { sql } from 'drizzle-orm';
import { date, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryMode, Department } from '@portal/domain';
import { createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/index.js';
import { subjects } from '../subjects/index.js';

/**
 * The attendance module's table (docs/rules.md, "Attendance"; docs/choices.md, "Attendance storage"):
 * one row per period held (date, class, subject, start time) with the ids of the students present
 * and of those absent. About two million presence marks are some 50,000 rows: a student's summary
 * reads the few hundred rows of the own class, a subject's matrix the rows of one subject.
 */
export const attendancePeriods = pgTable(
  'attendance_periods',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
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
    present: uuid('present').array().notNull().default(sql`'{}'::uuid[]`),
    absent: uuid('absent').array().notNull().default(sql`'{}'::uuid[]`),
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One record per date, subject (and so class) and period start: saving again replaces it.
    uniqueIndex('attendance_periods_subject_date_start_unique').on(t.subjectId, t.date, t.startTime),
    // A class's periods: the student's own summary.
    index('attendance_periods_class_idx').on(t.department, t.semester, t.subjectId),
  ],
);
