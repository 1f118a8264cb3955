import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPage, directoryStudent, userListQuery } from '@portal/domain';
import { answerStudentDirectory } from '../users/index.js';

/**
 * The office's read-only student directory (docs/rules.md, "Accounts run by the admin"), open to
 * admins as well. Its answer has a schema of its own, so the office reads only what the directory
 * shows, never the rest of an account. Without a search it is kept on the server (docs/architecture.md,
 * "Answers kept on the server").
 */
export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/office/students',
    {
      onRequest: app.requireRole('office', 'admin'),
      schema: {
        tags: ['office'],
        summary: 'A page of the student directory (format=csv: all of it)',
        querystring: userListQuery,
        response: { 200: apiPage(directoryStudent) },
      },
    },
    async (request, reply) => answerStudentDirectory(app.ctx.db, request.query, reply),
  );
};
