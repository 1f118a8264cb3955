import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import FeedbackIcon from '@mui/icons-material/Feedback';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentIcon from '@mui/icons-material/Payment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { Feature } from '../shell/features';

/**
 * The drawer entries of docs/rules.md, "Areas and screens", whose features are not built yet: they
 * answer page-not-found until then. A feature that lands takes its entries from here into its own
 * index file.
 */
export const comingSoon: Feature = {
  drawer: {
    student: [
      { label: 'Feedback', to: '/feedback', icon: <FeedbackIcon />, place: 40, shownTo: (user) => user.stats.feedback },
      { label: 'Payment', to: '/payment', icon: <PaymentIcon />, place: 50, shownTo: (user) => user.stats.payment },
    ],
    faculty: [
      { label: 'Events', to: '/events', icon: <CalendarMonthIcon />, place: 20 },
      { label: 'Course Resources', to: '/course', icon: <MenuBookIcon />, place: 50 },
    ],
    admin: [
      { label: 'Events', to: '/events', icon: <CalendarMonthIcon />, place: 20 },
      { label: 'Feedback', to: '/feedback', icon: <FeedbackIcon />, place: 60 },
      { label: 'Payment', to: '/payment', icon: <PaymentIcon />, place: 70 },
    ],
    office: [
      { label: 'Fees', to: '/fees', icon: <ReceiptLongIcon />, place: 30 },
    ],
  },
};
