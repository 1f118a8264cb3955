import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiMessage,
  examType,
  examTypeEditForm,
  examTypeForm,
  idBody,
  idQuery,
} from '@portal/domain';
import { HttpError } from '../../lib/http-error.js';
import { listExamTypes, presentExamType } from './type-queries.js';
import { examTypes, exams } from './schema.js';

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
};

/**
 * Exam types (docs/rules.md, "Exams and marks"): the admin lists, adds, edits and deletes them; every
 * signed-in user reads them. A type some exam uses is not deleted (409), and names are unique in any
 * letter case (409).
 */
export const examTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const admin = app.requireRole('admin');
  const tags = ['exams'];
  const list = async () => ({ success: true as const, data: (await listExamTypes(db)).map(presentExamType) });

  app.get(
    '/admin/examtype',
    { onRequest: admin, schema: { tags, summary: 'Every exam type', response: { 200: apiData(z.array(examType)) } } },
    list,
  );
  app.get(
    '/shared/examtype',
    {
      onRequest: app.authenticate,
      schema: { tags, summary: 'Every exam type', response: { 200: apiData(z.array(examType)) } },
    },
    list,
  );

  app.post(
    '/admin/examtype',
    {
      onRequest: admin,
      schema: { tags, summary: 'Add an exam type', body: examTypeForm, response: { 201: apiData(examType) } },
    },
    async (request, reply) => {
      try {
        const [row] = await db.insert(examTypes).values(request.body).returning();
        return reply
          .status(201)
          .send({ success: true as const, msg: MESSAGES.examTypeCreated, data: presentExamType(row!) });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SERVER_MESSAGES.examTypeExists);
        throw error;
      }
    },
  );

  app.put(
    '/admin/examtype',
    {
      onRequest: admin,
      schema: { tags, summary: 'Change an exam type', body: examTypeEditForm, response: { 200: apiData(examType) } },
    },
    async (request) => {
      const { _id, type, maxMark, passMark } = request.body;
      try {
        const [row] = await db
          .update(examTypes)
          .set({ type, maxMark, passMark, updatedAt: sql`now()` })
          .where(eq(examTypes.id, _id))
          .returning();
        if (!row) throw new HttpError(404, SERVER_MESSAGES.examTypeNotFound);
        return { success: true as const, msg: SERVER_MESSAGES.examTypeUpdated, data: presentExamType(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SERVER_MESSAGES.examTypeExists);
        throw error;
      }
    },
  );

  app.delete(
    '/admin/examtype',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete an exam type no exam uses (id in the query or the body)',
        querystring: idQuery,
        body: idBody,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const id = request.query.id ?? request.body?.id;
      if (!id) throw new HttpError(400, SERVER_MESSAGES.notFound);
      const outcome = await db.transaction(async (tx) => {
        const [type] = await tx.select({ id: examTypes.id }).from(examTypes).where(eq(examTypes.id, id)).for('update');
        if (!type) return 'missing' as const;
        const [used] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.examTypeId, id)).limit(1);
        if (used) return 'used' as const;
        await tx.delete(examTypes).where(eq(examTypes.id, id));
        return 'deleted' as const;
      });
      if (outcome === 'missing') throw new HttpError(404, SERVER_MESSAGES.examTypeNotFound);
      if (outcome === 'used') throw new HttpError(409, SERVER_MESSAGES.examTypeInUse);
      return { success: true as const, msg: SERVER_MESSAGES.examTypeDeleted };
    },
  );
};
