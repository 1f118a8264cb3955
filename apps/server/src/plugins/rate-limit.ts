import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@portal/domain';
import { queryRows } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';

export interface Limit {
  /** Per client address in one window: attempts, or for sign-in failed attempts. */
  perAddress: number;
  /** Per e-mail alone in one window (calls that carry one). */
  perEmail: number;
  /** Sign-in: failed attempts on one e-mail from one address. */
  perAddressAndEmail?: number;
  windowSeconds: number;
  /**
   * Count failed attempts only (sign-in): a right password is never held against anyone, and an
   * attacker's failures from elsewhere cannot lock the owner out (see docs/choices.md, "Rate limits").
   */
  failuresOnly?: boolean;
}

export type LimitedAction = 'signin' | 'signup' | 'forgot' | 'reset' | 'google';
export type RateLimitSettings = Record<LimitedAction, Limit>;

/**
 * Generous enough for a class signing in from one NAT address, or a browser test suite signing in
 * a few dozen times, yet far too slow for guessing passwords: ten wrong passwords for one account
 * from one address, a hundred for one account from anywhere, in fifteen minutes.
 */
const FIFTEEN_MINUTES = 15 * 60;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signin: {
    perAddressAndEmail: 10,
    perEmail: 100,
    perAddress: 100,
    windowSeconds: FIFTEEN_MINUTES,
    failuresOnly: true,
  },
  google: { perAddress: 60, perEmail: 10, windowSeconds: FIFTEEN_MINUTES },
  signup: { perAddress: 30, perEmail: 5, windowSeconds: FIFTEEN_MINUTES },
  forgot: { perAddress: 30, perEmail: 5, windowSeconds: FIFTEEN_MINUTES },
  reset: { perAddress: 30, perEmail: 5, windowSeconds: FIFTEEN_MINUTES },
};

interface Counter {
  key: string;
  cap: number;
}

/** The counters one request of an action is judged by. */
function countersFor(app: FastifyInstance, action: LimitedAction, request: FastifyRequest): Counter[] {
  const limit = app.ctx.rateLimits[action];
  const raw = (request.body as { email?: unknown } | undefined)?.email;
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : undefined;
  const counters: Counter[] = [{ key: `${action}:ip:${request.ip}`, cap: limit.perAddress }];
  if (email) {
    counters.push({ key: `${action}:email:${email}`, cap: limit.perEmail });
    if (limit.perAddressAndEmail !== undefined) {
      counters.push({ key: `${action}:ip-email:${request.ip}:${email}`, cap: limit.perAddressAndEmail });
    }
  }
  return counters;
}

/**
 * Counts one attempt against each key in a fixed window and answers the counts so far with the
 * seconds left in each window. The counters are rows in the database, so every server process
 * sharing it sees the same counts.
 */
async function hit(app: FastifyInstance, keys: string[], windowSeconds: number) {
  return Promise.all(
    keys.map(async (key) => {
      const [row] = await queryRows<{ count: number; left: number }>(
        app.ctx.db,
        sql`
        INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       THEN now() ELSE rate_limits.window_start END
        RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - now()))::int AS left`,
      );
      return { key, count: Number(row?.count ?? 0), left: Number(row?.left ?? windowSeconds) };
    }),
  );
}

/** The counts of open windows, without counting anything. */
async function peek(app: FastifyInstance, keys: string[], windowSeconds: number) {
  const rows = await queryRows<{ key: string; count: number; left: number }>(
    app.ctx.db,
    sql`
    SELECT key, count, ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - now()))::int AS left
    FROM rate_limits
    WHERE key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )}) AND window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  return rows.map((row) => ({ key: row.key, count: Number(row.count), left: Number(row.left) }));
}

/** 429 with Retry-After: the seconds until the longest of the windows that are full closes. */
function refuse(reply: FastifyReply, seconds: number): never {
  reply.header('retry-after', String(Math.max(1, seconds)));
  throw new HttpError(429, SERVER_MESSAGES.tooManyRequests);
}

/**
 * A preHandler (it runs after validation, so the e-mail is known) that refuses the call with 429
 * once the client address or the e-mail went over its limit. For an action that counts failures
 * only, it just looks; the route calls `recordFailure` when the attempt fails.
 */
export function rateLimit(app: FastifyInstance, action: LimitedAction): preHandlerHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = app.ctx.rateLimits[action];
    const counters = countersFor(app, action, request);
    const caps = new Map(counters.map((counter) => [counter.key, counter.cap]));
    const counts = limit.failuresOnly
      ? await peek(app, [...caps.keys()], limit.windowSeconds)
      : await hit(app, [...caps.keys()], limit.windowSeconds);
    // Failures: refused once the cap is reached. Attempts: this one counted, refused past the cap.
    const full = counts.filter((counter) =>
      limit.failuresOnly ? counter.count >= caps.get(counter.key)! : counter.count > caps.get(counter.key)!,
    );
    if (full.length > 0) refuse(reply, Math.max(...full.map((counter) => counter.left)));
    // Now and then, forget counters whose window closed long ago.
    if (Math.random() < 0.01) {
      await app.ctx.db.execute(sql`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
    }
  };
}

/** Counts a failed attempt of a failures-only action (a wrong password). */
export async function recordFailure(
  app: FastifyInstance,
  action: LimitedAction,
  request: FastifyRequest,
): Promise<void> {
  const limit = app.ctx.rateLimits[action];
  await hit(
    app,
    countersFor(app, action, request).map((counter) => counter.key),
    limit.windowSeconds,
  );
}
