import { defineModule } from '../manifest.js';
import { loadDemoExams } from './demo.js';
import { examsRoutes } from './routes.js';
import * as tables from './schema.js';

/** The exams module: exam types, exams and marks. */
export const examsModule = defineModule({
  name: 'exams',
  routes: examsRoutes,
  tables,
  demo: { after: ['timetables'], load: (db, { now }) => loadDemoExams(db, now) },
});

export { examMarks, examTypes, exams } from './schema.js';
export { type ExamRow } from './exam-queries.js';
export { examClass, examWithMarks, examsOfClass, type ExamMarksTally } from './results.js';
