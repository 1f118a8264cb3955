import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_ANSWERS,
  FEEDBACK_DEFAULT_ANSWER,
  FEEDBACK_LABELS,
  FEEDBACK_SCORES,
  answerDistribution,
  answerOfScore,
  averageScore,
  feedbackCategoryForm,
  feedbackQuestionsForm,
  feedbackResultKey,
  feedbackResultsQuery,
  feedbackSubmission,
  feedbackTeacherChoice,
} from '../src/feedback.js';
import { MESSAGES, SERVER_MESSAGES } from '../src/messages.js';
import { messagesFor, parsed } from './helpers.js';

const QUESTION = '3f1c2b6e-8a55-4d0b-9f3c-1e2d3c4b5a69';
const OTHER_QUESTION = '0d5e3f4a-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
const SET = '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d';
const submission = {
  questionSet: SET,
  faculty: 'Prof@College.Example',
  code: 'CS301',
  feedback: [{ question: QUESTION, answer: 'good' }],
};

describe('the feedback scale', () => {
  it('runs from Very Dissatisfied (1) to Very Satisfied (5), starting at good', () => {
    expect(FEEDBACK_ANSWERS.map((answer) => [FEEDBACK_SCORES[answer], FEEDBACK_LABELS[answer]])).toEqual([
      [1, 'Very Dissatisfied'],
      [2, 'Dissatisfied'],
      [3, 'Neutral'],
      [4, 'Satisfied'],
      [5, 'Very Satisfied'],
    ]);
    expect(FEEDBACK_DEFAULT_ANSWER).toBe('good');
  });

  it('averages and counts answers, ignoring what is not on the scale', () => {
    expect(averageScore(['excellent', 'good', 'belowaverage'])).toBe(3);
    expect(averageScore(['verygood', 'verygood', 'bogus'])).toBe(4);
    expect(averageScore([])).toBeNull();
    expect(answerDistribution(['good', 'good', 'excellent', 'bogus'])).toEqual({
      belowaverage: 0,
      average: 0,
      good: 2,
      verygood: 0,
      excellent: 1,
    });
    expect([0.4, 1, 2.5, 4.49, 9].map(answerOfScore)).toEqual([
      'belowaverage',
      'belowaverage',
      'good',
      'verygood',
      'excellent',
    ]);
  });

  it("keys results by the teacher's e-mail and the subject's code", () => {
    expect(feedbackResultKey('prof@college.example', 'cs301')).toBe('prof@college.example--cs301');
  });
});

describe("the admin's categories and questions", () => {
  it("refuses a blank category with 'Cannot be empty' and trims a good one", () => {
    expect(messagesFor(feedbackCategoryForm, { category: '   ' }, 'category')).toEqual([MESSAGES.cannotBeEmpty]);
    expect(messagesFor(feedbackCategoryForm, {}, 'category')).toEqual([MESSAGES.cannotBeEmpty]);
    expect(parsed(feedbackCategoryForm, { category: '  Teaching  ' })).toEqual({ category: 'Teaching' });
  });

  it('takes one to fifty non-blank questions', () => {
    expect(parsed(feedbackQuestionsForm, { questions: [' Explains clearly? '] })).toEqual({
      questions: ['Explains clearly?'],
    });
    expect(messagesFor(feedbackQuestionsForm, { questions: [] }, 'questions')).toEqual([MESSAGES.cannotBeEmpty]);
    expect(messagesFor(feedbackQuestionsForm, { questions: ['fine', ' '] }, 'questions.1')).toEqual([
      MESSAGES.cannotBeEmpty,
    ]);
    expect(
      messagesFor(
        feedbackQuestionsForm,
        { questions: Array.from({ length: 51 }, (_, index) => `Q${index}`) },
        'questions',
      ),
    ).toEqual([SERVER_MESSAGES.feedbackTooManyQuestions]);
  });

  it('asks results for a department and a year 1-4', () => {
    expect(parsed(feedbackResultsQuery, { department: 'CSE', currentYear: '3' })).toEqual({
      department: 'CSE',
      currentYear: 3,
    });
    expect(messagesFor(feedbackResultsQuery, { department: 'CSE', currentYear: 5 }, 'currentYear')).toEqual([
      SERVER_MESSAGES.yearOutOfRange,
    ]);
    expect(messagesFor(feedbackResultsQuery, { department: 'XYZ', currentYear: 1 }, 'department')).toEqual([
      MESSAGES.addDepartment,
    ]);
  });
});

describe("a student's feedback", () => {
  it("reads the teacher's e-mail lower-cased and the subject's code lower-cased", () => {
    expect(parsed(feedbackTeacherChoice, { faculty: 'Prof@College.Example', code: 'CS301' })).toEqual({
      faculty: 'prof@college.example',
      code: 'cs301',
    });
    expect(parsed(feedbackSubmission, submission)).toMatchObject({ faculty: 'prof@college.example', code: 'cs301' });
  });

  it("says 'Error!!' when nothing is answered, or an answer is off the scale", () => {
    expect(messagesFor(feedbackSubmission, { ...submission, feedback: [] }, 'feedback')).toEqual([
      MESSAGES.feedbackNothing,
    ]);
    expect(messagesFor(feedbackSubmission, { ...submission, feedback: undefined }, 'feedback')).toEqual([
      MESSAGES.feedbackNothing,
    ]);
    expect(
      messagesFor(
        feedbackSubmission,
        { ...submission, feedback: [{ question: QUESTION, answer: 'superb' }] },
        'feedback.0.answer',
      ),
    ).toEqual([MESSAGES.feedbackNothing]);
  });

  it('answers each question once', () => {
    const twice = {
      ...submission,
      feedback: [
        { question: QUESTION, answer: 'good' },
        { question: QUESTION, answer: 'excellent' },
      ],
    };
    expect(messagesFor(feedbackSubmission, twice, 'feedback')).toEqual([SERVER_MESSAGES.feedbackRepeatedQuestion]);
    const both = {
      ...submission,
      feedback: [
        { question: QUESTION, answer: 'good' },
        { question: OTHER_QUESTION, answer: 'excellent' },
      ],
    };
    expect(parsed(feedbackSubmission, both).feedback).toHaveLength(2);
  });
});
