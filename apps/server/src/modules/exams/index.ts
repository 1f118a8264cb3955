import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { examRoutes } from './exams.js';
import { examTypeRoutes } from './types.js';

/** The exams module's public face: exam types, exams and marks, who manages a subject, the demo's exams. */
export { examMarks, examTypes, exams } from './schema.js';
export { managedSubjectsOf, managesSubject } from './access.js';

export const examsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(examTypeRoutes);
  await app.register(examRoutes);
};
export { loadDemoExams } from './demo.js';
