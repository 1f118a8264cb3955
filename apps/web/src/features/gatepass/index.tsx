import { lazy } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { lazyPage, type Feature } from '../../shell/feature';

const GatepassList = lazyPage(() => import('./GatepassListPage'));
const NewGatepass = lazyPage(() => import('./NewGatepassPage'));
const GatepassView = lazyPage(() => import('./GatepassViewPage'));
const GatepassRequests = lazyPage(() => import('./GatepassRequestsPage'));
/** The count of passes waiting, beside the drawer entry and the dashboard's link. */
const PendingCount = lazy(() => import('./GatepassPendingCount'));

// The public view a QR code opens, for anyone signed in or not.
const view = { path: '/gatepass/view/:id', element: <GatepassView /> };

/** Gate passes: the student's requests, the faculty's approvals and the public view. */
export const gatepassFeature: Feature = {
  routes: {
    visitor: [view],
    student: [
      { path: '/gatepass', element: <GatepassList /> },
      { path: '/gatepass/new', element: <NewGatepass /> },
      view,
    ],
    faculty: [{ path: '/requests', element: <GatepassRequests /> }, view],
    admin: [view],
  },
  drawer: {
    student: [{ label: 'Gate Pass', to: '/gatepass', icon: <AssignmentIcon />, place: 20 }],
    faculty: [
      {
        label: 'Gatepass Requests',
        to: '/requests',
        icon: <AssignmentTurnedInIcon />,
        place: 60,
        Badge: PendingCount,
      },
    ],
  },
  homeLinks: {
    student: [
      { label: 'Gate Pass', to: '/gatepass', place: 20 },
      { label: 'New Gatepass', to: '/gatepass/new', place: 21 },
    ],
    faculty: [{ label: 'Gatepass Requests', to: '/requests', place: 60, Badge: PendingCount }],
  },
};
