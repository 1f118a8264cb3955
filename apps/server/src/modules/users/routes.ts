import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  currentUser as currentUserSchema,
  profileForm,
  profileQuery,
  user as userSchema,
} from '@portal/domain';
import { users } from './schema.js';
import { HttpError } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { signToken } from '../../lib/tokens.js';
import { currentUser } from '../../plugins/auth.js';
import { hasJurisdiction } from './jurisdiction.js';
import { findUserByEmail } from './lookups.js';
import { presentCurrentUser, presentUser } from './present.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;

  app.get(
    '/user/getUser',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user with the feature flags',
        response: { 200: apiData(currentUserSchema) },
      },
    },
    async (request) => {
      // The guard's row and the cached switches: no query of its own.
      return {
        success: true as const,
        data: presentCurrentUser(currentUser(request).row, await app.ctx.users.featureStats()),
      };
    },
  );

  app.post(
    '/user/updateuser',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: 'Edit the own profile; a blank password leaves it unchanged',
        body: profileForm,
        response: { 200: z.object({ success: z.literal(true), msg: z.string(), token: z.string().optional() }) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const form = request.body;
      const changes: Partial<typeof users.$inferInsert> = {
        name: form.name,
        mobile: form.number,
        address: form.address ?? null,
        dob: form.dob ?? null,
        bloodGroup: form.bloodGroup ?? null,
      };
      if (form.parentDetails) changes.parentDetails = form.parentDetails;
      if (form.password) changes.passwordHash = await hashPassword(form.password);
      const [updated] = await db
        .update(users)
        .set({
          ...changes,
          // A new password ends every session signed in with the old one.
          tokenVersion: form.password ? sql`${users.tokenVersion} + 1` : users.tokenVersion,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, me.id))
        .returning({ tokenVersion: users.tokenVersion });
      if (!updated) throw new HttpError(401, SERVER_MESSAGES.unauthenticated);
      await app.ctx.users.changed(me.id);
      // This session goes on with a fresh token; every other one has to sign in again.
      const token = form.password
        ? await signToken({ userId: me.id, tokenVersion: updated.tokenVersion }, config.jwtSecret, app.ctx.now())
        : undefined;
      return { success: true as const, msg: MESSAGES.profileUpdated, token };
    },
  );

  app.get(
    '/user/student',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['user'],
        summary: "The own profile, or (admin, or faculty in charge of the student) another user's by e-mail",
        querystring: profileQuery,
        response: { 200: apiData(userSchema) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const email = request.query.email;
      if (!email || email === me.email) return { success: true as const, data: presentUser(me.row) };
      const isAdmin = me.type === 'admin' || me.type === 'owner';
      if (!isAdmin && me.type !== 'faculty') throw new HttpError(403, SERVER_MESSAGES.forbidden);
      const row = await findUserByEmail(db, email);
      if (isAdmin) {
        if (!row) throw new HttpError(404, SERVER_MESSAGES.notFound);
        return { success: true as const, data: presentUser(row) };
      }
      // One answer for an unknown e-mail and a student in someone else's care, so the call cannot
      // be used to find out who has an account.
      if (!row || !hasJurisdiction(me, row)) throw new HttpError(403, SERVER_MESSAGES.outsideJurisdiction);
      return { success: true as const, data: presentUser(row) };
    },
  );
};
