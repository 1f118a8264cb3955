import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

/** How long the database has to answer the health check's query (docs/rules.md, "Running it"). */
export const HEALTH_TIMEOUT_MS = 2_000;

/**
 * Asks the database `select 1`, answering whether it answered within `timeoutMs`. At most one
 * query runs at a time: a check made while one runs waits for that one, so a flood of checks
 * against a hung database queues no more queries (docs/choices.md, "Running it"). A query older
 * than the bound is left to end on its own, and the next check asks again.
 */
export function databaseProbe(db: Database, timeoutMs: number): () => Promise<boolean> {
  let running: { started: number; answered: Promise<boolean> } | undefined;
  return () => {
    const now = performance.now();
    if (!running || now - running.started >= timeoutMs) {
      const probe = {
        started: now,
        answered: db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
      };
      void probe.answered.then(() => {
        if (running === probe) running = undefined;
      });
      running = probe;
    }
    const { started, answered } = running;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs - (now - started));
      void answered.then((up) => {
        clearTimeout(timer);
        resolve(up);
      });
    });
  };
}

const ok = z.object({ status: z.literal('ok') });
const unavailable = z.object({ status: z.literal('unavailable') });

/**
 * GET /api/health: 200 {status: 'ok'} while this process serves and its database answers within
 * 2 s, else 503 {status: 'unavailable'}, and nothing more. No sign-in, no rate limit, and no line
 * in the request log at info, as a load balancer calls it every second; a change of state is
 * written to the log once.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = databaseProbe(app.ctx.db, HEALTH_TIMEOUT_MS);
  let wasUp = true;
  app.get(
    '/health',
    {
      // The request log writes at info (app.ts): this route's logger starts at warn.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Whether this process serves and its database answers within 2 s (for load balancers)',
        security: [],
        response: { 200: ok, 503: unavailable },
      },
    },
    async (_request, reply) => {
      const up = await probe();
      if (up !== wasUp) {
        wasUp = up;
        if (up) app.log.info('health check: the database answers again');
        else app.log.warn(`health check: the database did not answer within ${HEALTH_TIMEOUT_MS / 1000} s`);
      }
      return up ? { status: 'ok' as const } : reply.code(503).send({ status: 'unavailable' as const });
    },
  );
};
