import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@portal/domain';
import { queryRows } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';

export interface Limit {
  /** Attempts allowed per client address in one window. */
  perAddress: number;
  /** Attempts allowed per e-mail in one window (calls that carry one). */
  perEmail: number;
  windowSeconds: number;
}

export type LimitedAction = 'signin' | 'signup' | 'forgot' | 'reset' | 'google';
export type RateLimitSettings = Record<LimitedAction, Limit>;

/**
 * Generous enough for a class signing in from one NAT address, or a browser test suite signing in
 * a few dozen times, yet far too slow for guessing passwords.
 */
const FIFTEEN_MINUTES = 15 * 60;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signin: { perAddress: 60, perEmail: 10, windowSeconds: FIFTEEN_MINUTES },
  google: { perAddress: 60, perEmail: 10, windowSeconds: FIFTEEN_MINUTES },
  signup: { perAddress: 30, perEmail: 5, windowSeconds: FIFTEEN_MINUTES },
  forgot: { perAddress: 30, perEmail: 5, windowSeconds: FIFTEEN_MINUTES },
  reset: { perAddress: 30, perEmail: 5, windowSeconds: FIFTEEN_MINUTES },
};

/**
 * Counts one attempt against a key in a fixed window and answers the count so far. The counter
 * is a row in the database, so every server process sharing it sees the same count.
 */
async function hit(app: FastifyInstance, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(app.ctx.db, sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                   THEN now() ELSE rate_limits.window_start END
    RETURNING count`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * A preHandler (it runs after validation, so the e-mail is known) that refuses the call with 429
 * once the client address or the e-mail went over its limit.
 */
export function rateLimit(app: FastifyInstance, action: LimitedAction): preHandlerHookHandler {
  return async (request: FastifyRequest) => {
    const limit = app.ctx.rateLimits[action];
    const byAddress = await hit(app, `${action}:ip:${request.ip}`, limit.windowSeconds);
    const email = (request.body as { email?: unknown } | undefined)?.email;
    const byEmail =
      typeof email === 'string' ? await hit(app, `${action}:email:${email.toLowerCase()}`, limit.windowSeconds) : 0;
    if (byAddress > limit.perAddress || byEmail > limit.perEmail) {
      throw new HttpError(429, SERVER_MESSAGES.tooManyRequests);
    }
    // Now and then, forget counters whose window closed long ago.
    if (Math.random() < 0.01) {
      await app.ctx.db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
    }
  };
}
