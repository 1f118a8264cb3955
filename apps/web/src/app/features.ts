import { adminFeature } from '../features/admin';
import { attendanceFeature } from '../features/attendance';
import { authFeature } from '../features/auth';
import { departmentsFeature } from '../features/departments';
import { feedbackFeature } from '../features/feedback';
import { eventsFeature } from '../features/events';
import { examsFeature } from '../features/exams';
import { gatepassFeature } from '../features/gatepass';
import { homeFeature } from '../features/home';
import { leaveFeature } from '../features/leave';
import { officeFeature } from '../features/office';
import { paymentsFeature } from '../features/payments';
import { reportsFeature } from '../features/reports';
import { resourcesFeature } from '../features/resources';
import { securityFeature } from '../features/security';
import { subjectsFeature } from '../features/subjects';
import { timetableFeature } from '../features/timetables';
import { usersFeature } from '../features/users';
import type { Feature } from '../shell/feature';
import { comingSoon } from './comingSoon';

/** Every feature of the app: the one line a new feature adds (docs/architecture.md, "Web features"). */
export const features: Feature[] = [
  homeFeature,
  authFeature,
  gatepassFeature,
  leaveFeature,
  usersFeature,
  securityFeature,
  adminFeature,
  departmentsFeature,
  officeFeature,
  feedbackFeature,
  subjectsFeature,
  timetableFeature,
  paymentsFeature,
  eventsFeature,
  resourcesFeature,
  examsFeature,
  attendanceFeature,
  reportsFeature,
  comingSoon,
];
