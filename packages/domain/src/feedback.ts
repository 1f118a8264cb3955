import { z } from 'zod';
import { DEPARTMENTS } from './constants.js';
import { emailAddress, recordId, requiredText } from './common.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';

/**
 * Teacher feedback (docs/rules.md, "Feedback"): categories of questions set by the admin, answered
 * anonymously by students about each teacher of their class on a five-point scale.
 */

/** The scale, worst first, as the wire names the answers. */
export const FEEDBACK_ANSWERS = ['belowaverage', 'average', 'good', 'verygood', 'excellent'] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

/** Each answer's score, 1-5. */
export const FEEDBACK_SCORES: Record<FeedbackAnswer, number> = {
  belowaverage: 1,
  average: 2,
  good: 3,
  verygood: 4,
  excellent: 5,
};

/** What a student sees beside each point of the scale. */
export const FEEDBACK_LABELS: Record<FeedbackAnswer, string> = {
  belowaverage: 'Very Dissatisfied',
  average: 'Dissatisfied',
  good: 'Neutral',
  verygood: 'Satisfied',
  excellent: 'Very Satisfied',
};

/** Every question starts at this answer. */
export const FEEDBACK_DEFAULT_ANSWER: FeedbackAnswer = 'good';

/** Results of a teacher and subject with fewer answers than this show only their count. */
export const FEEDBACK_MIN_ANSWERS_SHOWN = 3;

/** Who answers a category: the web app asks for the students' categories. */
export const FEEDBACK_AUDIENCES = ['student'] as const;

export const FEEDBACK_CATEGORY_MAX = 100;
export const FEEDBACK_QUESTION_MAX = 300;
/** At most this many questions are added in one go, and a category holds at most this many. */
export const FEEDBACK_QUESTIONS_MAX = 50;

/** The answer whose score is this, rounded into 1-5. */
export const answerOfScore = (score: number): FeedbackAnswer =>
  FEEDBACK_ANSWERS[Math.min(5, Math.max(1, Math.round(score))) - 1]!;

/** The key results are grouped by: the teacher's e-mail and the subject's code. */
export const feedbackResultKey = (facultyEmail: string, code: string): string => `${facultyEmail}--${code}`;

// ---- The admin's categories and questions ----

export const feedbackCategoryForm = z.object({ category: requiredText(FEEDBACK_CATEGORY_MAX, MESSAGES.cannotBeEmpty) });
export type FeedbackCategoryForm = z.infer<typeof feedbackCategoryForm>;

export const feedbackCategoryEdit = feedbackCategoryForm.extend({ _id: recordId });

/** DELETE feedback/category: the id in the query string or the body. */
export const feedbackCategoryDelete = z.object({ id: recordId });

export const feedbackQuestionsForm = z.object({
  questions: z
    .array(requiredText(FEEDBACK_QUESTION_MAX, MESSAGES.cannotBeEmpty), { error: MESSAGES.cannotBeEmpty })
    .min(1, { error: MESSAGES.cannotBeEmpty })
    .max(FEEDBACK_QUESTIONS_MAX, { error: SERVER_MESSAGES.feedbackTooManyQuestions }),
});
export type FeedbackQuestionsForm = z.infer<typeof feedbackQuestionsForm>;

export const feedbackQuestion = z.object({ _id: z.uuid(), question: z.string() });
export type FeedbackQuestion = z.infer<typeof feedbackQuestion>;

export const feedbackCategory = z.object({
  _id: z.uuid(),
  category: z.string(),
  questions: z.array(feedbackQuestion),
});
export type FeedbackCategory = z.infer<typeof feedbackCategory>;

export const feedbackCategoryParams = z.object({ id: recordId });

/** POST feedback/results/{id}: one class's results. */
export const feedbackResultsQuery = z.object({
  department: z.enum(DEPARTMENTS, { error: MESSAGES.addDepartment }),
  currentYear: z.coerce
    .number({ error: SERVER_MESSAGES.yearOutOfRange })
    .int({ error: SERVER_MESSAGES.yearOutOfRange })
    .min(1, { error: SERVER_MESSAGES.yearOutOfRange })
    .max(4, { error: SERVER_MESSAGES.yearOutOfRange }),
});
export type FeedbackResultsQuery = z.infer<typeof feedbackResultsQuery>;

/**
 * Results by '{faculty e-mail}--{code}': one array per question, the question first and then every
 * answer given (in no particular order); an empty list when fewer than three students answered.
 * `counts` holds how many answered each; `teachers` names the teacher and the subject.
 */
export const feedbackResults = z.object({
  success: z.literal(true),
  data: z.record(z.string(), z.array(z.array(z.string()))),
  counts: z.record(z.string(), z.number().int()),
  teachers: z.record(z.string(), z.object({ name: z.string(), subject: z.string() })),
});
export type FeedbackResults = z.infer<typeof feedbackResults>;

/** The average score (1-5) of one question's answers, or null when there are none. */
export function averageScore(answers: readonly string[]): number | null {
  const scores = answers
    .map((answer) => FEEDBACK_SCORES[answer as FeedbackAnswer])
    .filter((score): score is number => score !== undefined);
  return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
}

/** How many of the answers gave each point of the scale, worst first. */
export function answerDistribution(answers: readonly string[]): Record<FeedbackAnswer, number> {
  const counts = Object.fromEntries(FEEDBACK_ANSWERS.map((answer) => [answer, 0])) as Record<FeedbackAnswer, number>;
  for (const answer of answers) if (answer in counts) counts[answer as FeedbackAnswer] += 1;
  return counts;
}

// ---- The student's side ----

export const feedbackAudienceParams = z.object({
  audience: z.enum(FEEDBACK_AUDIENCES, { error: SERVER_MESSAGES.notFound }),
});
export const feedbackQuestionSetParams = z.object({ questionSet: recordId });

/** POST feedback/questions/{questionSet}: the teacher and subject the form is for. */
export const feedbackTeacherChoice = z.object({
  faculty: emailAddress(MESSAGES.invalidEmail),
  code: requiredText(20).transform((code) => code.toLowerCase()),
});

export const feedbackQuestionsAnswer = z.object({
  success: z.literal(true),
  msg: z.string(),
  questions: z.object({ questions: z.array(feedbackQuestion) }),
});

/** One answer of a submission: the question's id and a point of the scale. */
export const feedbackAnswerItem = z.object({
  question: recordId,
  answer: z.enum(FEEDBACK_ANSWERS, { error: MESSAGES.feedbackNothing }),
});

/** POST feedback: nothing answered is 'Error!!'; every question of the category once. */
export const feedbackSubmission = feedbackTeacherChoice.extend({
  questionSet: recordId,
  feedback: z
    .array(feedbackAnswerItem, { error: MESSAGES.feedbackNothing })
    .min(1, { error: MESSAGES.feedbackNothing })
    .max(FEEDBACK_QUESTIONS_MAX * 4, { error: MESSAGES.feedbackNothing })
    .refine((items) => new Set(items.map((item) => item.question)).size === items.length, {
      error: SERVER_MESSAGES.feedbackRepeatedQuestion,
    }),
});
export type FeedbackSubmission = z.infer<typeof feedbackSubmission>;

/** GET feedback/done/{questionSet}: the teachers and subjects the student has answered already. */
export const feedbackDone = z.array(z.object({ faculty: z.string(), code: z.string() }));
