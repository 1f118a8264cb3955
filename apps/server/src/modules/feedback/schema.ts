import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Department } from '@portal/domain';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * The feedback module's tables (docs/rules.md, "Feedback"). Who answered and what was answered are
 * kept apart: `feedback_responses` knows which student answered a category for a teacher and subject,
 * and holds no answer; `feedback_tallies` holds only counts per answer, with no student, no time and
 * no row per submission, so nothing stored links an answer to its student.
 */
export const feedbackCategories = pgTable(
  'feedback_categories',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    category: text('category').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('feedback_categories_name_idx').on(sql`lower(${t.category})`)],
);

export const feedbackQuestions = pgTable(
  'feedback_questions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => feedbackCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** The order the admin added them in. */
    position: integer('position').notNull(),
  },
  (t) => [index('feedback_questions_category_position_idx').on(t.categoryId, t.position)],
);

/** The category, the teacher and subject answered about, and the answering student's class. */
const answeredAbout = () => ({
  categoryId: uuid('category_id')
    .notNull()
    .references(() => feedbackCategories.id, { onDelete: 'cascade' }),
  facultyId: uuid('faculty_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  /** The student's class when answering, so results count answers per class. */
  department: text('department').notNull().$type<Department>(),
  year: smallint('year').notNull(),
});

/** Who has answered: one row per student, category, teacher and subject; never the answers. */
export const feedbackResponses = pgTable(
  'feedback_responses',
  {
    ...answeredAbout(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.studentId, t.facultyId, t.code] }),
    index('feedback_responses_class_idx').on(t.categoryId, t.department, t.year),
  ],
);

/** What was answered: how many gave each score to a question about a teacher, subject and class. */
export const feedbackTallies = pgTable(
  'feedback_tallies',
  {
    ...answeredAbout(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => feedbackQuestions.id, { onDelete: 'cascade' }),
    /** 1-5. */
    score: smallint('score').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.department, t.year, t.facultyId, t.code, t.questionId, t.score] })],
);
