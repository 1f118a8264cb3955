import { adminModule } from './admin/index.js';
import { attendanceModule } from './attendance/index.js';
import { authModule } from './auth/index.js';
import { calendarFeedModule } from './calendar-feed/index.js';
import { discussionsModule } from './discussions/index.js';
import { eventsModule } from './events/index.js';
import { examsModule } from './exams/index.js';
import { feedbackModule } from './feedback/index.js';
import { filesModule } from './files/index.js';
import { gatepassModule } from './gatepass/index.js';
import { healthModule } from './health/index.js';
import { leaveModule } from './leave/index.js';
import type { ModuleManifest } from './manifest.js';
import { notificationsModule } from './notifications/index.js';
import { officeModule } from './office/index.js';
import { paymentsModule } from './payments/index.js';
import { reportsModule } from './reports/index.js';
import { requestsModule } from './requests/index.js';
import { resourcesModule } from './resources/index.js';
import { settingsModule } from './settings/index.js';
import { subjectsModule } from './subjects/index.js';
import { timetablesModule } from './timetables/index.js';
import { usersModule } from './users/index.js';
import { versionsModule } from './versions/index.js';

/**
 * Every module of the server, the one place a module is added (docs/architecture.md, "How to add a
 * module"). This order is the order their routes register under /api, their demo loaders run
 * (after the modules each waits for) and their vetoes and reactions are asked.
 */
export const modules: readonly ModuleManifest[] = [
  healthModule,
  versionsModule,
  authModule,
  usersModule,
  settingsModule,
  filesModule,
  requestsModule,
  gatepassModule,
  leaveModule,
  adminModule,
  officeModule,
  subjectsModule,
  timetablesModule,
  feedbackModule,
  paymentsModule,
  eventsModule,
  calendarFeedModule,
  resourcesModule,
  examsModule,
  attendanceModule,
  discussionsModule,
  notificationsModule,
  reportsModule,
];
