import QuizIcon from '@mui/icons-material/Quiz';
import { lazyPage, type Feature } from '../../shell/features';

const ExamTypes = lazyPage(() => import('./ExamTypesPage'));
const CreateExamType = lazyPage(() => import('./CreateExamTypePage'));

/** Exams: the admin's exam types; the faculty's exams and marks; the student's own marks. */
export const examsFeature: Feature = {
  routes: {
    admin: [
      { path: '/exam', element: <ExamTypes /> },
      { path: '/exam/createtypes', element: <CreateExamType /> },
    ],
  },
  drawer: {
    admin: [{ label: 'Exam', to: '/exam', icon: <QuizIcon />, place: 50 }],
  },
  homeLinks: {
    admin: [{ label: 'Exam types', to: '/exam', place: 50 }],
  },
};
