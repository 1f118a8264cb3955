import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GATEPASS_HORIZON_DAYS,
  MESSAGES,
  SERVER_MESSAGES,
  STATUS,
  apiData,
  apiMessage,
  apiPage,
  gatepass,
  gatepassCancelForm,
  gatepassDecisionParams,
  gatepassEditForm,
  gatepassListQuery,
  gatepassPublicView,
  gatepassRequestForm,
  gatepassVerifyForm,
  gatepassVerifyResult,
  hasControlCharacters,
  type Status,
} from '@portal/domain';
import { gatepasses } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { isBeforeToday } from '../../lib/time.js';
import { currentUser } from '../../plugins/auth.js';
import { hasJurisdiction } from '../users/jurisdiction.js';
import { findPass, listOwnPasses, listPassesFor, presentPass } from './queries.js';
import { logRefusedScan, verifyPass } from './verify.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A 400 shaped like a failed schema, for rules that need the clock. */
const timeInPast = () => new HttpError(400, SERVER_MESSAGES.gatepassTimeInPast);

/** The rules of a pass's time that need the clock: not before today, not past the horizon. */
function checkPassTime(time: Date, now: Date, timeZone: string): void {
  if (isBeforeToday(time, now, timeZone)) throw timeInPast();
  if (time.getTime() > now.getTime() + GATEPASS_HORIZON_DAYS * 24 * 60 * 60 * 1000) {
    throw new HttpError(400, SERVER_MESSAGES.gatepassTimeTooFar);
  }
}

const facultyListQuery = gatepassListQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

