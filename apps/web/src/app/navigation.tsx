import { lazy } from 'react';
import type { CurrentUser } from '@portal/domain';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import ClassIcon from '@mui/icons-material/Class';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FeedbackIcon from '@mui/icons-material/Feedback';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PaymentIcon from '@mui/icons-material/Payment';
import PeopleIcon from '@mui/icons-material/People';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import QuizIcon from '@mui/icons-material/Quiz';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SubjectIcon from '@mui/icons-material/Subject';
import type { NavItem } from '../shell/NavList';
import { profilePath } from '../features/users/paths';

/** The drawers of each area (docs/rules.md, "Areas and screens"). */

const logout: NavItem = { label: 'Logout', to: '/logout', icon: <LogoutIcon /> };

export const visitorNav: NavItem[] = [
  { label: 'Home', to: '/', icon: <HomeIcon /> },
  { label: 'About', to: '/about', icon: <InfoIcon /> },
  { label: 'Register', to: '/register', icon: <PersonAddIcon /> },
];

export const studentNav = (user: CurrentUser): NavItem[] => [
  { label: 'Dashboard', to: '/', icon: <DashboardIcon /> },
  { label: 'Gate Pass', to: '/gatepass', icon: <AssignmentIcon /> },
  { label: 'Leave Application', to: '/leave', icon: <EventNoteIcon /> },
  ...(user.stats.feedback ? [{ label: 'Feedback', to: '/feedback', icon: <FeedbackIcon /> }] : []),
  ...(user.stats.payment ? [{ label: 'Payment', to: '/payment', icon: <PaymentIcon /> }] : []),
  { label: 'Profile', to: profilePath(user), icon: <PersonIcon /> },
  logout,
];

export const facultyNav: NavItem[] = [
  { label: 'Dashboard', to: '/', icon: <DashboardIcon /> },
  { label: 'Events', to: '/events', icon: <CalendarMonthIcon /> },
  { label: 'My Classes', to: '/class', icon: <ClassIcon /> },
  { label: 'Exams', to: '/exam', icon: <QuizIcon /> },
  { label: 'Course Resources', to: '/course', icon: <MenuBookIcon /> },
  { label: 'Gatepass Requests', to: '/requests', icon: <AssignmentTurnedInIcon />, Badge: lazy(() => import('../features/gatepass/GatepassPendingCount')) },
  { label: 'Leave Requests', to: '/leave', icon: <EventNoteIcon />, Badge: lazy(() => import('../features/leave/LeavePendingCount')) },
  logout,
];

export const adminNav: NavItem[] = [
  { label: 'Users', to: '/', icon: <PeopleIcon /> },
  { label: 'Events', to: '/events', icon: <CalendarMonthIcon /> },
  { label: 'Subjects', to: '/subjects', icon: <SubjectIcon /> },
  { label: 'Timetable', to: '/timetable', icon: <ScheduleIcon /> },
  { label: 'Exam', to: '/exam', icon: <QuizIcon /> },
  { label: 'Feedback', to: '/feedback', icon: <FeedbackIcon /> },
  { label: 'Payment', to: '/payment', icon: <PaymentIcon /> },
  logout,
];

export const securityNav: NavItem[] = [{ label: 'Scan Gate Pass', to: '/', icon: <QrCodeScannerIcon /> }, logout];

export const officeNav: NavItem[] = [
  { label: 'Fee Collections', to: '/fees', icon: <ReceiptLongIcon /> },
  { label: 'Student Directory', to: '/students', icon: <PeopleIcon /> },
  logout,
];
