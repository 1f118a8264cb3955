import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  gatepassPublicView,
  gatepassVerifyForm,
  gatepassVerifyResult,
  hasControlCharacters,
  type Status,
} from '@portal/domain';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import { findPass, gatepassRequests } from './workflow.js';
import { logRefusedScan, verifyPass } from './verify.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Gate passes (docs/rules.md, "Gate passes"): the request workflow shared with leave, the public
 * view a QR code opens, and security's check at the gate.
 */
export const gatepassRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  await app.register(gatepassRequests.routes);

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
