import MenuBookIcon from '@mui/icons-material/MenuBook';
import { lazyPage, type Feature } from '../../shell/feature';

const Course = lazyPage(() => import('./CoursePage'));

/** Course resources: the faculty's uploads at /course (students read them on their dashboard's Notes tab). */
export const resourcesFeature: Feature = {
  routes: { faculty: [{ path: '/course', element: <Course /> }] },
  drawer: { faculty: [{ label: 'Course Resources', to: '/course', icon: <MenuBookIcon />, place: 50 }] },
  homeLinks: { faculty: [{ label: 'Course Resources', to: '/course', place: 50 }] },
};
