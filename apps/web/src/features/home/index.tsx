import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import { lazyPage, type Feature } from '../../shell/feature';

const About = lazyPage(() => import('./AboutPage'));
// Each role's dashboard is code of its own: neither downloads the other's on its first page.
const StudentHome = lazyPage(() => import('./StudentHomePage'));
const FacultyHome = lazyPage(() => import('./FacultyHomePage'));

const dashboard = { label: 'Dashboard', to: '/', icon: <DashboardIcon />, place: 10 };

/**
 * About, and the student's and faculty's dashboard (the visitor's home, with sign-in, is the auth
 * feature's; the admin's dashboard and the office's home are their own features').
 */
export const homeFeature: Feature = {
  routes: {
    visitor: [{ path: '/about', element: <About /> }],
    student: [{ path: '/', element: <StudentHome /> }],
    faculty: [{ path: '/', element: <FacultyHome /> }],
  },
  drawer: {
    visitor: [
      { label: 'Home', to: '/', icon: <HomeIcon />, place: 10 },
      { label: 'About', to: '/about', icon: <InfoIcon />, place: 20 },
    ],
    student: [dashboard],
    faculty: [dashboard],
  },
  homes: { student: StudentHome, faculty: FacultyHome },
};
