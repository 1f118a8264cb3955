import ClassIcon from '@mui/icons-material/Class';
import QuizIcon from '@mui/icons-material/Quiz';
import type { Feature } from '../shell/features';

/**
 * The drawer entries of docs/rules.md, "Areas and screens", whose features are not built yet: they
 * answer page-not-found until then. A feature that lands takes its entries from here into its own
 * index file.
 */
export const comingSoon: Feature = {
  drawer: {
    faculty: [
      { label: 'My Classes', to: '/class', icon: <ClassIcon />, place: 30 },
      { label: 'Exams', to: '/exam', icon: <QuizIcon />, place: 40 },
    ],
    admin: [{ label: 'Exam', to: '/exam', icon: <QuizIcon />, place: 50 }],
  },
};
