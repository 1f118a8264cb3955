import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiMessage,
  feedbackAudienceParams,
  feedbackCategory,
  feedbackCategoryEdit,
  feedbackCategoryForm,
  feedbackCategoryParams,
  feedbackDone,
  feedbackQuestionSetParams,
  feedbackQuestionsAnswer,
  feedbackQuestionsForm,
  feedbackResults,
  feedbackResultsQuery,
  feedbackSubmission,
  feedbackTeacherChoice,
  recordId,
  semesterOf,
  type Department,
} from '@portal/domain';
import type { AuthUser } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { currentUser } from '../../plugins/auth.js';
import { refuseStudentsWhileOff } from '../../plugins/feature-switch.js';
import { readTermSettings } from '../settings/index.js';
import { findSubjectsOfClass } from '../subjects/index.js';
import { keptAnswersOf, madeOnce } from '../versions/index.js';
import { classFeedback, feedbackResultsOf } from './results.js';
import { feedbackCategories } from './schema.js';
import { addQuestions, answeredBy, findCategory, listCategories, questionsOf, recordSubmission } from './store.js';

/** The categories with their questions, kept: one list for the college. */
const keptCategories = keptAnswersOf<Awaited<ReturnType<typeof listCategories>>>(1);

/** A unique-index violation: the category's name is taken. */
const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Teacher feedback (docs/rules.md, "Feedback"): the admin's categories, questions and results, and
 * the students' anonymous answers about the teachers of their class, while the feature is on.
 */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const admin = app.requireRole('admin');
  const student = app.requireRole('student');
  const tags = ['feedback'];

  /** The student's calls are refused, not only hidden, while the admin has feedback switched off. */
  const feedbackOn = refuseStudentsWhileOff(app, 'feedback', SERVER_MESSAGES.feedbackOff);
  const studentWhileOn = [student, feedbackOn];

  const categoryOr404 = async (id: string) => {
    const category = await findCategory(db, id);
    if (!category) throw new HttpError(404, SERVER_MESSAGES.feedbackCategoryNotFound);
    return category;
  };

  /** The subjects of the student's class this term, each with its teacher. */
  const teachersOf = async (me: AuthUser) => {
    if (!me.department || !me.currentYear) return [];
    const { currentTerm } = await readTermSettings(db, app.ctx.now(), app.ctx.config.timeZone);
    return findSubjectsOfClass(db, me.department, semesterOf(me.currentYear, currentTerm));
  };

  /** The subject of the student's class that this teacher teaches, or 403. */
  const teacherOfMine = async (me: AuthUser, facultyEmail: string, code: string) => {
    const subject = (await teachersOf(me)).find((row) => row.code === code && row.teacherEmail === facultyEmail);
    if (!subject) throw new HttpError(403, SERVER_MESSAGES.feedbackNotYourTeacher);
    return subject;
  };

  // ---- The admin's categories, questions and results ----

  app.get(
    '/feedback/category',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Every feedback category with its questions',
        response: { 200: apiData(z.array(feedbackCategory)) },
      },
    },
    async () => ({ success: true as const, data: await listCategories(db) }),
  );

  app.post(
    '/feedback/category',
    {
      onRequest: admin,
      schema: { tags, summary: 'Add a category', body: feedbackCategoryForm, response: { 201: apiMessage } },
    },
    async (request, reply) => {
      try {
        await db.insert(feedbackCategories).values({ category: request.body.category });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SERVER_MESSAGES.feedbackCategoryExists);
        throw error;
      }
      return reply.status(201).send({ success: true as const, msg: MESSAGES.categoryAdded });
    },
  );

  app.put(
    '/feedback/category',
    {
      onRequest: admin,
      schema: { tags, summary: 'Rename a category', body: feedbackCategoryEdit, response: { 200: apiMessage } },
    },
    async (request) => {
      await categoryOr404(request.body._id);
      try {
        await db
          .update(feedbackCategories)
          .set({ category: request.body.category })
          .where(eq(feedbackCategories.id, request.body._id));
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SERVER_MESSAGES.feedbackCategoryExists);
        throw error;
      }
      return { success: true as const, msg: SERVER_MESSAGES.feedbackCategoryUpdated };
    },
  );

  app.delete(
    '/feedback/category',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a category with its questions and answers (id in the query string or the body)',
        querystring: z.object({ id: recordId.optional() }),
        // The body is optional: no body reaches the schema as null.
        body: z.object({ id: recordId.optional() }).nullish(),
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const id = request.query.id ?? request.body?.id;
      if (!id) throw new HttpError(400, SERVER_MESSAGES.notFound);
      const [deleted] = await db
        .delete(feedbackCategories)
        .where(eq(feedbackCategories.id, id))
        .returning({ category: feedbackCategories.category });
      if (!deleted) throw new HttpError(404, SERVER_MESSAGES.feedbackCategoryNotFound);
      return { success: true as const, msg: `${deleted.category}${MESSAGES.categoryDeleted}` };
    },
  );

  app.post(
    '/feedback/category/:id/questions',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Add questions after the category's last",
        params: feedbackCategoryParams,
        body: feedbackQuestionsForm,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      await categoryOr404(request.params.id);
      await addQuestions(db, request.params.id, request.body.questions);
      return { success: true as const, msg: MESSAGES.questionsAdded };
    },
  );

  app.post(
    '/feedback/validity',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Whether a category exists, and its name',
        body: feedbackCategoryParams,
        response: { 200: apiData(z.object({ category: z.string() })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { category: (await categoryOr404(request.body.id)).category },
    }),
  );

  app.post(
    '/feedback/results/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "One class's results, per teacher and subject",
        params: feedbackCategoryParams,
        body: feedbackResultsQuery,
        response: { 200: feedbackResults },
      },
    },
    async (request, reply) => {
      const { department, currentYear } = request.body;
      const kept = await classFeedback(db, request.params.id, department, currentYear);
      // Written once per kept answer (docs/architecture.md, "Answers kept on the server").
      return sendJsonBytes(
        reply,
        madeOnce(kept, 'json', () => jsonBytes(reply, feedbackResultsOf(kept))),
      );
    },
  );

  // ---- The students' side, while feedback is on ----

  app.get(
    '/feedback/category/:audience',
    {
      onRequest: studentWhileOn,
      schema: {
        tags,
        summary: 'The categories a student answers',
        params: feedbackAudienceParams,
        response: { 200: apiData(z.array(feedbackCategory)) },
      },
    },
    async (_request, reply) => {
      // Kept while no category or question changed (docs/architecture.md, "Answers kept on the
      // server"): every student opens it while feedback is on. Written once.
      const all = await keptCategories(db).get('all', ['feedback-categories'], () => listCategories(db));
      return sendJsonBytes(
        reply,
        madeOnce(all, 'json:answered', () =>
          jsonBytes(reply, {
            success: true as const,
            data: all.filter((category) => category.questions.length > 0),
          }),
        ),
      );
    },
  );

  app.get(
    '/feedback/done/:questionSet',
    {
      onRequest: studentWhileOn,
      schema: {
        tags,
        summary: 'The teachers and subjects the student has answered a category for',
        params: feedbackQuestionSetParams,
        response: { 200: apiData(feedbackDone) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      await categoryOr404(request.params.questionSet);
      const [done, teachers] = await Promise.all([answeredBy(db, request.params.questionSet, me.id), teachersOf(me)]);
      const emailOf = new Map(teachers.map((row) => [row.teacherId, row.teacherEmail]));
      return {
        success: true as const,
        data: done.flatMap((row) => {
          const faculty = emailOf.get(row.facultyId);
          return faculty ? [{ faculty, code: row.code }] : [];
        }),
      };
    },
  );

  app.post(
    '/feedback/questions/:questionSet',
    {
      onRequest: studentWhileOn,
      schema: {
        tags,
        summary: "A category's questions, for one teacher and subject of the student's class",
        params: feedbackQuestionSetParams,
        body: feedbackTeacherChoice,
        response: { 200: feedbackQuestionsAnswer },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const categoryId = request.params.questionSet;
      await categoryOr404(categoryId);
      const subject = await teacherOfMine(me, request.body.faculty, request.body.code);
      const done = await answeredBy(db, categoryId, me.id);
      if (done.some((row) => row.facultyId === subject.teacherId && row.code === subject.code))
        throw new HttpError(409, SERVER_MESSAGES.feedbackAnswered);
      const questions = await questionsOf(db, categoryId);
      if (questions.length === 0) throw new HttpError(404, SERVER_MESSAGES.feedbackNoQuestions);
      return {
        success: true as const,
        msg: subject.name,
        questions: { questions: questions.map((question) => ({ _id: question.id, question: question.question })) },
      };
    },
  );

  app.post(
    '/feedback',
    {
      onRequest: studentWhileOn,
      schema: {
        tags,
        summary: 'Answer a category for a teacher and subject, once',
        body: feedbackSubmission,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { questionSet, faculty, code, feedback } = request.body;
      await categoryOr404(questionSet);
      const subject = await teacherOfMine(me, faculty, code);
      const questions = await questionsOf(db, questionSet);
      const known = new Set(questions.map((question) => question.id));
      if (feedback.some((item) => !known.has(item.question)))
        throw new HttpError(400, SERVER_MESSAGES.feedbackUnknownQuestion);
      if (feedback.length !== questions.length) throw new HttpError(400, SERVER_MESSAGES.feedbackIncomplete);
      const recorded = await recordSubmission(db, {
        categoryId: questionSet,
        studentId: me.id,
        facultyId: subject.teacherId,
        code: subject.code,
        department: me.department as Department,
        year: me.currentYear!,
        answers: feedback.map((item) => ({ questionId: item.question, answer: item.answer })),
      });
      if (!recorded) throw new HttpError(409, SERVER_MESSAGES.feedbackAnswered);
      return { success: true as const, msg: SERVER_MESSAGES.feedbackSubmitted };
    },
  );
};
