import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userListQuery } from '@portal/domain';
import { answerUserList, userListResponse } from '../users/index.js';

/** The office's read-only student directory (docs/rules.md, "The office"), open to admins as well. */
export const officeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/office/students',
    {
      onRequest: app.requireRole('office', 'admin'),
      schema: {
        tags: ['office'],
        summary: 'A page of the student directory (format=csv: all of it)',
        querystring: userListQuery,
        response: userListResponse,
      },
    },
    async (request, reply) => answerUserList(app.ctx.db, 'students', request.query, reply),
  );
};
