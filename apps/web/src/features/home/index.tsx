import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import { lazyPage, type Feature } from '../../shell/features';

const About = lazyPage(() => import('./AboutPage'));
const UserHome = lazyPage(() => import('./UserHomePage'));

const dashboard = { label: 'Dashboard', to: '/', icon: <DashboardIcon />, place: 10 };
const home = [{ path: '/', element: <UserHome /> }];

/**
 * About, and the student's and faculty's dashboard (the visitor's home, with sign-in, is the auth
 * feature's; the admin's dashboard and the office's home are their own features').
 */
export const homeFeature: Feature = {
  routes: {
    visitor: [{ path: '/about', element: <About /> }],
    student: home,
    faculty: home,
  },
  drawer: {
    visitor: [
      { label: 'Home', to: '/', icon: <HomeIcon />, place: 10 },
      { label: 'About', to: '/about', icon: <InfoIcon />, place: 20 },
    ],
    student: [dashboard],
    faculty: [dashboard],
  },
  homes: { student: UserHome, faculty: UserHome },
};
