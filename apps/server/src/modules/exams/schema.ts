import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.js';
import { users } from '../users/schema.js';
import { subjects } from '../subjects/schema.js';

/**
 * The exams module's tables (docs/rules.md, "Exams and marks"): exam types, exams and one entry per
 * student and exam (a mark, or absent).
 */
export const examTypes = pgTable(
  'exam_types',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    type: text('type').notNull(),
    maxMark: doublePrecision('max_mark').notNull(),
    passMark: doublePrecision('pass_mark').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('exam_types_type_unique').on(sql`lower(${t.type})`)],
);

export const exams = pgTable(
  'exams',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** A type in use cannot be deleted (409 before the database is asked). */
    examTypeId: uuid('exam_type_id')
      .notNull()
      .references(() => examTypes.id, { onDelete: 'restrict' }),
    /** The subject (subjects module); its exams go with it. */
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    numberOfQuestions: integer('number_of_questions').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A type's exams (the faculty's list, the in-use check) and a subject's (the class's marks, the student's marks).
    index('exams_type_date_idx').on(t.examTypeId, t.date),
    index('exams_subject_date_idx').on(t.subjectId, t.date),
  ],
);

export const examMarks = pgTable(
  'exam_marks',
  {
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mark; none when the student was absent. A student without a row is not entered yet. */
    marks: doublePrecision('marks'),
    absent: boolean('absent').notNull().default(false),
  },
  (t) => [
    // Absent, or a mark: never both, never neither (docs/rules.md, "Exams and marks").
    check(
      'exam_marks_absent_or_mark',
      sql`(${t.absent} and ${t.marks} is null) or (not ${t.absent} and ${t.marks} is not null)`,
    ),
    // One mark per student per exam; the exam's marks are the key's prefix.
    primaryKey({ columns: [t.examId, t.studentId] }),
    // A student's own marks.
    index('exam_marks_student_idx').on(t.studentId),
  ],
);
