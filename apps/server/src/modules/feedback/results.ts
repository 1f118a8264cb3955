import {
  FEEDBACK_MIN_ANSWERS_SHOWN,
  SERVER_MESSAGES,
  feedbackResultKey,
  semesterOf,
  type Department,
  type FeedbackResults,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { findSubjectsOfClass } from '../subjects/index.js';
import { keptAnswersOf } from '../versions/index.js';
import { classResults, findCategory, questionsOf, type ClassResults } from './store.js';

/** Every class (five departments, four years) of five categories. */
const KEPT_CLASS_RESULTS = 100;

/** What a class's results are made of, kept as read (the answer's arrays are written from it once). */
export interface KeptClassResults {
  questions: { id: string; question: string }[];
  results: ClassResults;
  subjectNames: Map<string, string>;
}

const keptClassResults = keptAnswersOf<KeptClassResults>(KEPT_CLASS_RESULTS);

/**
 * One class's results for a category (404 for an unknown category), kept per category and class
 * (docs/architecture.md, "Answers kept on the server") while the category and its questions
 * (`feedback:<category>`), the class's answers (`feedback:<category>:<department>:<year>`), the
 * teachers' names and e-mails (`staff`) and the subjects' names (`subjects`) are unchanged.
 */
export function classFeedback(
  db: Database,
  categoryId: string,
  department: Department,
  year: number,
): Promise<KeptClassResults> {
  return keptClassResults(db).get(
    `${categoryId}:${department}:${year}`,
    [`feedback:${categoryId}`, `feedback:${categoryId}:${department}:${year}`, 'staff', 'subjects'],
    async () => {
      const [category, questions, results, subjectNames] = await Promise.all([
        findCategory(db, categoryId),
        questionsOf(db, categoryId),
        classResults(db, categoryId, department, year),
        subjectNamesOfYear(db, department, year),
      ]);
      if (!category) throw new HttpError(404, SERVER_MESSAGES.feedbackCategoryNotFound);
      return { questions, results, subjectNames };
    },
  );
}

/** The results' answer: per teacher and subject, each question with every answer given to it. */
export function feedbackResultsOf({ questions, results, subjectNames }: KeptClassResults): FeedbackResults {
  const answersOf = new Map<string, string[]>();
  for (const tally of results.tallies) {
    const key = `${tally.facultyId}\n${tally.code}\n${tally.questionId}`;
    const answers = answersOf.get(key) ?? [];
    for (let index = 0; index < tally.count; index += 1) answers.push(tally.answer);
    answersOf.set(key, answers);
  }
  const answers: FeedbackResults = { success: true, data: {}, counts: {}, teachers: {} };
  for (const response of results.responses) {
    const key = feedbackResultKey(response.facultyEmail, response.code);
    answers.counts[key] = response.answered;
    answers.teachers[key] = {
      name: response.facultyName,
      subject: subjectNames.get(response.code) ?? response.code.toUpperCase(),
    };
    // Too few answers could point at who gave them: only the count is shown.
    answers.data[key] =
      response.answered < FEEDBACK_MIN_ANSWERS_SHOWN
        ? []
        : questions.map((question) => [
            question.question,
            ...(answersOf.get(`${response.facultyId}\n${response.code}\n${question.id}`) ?? []),
          ]);
  }
  return answers;
}

/** The names of a year's subjects (both its semesters) by code, to label results. */
async function subjectNamesOfYear(db: Database, department: Department, year: number): Promise<Map<string, string>> {
  const [odd, even] = await Promise.all([
    findSubjectsOfClass(db, department, semesterOf(year, 'odd')),
    findSubjectsOfClass(db, department, semesterOf(year, 'even')),
  ]);
  return new Map([...odd, ...even].map((row) => [row.code, row.name]));
}
