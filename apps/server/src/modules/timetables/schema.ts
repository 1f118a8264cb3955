import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Department, Weekday } from '@portal/domain';
import { createdAt, updatedAt } from '../../db/columns.js';
import { subjects } from '../subjects/schema.js';

/** The timetables module's tables: one timetable per class, its periods one row each. */
export const timetables = pgTable(
  'timetables',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    department: text('department').notNull().$type<Department>(),
    semester: smallint('semester').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('timetables_department_semester_unique').on(t.department, t.semester)],
);

export const timetablePeriods = pgTable(
  'timetable_periods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    timetableId: uuid('timetable_id')
      .notNull()
      .references(() => timetables.id, { onDelete: 'cascade' }),
    day: text('day').notNull().$type<Weekday>(),
    /** HH:MM in the institute's time zone; text compares in time order. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    /** A subject of the timetable's class: it cannot be deleted while a period uses it. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
  },
  (t) => [
    // A class's week, in order.
    index('timetable_periods_timetable_day_start_idx').on(t.timetableId, t.day, t.startTime),
    // The clash check and a faculty member's day: the teacher's subjects (subjects_taught_by_idx),
    // then their periods by day; also whether a subject is in use.
    index('timetable_periods_subject_day_start_idx').on(t.subjectId, t.day, t.startTime),
  ],
);
