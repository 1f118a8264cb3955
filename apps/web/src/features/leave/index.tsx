import { lazy } from 'react';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyPage, type Feature } from '../../shell/feature';

const LeaveList = lazyPage(() => import('./LeaveListPage'));
const NewLeave = lazyPage(() => import('./NewLeavePage'));
const LeaveRequests = lazyPage(() => import('./LeaveRequestsPage'));
/** The count of applications waiting, beside the drawer entry and the dashboard's link. */
const PendingCount = lazy(() => import('./LeavePendingCount'));

/** Leave applications: the student's Full Day and Half Day tabs and form, the faculty's approvals. */
export const leaveFeature: Feature = {
  routes: {
    student: [
      { path: '/leave', element: <LeaveList /> },
      { path: '/leave/new', element: <NewLeave /> },
    ],
    faculty: [{ path: '/leave', element: <LeaveRequests /> }],
  },
  drawer: {
    student: [{ label: 'Leave Application', to: '/leave', icon: <EventNoteIcon />, place: 30 }],
    faculty: [{ label: 'Leave Requests', to: '/leave', icon: <EventNoteIcon />, place: 70, Badge: PendingCount }],
  },
  homeLinks: {
    student: [
      { label: 'Leave Application', to: '/leave', place: 30 },
      { label: 'New Leave Application', to: '/leave/new', place: 31 },
    ],
    faculty: [{ label: 'Leave Requests', to: '/leave', place: 70, Badge: PendingCount }],
  },
};
