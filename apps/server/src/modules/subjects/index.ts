/**
 * The subjects module's public face: what each class is taught and by whom, the lookups other
 * modules need (a class's subjects, a subject by code, what a faculty member teaches, the student's
 * semester this term), and the hooks the timetables module uses to keep its rules when a subject changes.
 */
export { subjects } from './schema.js';
export {
  currentSemesterOf,
  findSubjectByCode,
  findSubjectById,
  findSubjectsOfClass,
  isClassFaculty,
  isTaughtBy,
  presentSubject,
  semesterThisTermOf,
  subjectsByIds,
  subjectsTaughtBy,
  type SubjectRow,
  type SubjectWithTeacher,
} from './queries.js';
export { addSubjectChangeCheck, lockTeaching, type SubjectChangeCheck } from './changes.js';
export { stillTeachesCheck, subjectsRoutes } from './routes.js';
