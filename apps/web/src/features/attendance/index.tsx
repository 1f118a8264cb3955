import ClassIcon from '@mui/icons-material/Class';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';
import { lazyPage, type Feature } from '../../shell/feature';

const Classes = lazyPage(() => import('./ClassesPage'));
const Class = lazyPage(() => import('./ClassPage'));
const AttendanceList = lazyPage(() => import('./AttendanceListPage'));
const StudentAttendance = lazyPage(() => import('./StudentAttendancePage'));

/** The class dashboards of the classes the member teaches (the faculty's dashboard shows them too). */
export const TaughtClassLinks = lazy(() => import('./TaughtClassLinks'));
/** On a class's dashboard: the attendance of the subjects the member teaches there. */
export const ClassAttendanceLinks = lazy(() => import('./ClassAttendanceLinks'));

/** Attendance: the faculty's classes, the wizard and the list; the student's own attendance. */
export const attendanceFeature: Feature = {
  routes: {
    faculty: [
      { path: '/class', element: <Classes /> },
      { path: '/class/:className', element: <Class /> },
      { path: '/class/:className/list', element: <AttendanceList /> },
    ],
    student: [{ path: '/attendance', element: <StudentAttendance /> }],
  },
  drawer: {
    faculty: [{ label: 'My Classes', to: '/class', icon: <ClassIcon />, place: 30 }],
    student: [{ label: 'Attendance', to: '/attendance', icon: <FactCheckIcon />, place: 25 }],
  },
  homeLinks: {
    faculty: [{ label: 'My Classes', to: '/class', place: 30 }],
    student: [{ label: 'Attendance', to: '/attendance', place: 25 }],
  },
};
