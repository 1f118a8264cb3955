import FeedbackIcon from '@mui/icons-material/Feedback';
import { lazyPage, type Feature } from '../../shell/feature';
import { WhileFeedbackOn } from './WhileFeedbackOn';

const CategoryManagement = lazyPage(() => import('./CategoryManagementPage'));
const CategoryList = lazyPage(() => import('./CategoryListPage'));
const Results = lazyPage(() => import('./ResultsPage'));
const StudentCategories = lazyPage(() => import('./StudentCategoriesPage'));
const TeacherCards = lazyPage(() => import('./TeacherCardsPage'));

/** Student feedback on teachers: the admin's categories, questions and results; the students' answers. */
export const feedbackFeature: Feature = {
  routes: {
    admin: [
      { path: '/feedback', element: <CategoryManagement /> },
      { path: '/feedback/feedbacktype', element: <CategoryList /> },
      { path: '/feedback/feedbacktype/:id', element: <Results /> },
    ],
    student: [
      {
        path: '/feedback',
        element: (
          <WhileFeedbackOn>
            <StudentCategories />
          </WhileFeedbackOn>
        ),
      },
      {
        path: '/feedback/:id',
        element: (
          <WhileFeedbackOn>
            <TeacherCards />
          </WhileFeedbackOn>
        ),
      },
    ],
  },
  drawer: {
    admin: [{ label: 'Feedback', to: '/feedback', icon: <FeedbackIcon />, place: 60 }],
    student: [
      { label: 'Feedback', to: '/feedback', icon: <FeedbackIcon />, place: 40, shownTo: (user) => user.stats.feedback },
    ],
  },
  homeLinks: {
    student: [{ label: 'Feedback', to: '/feedback', place: 40, shownTo: (user) => user.stats.feedback }],
  },
};
