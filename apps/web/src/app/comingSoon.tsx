import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ClassIcon from '@mui/icons-material/Class';
import MenuBookIcon from '@mui/icons-material/MenuBook';
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
      { label: 'Events', to: '/events', icon: <CalendarMonthIcon />, place: 20 },
      { label: 'My Classes', to: '/class', icon: <ClassIcon />, place: 30 },
      { label: 'Exams', to: '/exam', icon: <QuizIcon />, place: 40 },
      { label: 'Course Resources', to: '/course', icon: <MenuBookIcon />, place: 50 },
    ],
    admin: [
      { label: 'Events', to: '/events', icon: <CalendarMonthIcon />, place: 20 },
      { label: 'Exam', to: '/exam', icon: <QuizIcon />, place: 50 },
    ],
  },
};