export const gatepassRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const student = app.requireRole('student');

  /** The student's own pass, or the reason it may not be touched. */
  const ownChangeablePass = async (id: string, studentId: string) => {
    const pass = await findPass(db, id);
    if (!pass) throw new HttpError(404, MESSAGES.gatepassNotFound);
    if (pass.studentId !== studentId) throw new HttpError(403, SERVER_MESSAGES.forbidden);
    if (pass.status === STATUS.APPROVED) throw new HttpError(409, SERVER_MESSAGES.gatepassFrozen);
    return pass;
  };

  app.post(
    '/gatepass/request',
    {
      onRequest: student,
      schema: { tags: ['gatepass'], summary: 'Request a gate pass', body: gatepassRequestForm, response: { 201: apiMessage } },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const time = new Date(request.body.time);
      checkPassTime(time, app.ctx.now(), config.timeZone);
      await db.insert(gatepasses).values({ studentId: me.id, description: request.body.description, time });
      return reply.status(201).send({ success: true, msg: MESSAGES.gatepassRequested });
    },
  );

  app.get(
    '/gatepass',
    {
      onRequest: student,
      schema: { tags: ['gatepass'], summary: 'The own gate passes, newest first', response: { 200: apiData(z.array(gatepass)) } },
    },
    async (request) => {
      const rows = await listOwnPasses(db, currentUser(request).id);
      return { success: true as const, data: rows.map(presentPass) };
    },
  );

  app.post(
    '/gatepass/edit',
    {
      onRequest: student,
      schema: {
        tags: ['gatepass'],
        summary: 'Edit an own pending or rejected pass (a rejected one goes back to pending)',
        body: gatepassEditForm,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { _id, description } = request.body;
      await ownChangeablePass(_id, me.id);
      const time = new Date(request.body.time);
      checkPassTime(time, app.ctx.now(), config.timeZone);
      // Conditional on "not approved", so an approval landing meanwhile wins.
      const updated = await db
        .update(gatepasses)
        .set({ description, time, status: STATUS.PENDING, decidedBy: null, decidedAt: null, updatedAt: sql`now()` })
        .where(and(eq(gatepasses.id, _id), eq(gatepasses.studentId, me.id), ne(gatepasses.status, STATUS.APPROVED)))
        .returning({ id: gatepasses.id });
      if (updated.length === 0) throw new HttpError(409, SERVER_MESSAGES.gatepassFrozen);
      return { success: true as const, msg: MESSAGES.gatepassUpdated };
    },
  );

  app.post(
    '/gatepass/cancel',
    {
      onRequest: student,
      schema: { tags: ['gatepass'], summary: 'Cancel an own pass that is not approved', body: gatepassCancelForm, response: { 200: apiMessage } },
    },
    async (request) => {
      const me = currentUser(request);
      const { deleteId } = request.body;
      await ownChangeablePass(deleteId, me.id);
      const deleted = await db
        .delete(gatepasses)
        .where(and(eq(gatepasses.id, deleteId), eq(gatepasses.studentId, me.id), ne(gatepasses.status, STATUS.APPROVED)))
        .returning({ id: gatepasses.id });
      if (deleted.length === 0) throw new HttpError(409, SERVER_MESSAGES.gatepassFrozen);
      return { success: true as const, msg: MESSAGES.deleted };
    },
  );

  app.get(
    '/gatepass/view/:id',
    {
      schema: {
        tags: ['gatepass'],
        summary: "Public view of a pass: the holder's name and photo, the time and the status",
        security: [],
        params: z.object({ id: z.string() }),
        response: { 200: apiData(gatepassPublicView) },
      },
    },
    async (request) => {
      const pass = UUID.test(request.params.id) ? await findPass(db, request.params.id.toLowerCase()) : undefined;
      if (!pass) throw new HttpError(404, MESSAGES.gatepassNotFound);
      return {
        success: true as const,
        data: { name: pass.name, photo: pass.photo, time: pass.time.toISOString(), status: pass.status as Status },
      };
    },
  );

  app.get(
    '/faculty/gatepass',
    {
      onRequest: app.requireRole('faculty'),
      schema: {
        tags: ['gatepass'],
        summary: "Passes of the students in the member's care (HOD: the department), newest first",
        querystring: facultyListQuery,
        response: { 200: apiPage(gatepass) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { status, page, limit } = request.query;
      const { rows, total } = await listPassesFor(db, { faculty: me, status, page, limit });
      return { success: true as const, data: rows.map(presentPass), total, page, limit };
    },
  );

  app.post(
    '/faculty/gatepass/:id/:decision',
    {
      onRequest: app.requireRole('faculty'),
      schema: {
        tags: ['gatepass'],
        summary: 'Approve (1) or reject (-1) a pending pass',
        params: gatepassDecisionParams,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { id, decision } = request.params;
      const pass = await findPass(db, id);
      if (!pass) throw new HttpError(404, MESSAGES.gatepassNotFound);
      if (!hasJurisdiction(me, { ...pass })) throw new HttpError(403, SERVER_MESSAGES.outsideJurisdiction);
      // One conditional UPDATE: of two approvers acting at once, exactly one wins.
      const decided = await db
        .update(gatepasses)
        .set({ status: decision, decidedBy: me.id, decidedAt: app.ctx.now(), updatedAt: sql`now()` })
        .where(and(eq(gatepasses.id, id), eq(gatepasses.status, STATUS.PENDING)))
        .returning({ id: gatepasses.id });
      if (decided.length === 0) throw new HttpError(409, SERVER_MESSAGES.gatepassNotPending);
      return {
        success: true as const,
        msg: decision === STATUS.APPROVED ? SERVER_MESSAGES.gatepassApproved : SERVER_MESSAGES.gatepassRejected,
      };
    },
  );

  app.post(
    '/security/verify',
    {
      onRequest: app.requireRole('security'),
      schema: {
        tags: ['gatepass'],
        summary: 'Check a scanned or typed pass at the gate; the first valid scan uses it',
        body: gatepassVerifyForm,
        response: { 200: apiData(gatepassVerifyResult) },
      },
    },
    async (request) => {
      const scan = { input: request.body.gatepassId, scannedBy: currentUser(request).id };
      if (hasControlCharacters(scan.input)) {
        await logRefusedScan(app.ctx, scan);
        throw new HttpError(400, SERVER_MESSAGES.controlCharacters);
      }
      const data = await verifyPass(app.ctx, scan);
      return { success: true as const, data };
    },
  );
};

