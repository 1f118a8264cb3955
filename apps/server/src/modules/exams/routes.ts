import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { examRoutes } from './exam-routes.js';
import { examTypeRoutes } from './type-routes.js';

/** The exams module's routes: exam types, then exams and marks (docs/rules.md, "Exams and marks"). */
export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(examTypeRoutes);
  await app.register(examRoutes);
};
