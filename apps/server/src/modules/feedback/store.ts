import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  FEEDBACK_ANSWERS,
  FEEDBACK_SCORES,
  type Department,
  type FeedbackAnswer,
  type FeedbackCategory,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { users } from '../users/index.js';
import { feedbackCategories, feedbackQuestions, feedbackResponses, feedbackTallies } from './schema.js';

/** Every category with its questions in the order they were added, categories by name. */
export async function listCategories(db: Database): Promise<FeedbackCategory[]> {
  const categories = await db
    .select()
    .from(feedbackCategories)
    .orderBy(asc(sql`lower(${feedbackCategories.category})`));
  if (categories.length === 0) return [];
  const questions = await db
    .select()
    .from(feedbackQuestions)
    .where(
      inArray(
        feedbackQuestions.categoryId,
        categories.map((category) => category.id),
      ),
    )
    .orderBy(asc(feedbackQuestions.categoryId), asc(feedbackQuestions.position));
  return categories.map((category) => ({
    _id: category.id,
    category: category.category,
    questions: questions
      .filter((question) => question.categoryId === category.id)
      .map((question) => ({ _id: question.id, question: question.question })),
  }));
}

export async function findCategory(db: Database, id: string) {
  const [row] = await db.select().from(feedbackCategories).where(eq(feedbackCategories.id, id));
  return row;
}

export function questionsOf(db: Database, categoryId: string) {
  return db
    .select({ id: feedbackQuestions.id, question: feedbackQuestions.question })
    .from(feedbackQuestions)
    .where(eq(feedbackQuestions.categoryId, categoryId))
    .orderBy(asc(feedbackQuestions.position));
}

/** Appends questions after the category's last one, under a lock so two admins never share a place. */
export async function addQuestions(db: Database, categoryId: string, questions: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT 1 FROM ${feedbackCategories} WHERE ${feedbackCategories.id} = ${categoryId} FOR UPDATE`,
    );
    const [{ total }] = (await tx
      .select({ total: count() })
      .from(feedbackQuestions)
      .where(eq(feedbackQuestions.categoryId, categoryId))) as [{ total: number }];
    await tx
      .insert(feedbackQuestions)
      .values(questions.map((question, index) => ({ categoryId, question, position: Number(total) + index })));
    return Number(total) + questions.length;
  });
}

/** The teachers and subjects this student has answered a category for. */
export function answeredBy(db: Database, categoryId: string, studentId: string) {
  return db
    .select({ facultyId: feedbackResponses.facultyId, code: feedbackResponses.code })
    .from(feedbackResponses)
    .where(and(eq(feedbackResponses.categoryId, categoryId), eq(feedbackResponses.studentId, studentId)));
}

export interface Submission {
  categoryId: string;
  studentId: string;
  facultyId: string;
  code: string;
  department: Department;
  year: number;
  answers: { questionId: string; answer: FeedbackAnswer }[];
}

/**
 * Records one submission: who answered (refused when already there) and, apart from it, one more in
 * the count of each answer. Answers true when recorded, false when this student had answered already.
 */
export async function recordSubmission(db: Database, submission: Submission): Promise<boolean> {
  const { categoryId, studentId, facultyId, code, department, year } = submission;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(feedbackResponses)
      .values({ categoryId, studentId, facultyId, code, department, year })
      .onConflictDoNothing()
      .returning({ code: feedbackResponses.code });
    if (inserted.length === 0) return false;
    await tx
      .insert(feedbackTallies)
      .values(
        submission.answers.map(({ questionId, answer }) => ({
          categoryId,
          questionId,
          facultyId,
          code,
          department,
          year,
          score: FEEDBACK_SCORES[answer],
          count: 1,
        })),
      )
      .onConflictDoUpdate({
        target: [
          feedbackTallies.categoryId,
          feedbackTallies.department,
          feedbackTallies.year,
          feedbackTallies.facultyId,
          feedbackTallies.code,
          feedbackTallies.questionId,
          feedbackTallies.score,
        ],
        set: { count: sql`${feedbackTallies.count} + 1` },
      });
    return true;
  });
}

export interface ClassResults {
  /** Submissions per teacher and subject. */
  responses: { facultyId: string; facultyEmail: string; facultyName: string; code: string; answered: number }[];
  /** Counts per teacher, subject, question and answer. */
  tallies: { facultyId: string; code: string; questionId: string; answer: FeedbackAnswer; count: number }[];
}

/** One class's results for a category: two grouped reads, whatever the number of teachers. */
export async function classResults(
  db: Database,
  categoryId: string,
  department: Department,
  year: number,
): Promise<ClassResults> {
  const responses = await db
    .select({
      facultyId: feedbackResponses.facultyId,
      facultyEmail: users.email,
      facultyName: users.name,
      code: feedbackResponses.code,
      answered: count(),
    })
    .from(feedbackResponses)
    .innerJoin(users, eq(users.id, feedbackResponses.facultyId))
    .where(
      and(
        eq(feedbackResponses.categoryId, categoryId),
        eq(feedbackResponses.department, department),
        eq(feedbackResponses.year, year),
      ),
    )
    .groupBy(feedbackResponses.facultyId, users.email, users.name, feedbackResponses.code)
    .orderBy(asc(feedbackResponses.code), asc(users.email));
  const tallies = await db
    .select({
      facultyId: feedbackTallies.facultyId,
      code: feedbackTallies.code,
      questionId: feedbackTallies.questionId,
      score: feedbackTallies.score,
      count: feedbackTallies.count,
    })
    .from(feedbackTallies)
    .where(
      and(
        eq(feedbackTallies.categoryId, categoryId),
        eq(feedbackTallies.department, department),
        eq(feedbackTallies.year, year),
      ),
    );
  return {
    responses: responses.map((row) => ({ ...row, answered: Number(row.answered) })),
    tallies: tallies.map((row) => ({
      facultyId: row.facultyId,
      code: row.code,
      questionId: row.questionId,
      answer: FEEDBACK_ANSWERS[row.score - 1]!,
      count: row.count,
    })),
  };
}
