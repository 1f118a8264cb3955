import { defineModule } from '../manifest.js';
import { stillTeachesCheck, subjectsRoutes } from './routes.js';
import * as tables from './schema.js';

/**
 * The subjects module: what each class is taught and by whom, and the lookups other modules need (a
 * class's subjects, a subject by code, what a faculty member teaches, who manages a subject, the
 * class's faculty, the student's semester this term). A faculty member who still teaches subjects
 * keeps the account until they are reassigned.
 */
export const subjectsModule = defineModule({
  name: 'subjects',
  routes: subjectsRoutes,
  tables,
  vetoes: { accountRemoval: stillTeachesCheck },
});

export { subjects } from './schema.js';
export {
  currentSemesterOf,
  findSubjectByCode,
  findSubjectById,
  findSubjectsOfClass,
  isClassFaculty,
  isTaughtBy,
  managedSubjectsOf,
  managesSubject,
  presentSubject,
  semesterThisTermOf,
  subjectsByIds,
  subjectsTaughtBy,
  type SubjectRow,
  type SubjectWithTeacher,
  type TaughtSubject,
} from './queries.js';
export { lockTeaching } from './changes.js';
