import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import { lazyPage, type Feature } from '../../shell/feature';
import { preloadGlance } from '../reports';

// The dashboard's code comes with the glance's, its first section, so that both show in one render.
const Dashboard = lazyPage(() => Promise.all([import('./DashboardPage'), preloadGlance()]).then(([page]) => page));
const NewUser = lazyPage(() => import('./NewUserPage'));
const Settings = lazyPage(() => import('./SettingsPage'));

/** The admin's college: the users dashboard, adding users (one or a CSV file), and the settings. */
export const adminFeature: Feature = {
  routes: {
    admin: [
      { path: '/', element: <Dashboard /> },
      { path: '/user/new', element: <NewUser /> },
      { path: '/settings', element: <Settings /> },
    ],
  },
  drawer: {
    admin: [
      { label: 'Users', to: '/', icon: <PeopleIcon />, place: 10 },
      { label: 'Settings', to: '/settings', icon: <SettingsIcon />, place: 80 },
    ],
  },
  homes: { admin: Dashboard },
};
