import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { lazyPage, type Feature } from '../../shell/feature';

const Events = lazyPage(() => import('./EventsPage'));

const entry = { label: 'Events', to: '/events', icon: <CalendarMonthIcon />, place: 20 };
const routes = [{ path: '/events', element: <Events /> }];

/** Events: the calendar where faculty and admins put events up (the students' is on their dashboard). */
export const eventsFeature: Feature = {
  routes: { faculty: routes, admin: routes },
  drawer: { faculty: [entry], admin: [entry] },
  homeLinks: { faculty: [{ label: 'Events', to: '/events', place: 20 }] },
};
