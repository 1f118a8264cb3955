import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/index.js';
import { attendanceRoutes } from './attendance/index.js';
import { authRoutes } from './auth/index.js';
import { feedbackRoutes } from './feedback/index.js';
import { calendarFeedRoutes } from './calendar-feed/index.js';
import { discussionsRoutes } from './discussions/index.js';
import { eventsRoutes } from './events/index.js';
import { examsRoutes } from './exams/index.js';
import { filesRoutes } from './files/index.js';
import { gatepassRoutes } from './gatepass/index.js';
import { leaveRoutes } from './leave/index.js';
import { officeRoutes } from './office/index.js';
import { resourcesRoutes } from './resources/index.js';
import { subjectsRoutes } from './subjects/index.js';
import { timetablesRoutes } from './timetables/index.js';
import { paymentsRoutes } from './payments/index.js';
import { usersRoutes } from './users/index.js';

/**
 * Every module's routes, registered under /api in this order: the one place a new module is added
 * (docs/architecture.md, "Modules").
 */
export const moduleRoutes: FastifyPluginAsyncZod[] = [
  authRoutes,
  usersRoutes,
  filesRoutes,
  gatepassRoutes,
  leaveRoutes,
  adminRoutes,
  officeRoutes,
  subjectsRoutes,
  timetablesRoutes,
  feedbackRoutes,
  paymentsRoutes,
  eventsRoutes,
  calendarFeedRoutes,
  resourcesRoutes,
  examsRoutes,
  attendanceRoutes,
  discussionsRoutes,
];
