/** The exams module's public face: exam types, exams and marks, and the demo college's exams. */
export { examMarks, examTypes, exams } from './schema.js';
export { examTypeRoutes as examsRoutes } from './types.js';
