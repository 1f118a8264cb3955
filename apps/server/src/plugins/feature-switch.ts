import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FeatureStats } from '@portal/domain';
import { HttpError } from '../lib/http-error.js';
import { currentUser } from './auth.js';

/**
 * onRequest hook, placed after a role guard: while the admin has `feature` switched off in the
 * settings, a student's call is refused (403 with the module's own `message`), not only hidden from
 * the drawer; staff are never refused by it. Payments and feedback both keep their switch this way
 * (docs/rules.md, "Payments" and "Feedback"), so the check is written once. It runs before the body
 * is validated, and reads the switches from the users module's cache (docs/architecture.md, "The
 * signed-in path").
 */
export function refuseStudentsWhileOff(
  app: FastifyInstance,
  feature: keyof FeatureStats,
  message: string,
): onRequestHookHandler {
  return async (request: FastifyRequest) => {
    if (currentUser(request).type !== 'student') return;
    if (!(await app.ctx.users.featureStats())[feature]) throw new HttpError(403, message);
  };
}
