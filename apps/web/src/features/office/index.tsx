import HomeIcon from '@mui/icons-material/Home';
import PeopleIcon from '@mui/icons-material/People';
import { lazyPage, type Feature } from '../../shell/feature';

const OfficeHome = lazyPage(() => import('./OfficeHomePage'));
const StudentDirectory = lazyPage(() => import('./StudentDirectoryPage'));

const directory = { path: '/students', element: <StudentDirectory /> };

/** The office: its home and the read-only student directory, which the admin may open too. */
export const officeFeature: Feature = {
  routes: {
    office: [{ path: '/', element: <OfficeHome /> }, directory],
    admin: [directory],
  },
  drawer: {
    office: [
      { label: 'Home', to: '/', icon: <HomeIcon />, place: 5 },
      { label: 'Students', to: '/students', icon: <PeopleIcon />, place: 20 },
    ],
  },
  homes: { office: OfficeHome },
};
