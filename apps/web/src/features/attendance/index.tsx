import ClassIcon from '@mui/icons-material/Class';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyPage, type Feature } from '../../shell/feature';

const Classes = lazyPage(() => import('./ClassesPage'));
const Class = lazyPage(() => import('./ClassPage'));
const AttendanceList = lazyPage(() => import('./AttendanceListPage'));
const StudentAttendance = lazyPage(() => import('./StudentAttendancePage'));

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
