import ScheduleIcon from '@mui/icons-material/Schedule';
import { lazyPage, type Feature } from '../../shell/feature';

const TimetableList = lazyPage(() => import('./TimetableListPage'));
const NewTimetable = lazyPage(() => import('./NewTimetablePage'));
const TimetableView = lazyPage(() => import('./TimetablePage'));
const EditTimetable = lazyPage(() => import('./EditTimetablePage'));

/** Timetables: the admin's list, the three-step wizard, a timetable's page and its edit. */
export const timetableFeature: Feature = {
  routes: {
    admin: [
      { path: '/timetable', element: <TimetableList /> },
      { path: '/timetable/new', element: <NewTimetable /> },
      { path: '/timetable/:id', element: <TimetableView /> },
      { path: '/timetable/:id/edit', element: <EditTimetable /> },
    ],
  },
  drawer: {
    admin: [{ label: 'Timetable', to: '/timetable', icon: <ScheduleIcon />, place: 40 }],
  },
  homeLinks: {
    admin: [{ label: 'Timetable', to: '/timetable', place: 40 }],
  },
};
