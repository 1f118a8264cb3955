import GradingIcon from '@mui/icons-material/Grading';
import QuizIcon from '@mui/icons-material/Quiz';
import { lazy } from 'react';
import { lazyPage, type Feature } from '../../shell/feature';

const ExamTypes = lazyPage(() => import('./ExamTypesPage'));
const CreateExamType = lazyPage(() => import('./CreateExamTypePage'));
const FacultyExams = lazyPage(() => import('./FacultyExamsPage'));
const CreateExam = lazyPage(() => import('./CreateExamPage'));
const ExamList = lazyPage(() => import('./ExamListPage'));
const EnterMarks = lazyPage(() => import('./EnterMarksPage'));
const MarksView = lazyPage(() => import('./MarksViewPage'));
const StudentMarks = lazyPage(() => import('./StudentMarksPage'));

/** A class's exams with their statistics, for the faculty's class dashboard (departments). */
export const ClassExams = lazy(() => import('./ClassExams'));

/** Exams: the admin's exam types; the faculty's exams and marks; the student's own marks. */
export const examsFeature: Feature = {
  routes: {
    admin: [
      { path: '/exam', element: <ExamTypes /> },
      { path: '/exam/createtypes', element: <CreateExamType /> },
    ],
    faculty: [
      { path: '/exam', element: <FacultyExams /> },
      { path: '/exam/create', element: <CreateExam /> },
      { path: '/exam/:typeId', element: <ExamList /> },
      { path: '/exam/marks/:id', element: <EnterMarks /> },
      { path: '/exam/results/:id', element: <MarksView /> },
    ],
    student: [{ path: '/marks', element: <StudentMarks /> }],
  },
  drawer: {
    admin: [{ label: 'Exam', to: '/exam', icon: <QuizIcon />, place: 50 }],
    faculty: [{ label: 'Exams', to: '/exam', icon: <QuizIcon />, place: 40 }],
    student: [{ label: 'Marks', to: '/marks', icon: <GradingIcon />, place: 26 }],
  },
  homeLinks: {
    admin: [{ label: 'Exam types', to: '/exam', place: 50 }],
    faculty: [{ label: 'Exams', to: '/exam', place: 40 }],
    student: [{ label: 'Marks', to: '/marks', place: 26 }],
  },
};
