import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@portal/domain';
import { queryRows } from '../db/client.js';
import { HttpError } from '../lib/http-error.js';

/**
 * The limits of one action in one window (docs/choices.md, "Rate limits"). No counter keyed by an
 * e-mail alone ever refuses a call: anyone may send any e-mail, so such a counter would let a
 * stranger lock its owner out.
 */
export interface Limit {
  /** Per client address: attempts, or for sign-in failed attempts. */
  perAddress: number;
  /** On one e-mail from one address: attempts, or for sign-in failed attempts. */
  perAddressAndEmail?: number;
  /**
   * Sign-in: failures on one account from anywhere past which the account is under attack (which
   * only lowers `perAddressAndEmailUnderAttack` for addresses it does not trust). Forgot: the reset
   * e-mails sent to one address.
   */
  perEmail?: number;
  /** Sign-in, while the account is under attack: failures allowed an address with no recent success on it. */
  perAddressAndEmailUnderAttack?: number;
  windowSeconds: number;
  /** Count failed attempts only (sign-in): a right password is never held against anyone. */
  failuresOnly?: boolean;
}

export type LimitedAction = 'signin' | 'signup' | 'forgot' | 'reset' | 'google';
export type RateLimitSettings = Record<LimitedAction, Limit>;

/**
 * Generous enough for a class signing in from one NAT address, or a browser test suite signing in
 * a few dozen times, yet far too slow for guessing passwords: ten wrong passwords for one account
 * from one address in fifteen minutes, three once the account has had a hundred from anywhere.
 */
const FIFTEEN_MINUTES = 15 * 60;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signin: {
    perAddressAndEmail: 10,
    perAddress: 100,
    perEmail: 100,
    perAddressAndEmailUnderAttack: 3,
    windowSeconds: FIFTEEN_MINUTES,
    failuresOnly: true,
  },
  google: { perAddress: 60, windowSeconds: FIFTEEN_MINUTES },
  signup: { perAddress: 30, perAddressAndEmail: 5, windowSeconds: FIFTEEN_MINUTES },
  forgot: { perAddress: 30, perAddressAndEmail: 5, perEmail: 5, windowSeconds: FIFTEEN_MINUTES },
  reset: { perAddress: 30, windowSeconds: FIFTEEN_MINUTES },
};

/** How long an address that signed in to an account stays trusted for it: a month. */
export const TRUSTED_SECONDS = 30 * 24 * 60 * 60;

/** The e-mail a call carries, as the forms read it (trimmed, lower-cased), if any. */
function emailOf(request: FastifyRequest): string | undefined {
  const raw = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof raw === 'string' ? raw.trim().toLowerCase() : undefined;
}

/** The counters' keys of one call: its address, its address with its e-mail, its e-mail alone. */
function keysOf(action: LimitedAction, request: FastifyRequest) {
  const email = emailOf(request);
  return {
    address: `${action}:ip:${request.ip}`,
    pair: email === undefined ? undefined : `${action}:ip-email:${request.ip}:${email}`,
    email: email === undefined ? undefined : `${action}:email:${email}`,
    trusted: email === undefined ? undefined : `${action}:ok:${request.ip}:${email}`,
  };
}

/**
 * Counts one event against each key in a fixed window and answers the counts so far with the
 * seconds left in each window, and the window's start (exactly, as text) to take the event back
 * by. The counters are rows in the database, so every server process sharing it sees the same
 * counts, and each count is one atomic statement, so events at the same moment each get their own.
 */
async function hit(app: FastifyInstance, keys: string[], windowSeconds: number) {
  return Promise.all(
    keys.map(async (key) => {
      const [row] = await queryRows<{ count: number; left: number; window: string }>(
        app.ctx.db,
        sql`
        INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       THEN 1 ELSE rate_limits.count + 1 END,
          window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                       THEN now() ELSE rate_limits.window_start END
        RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - now()))::int AS left,
          window_start::text AS window`,
      );
      return { key, count: Number(row?.count ?? 0), left: Number(row?.left ?? windowSeconds), window: row?.window };
    }),
  );
}
type Hit = Awaited<ReturnType<typeof hit>>[number];

/**
 * Takes counted events back, each from the window it was counted in (a window since renewed keeps
 * its count). A counter back at nothing is removed, so rightful sign-ins leave no rows behind.
 */
async function unhit(app: FastifyInstance, hits: Hit[]): Promise<void> {
  await Promise.all(
    hits.map(async ({ key, window }) => {
      if (window === undefined) return;
      const [gone] = await queryRows<{ key: string }>(
        app.ctx.db,
        sql`DELETE FROM rate_limits WHERE key = ${key} AND window_start = ${window}::timestamptz AND count = 1
            RETURNING key`,
      );
      if (gone) return;
      await app.ctx.db.execute(sql`
        UPDATE rate_limits SET count = count - 1
        WHERE key = ${key} AND window_start = ${window}::timestamptz AND count > 1`);
    }),
  );
}

/**
 * A sign-in's attempt, counted as a failure before its password is checked (docs/choices.md, "Rate
 * limits"): kept when the password is wrong, taken back when it is right.
 */
const claims = new WeakMap<FastifyRequest, Hit[]>();

/** The counts of the keys, without counting anything, with the age of each window in seconds. */
async function peek(app: FastifyInstance, keys: string[]) {
  const rows = await queryRows<{ key: string; count: number; age: number }>(
    app.ctx.db,
    sql`
    SELECT key, count, extract(epoch FROM now() - window_start)::float8 AS age
    FROM rate_limits
    WHERE key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((row) => [row.key, { count: Number(row.count), age: Number(row.age) }]));
}

/** 429 with Retry-After: the seconds until the refusal ends. */
function refuse(reply: FastifyReply, seconds: number): never {
  reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
  throw new HttpError(429, SERVER_MESSAGES.tooManyRequests);
}

/** Now and then, forget counters whose window closed long ago (and trust older than its month). */
async function forgetOldCounters(app: FastifyInstance) {
  if (Math.random() >= 0.01) return;
  await app.ctx.db.execute(sql`
    DELETE FROM rate_limits
    WHERE (window_start < now() - interval '1 day' AND split_part(key, ':', 2) <> 'ok')
       OR window_start < now() - make_interval(secs => ${TRUSTED_SECONDS})`);
}

/**
 * A preHandler (it runs after validation, so the e-mail is known) that refuses the call with 429
 * once its address, or its address with its e-mail, went over the limit. Sign-in counts failures
 * only, so there the attempt is claimed as one (`signInRefusal`), and the route calls
 * `recordFailure` or `recordSuccess` once the password is checked.
 */
export function rateLimit(app: FastifyInstance, action: LimitedAction): preHandlerHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = app.ctx.rateLimits[action];
    if (limit.failuresOnly) {
      const seconds = await signInRefusal(app, action, request);
      if (seconds !== undefined) refuse(reply, seconds);
    } else {
      const keys = keysOf(action, request);
      const counters = [{ key: keys.address, cap: limit.perAddress }];
      if (keys.pair && limit.perAddressAndEmail !== undefined) {
        counters.push({ key: keys.pair, cap: limit.perAddressAndEmail });
      }
      const counts = await hit(
        app,
        counters.map((counter) => counter.key),
        limit.windowSeconds,
      );
      // This attempt is counted: refused past the cap.
      const full = counts.filter((count, index) => count.count > counters[index]!.cap);
      if (full.length > 0) refuse(reply, Math.max(...full.map((count) => count.left)));
    }
    await forgetOldCounters(app);
  };
}

/**
 * Whether a sign-in is refused, as the seconds until it would not be (docs/choices.md, "Rate
 * limits"): its address failed too often over every account, or on this account; or the account
 * is under attack (failures from everywhere past `perEmail`) and this address, which has not
 * signed in to it lately, already used the few tries such an address gets. An address with no
 * failures of its own on the account is never refused for what others did.
 *
 * The attempt is counted as a failure first, in one atomic step per counter, and judged on the
 * counts before it: attempts sent at once, to one process or to several, each see the ones before
 * them, so no more than the limit are ever tried. A refused attempt is taken back at once; an
 * allowed one stays claimed until its password is checked (`recordFailure`, `recordSuccess`).
 */
async function signInRefusal(
  app: FastifyInstance,
  action: LimitedAction,
  request: FastifyRequest,
): Promise<number | undefined> {
  const limit = app.ctx.rateLimits[action];
  const keys = keysOf(action, request);
  const [hits, trustedRows] = await Promise.all([
    hit(
      app,
      [keys.address, keys.pair, keys.email].filter((key): key is string => key !== undefined),
      limit.windowSeconds,
    ),
    keys.trusted === undefined
      ? Promise.resolve(new Map<string, { count: number; age: number }>())
      : peek(app, [keys.trusted]),
  ]);
  /** The count before this attempt, and the seconds left in its window. */
  const before = (key: string | undefined) => {
    const counted = hits.find((item) => item.key === key);
    return counted ? { count: counted.count - 1, left: counted.left } : undefined;
  };
  const address = before(keys.address);
  const pair = before(keys.pair);
  const account = before(keys.email);
  const trustedRow = keys.trusted === undefined ? undefined : trustedRows.get(keys.trusted);
  const trusted = trustedRow !== undefined && trustedRow.age < TRUSTED_SECONDS;
  const waits: number[] = [];
  if (address && address.count >= limit.perAddress) waits.push(address.left);
  if (pair && limit.perAddressAndEmail !== undefined && pair.count >= limit.perAddressAndEmail) waits.push(pair.left);
  const underAttack = account && limit.perEmail !== undefined && account.count >= limit.perEmail;
  const fewTries = limit.perAddressAndEmailUnderAttack;
  if (underAttack && !trusted && pair && fewTries !== undefined && pair.count >= fewTries) {
    // Allowed again when this address's failures are forgotten or the attack's window closes.
    waits.push(Math.min(pair.left, account.left));
  }
  if (waits.length > 0) {
    await unhit(app, hits);
    return Math.max(...waits);
  }
  claims.set(request, hits);
  return undefined;
}

/** Counts a failed attempt of a failures-only action (a wrong password): already, when it was claimed. */
export async function recordFailure(
  app: FastifyInstance,
  action: LimitedAction,
  request: FastifyRequest,
): Promise<void> {
  if (claims.delete(request)) return;
  const keys = keysOf(action, request);
  await hit(
    app,
    [keys.address, keys.pair, keys.email].filter((key): key is string => key !== undefined),
    app.ctx.rateLimits[action].windowSeconds,
  );
}

/**
 * Remembers that this address signed in to this account: while the account is under attack, it
 * keeps the full number of tries (docs/choices.md, "Rate limits"). The attempt's claim is taken
 * back: nothing is counted against anyone.
 */
export async function recordSuccess(app: FastifyInstance, action: LimitedAction, request: FastifyRequest) {
  const claimed = claims.get(request);
  claims.delete(request);
  if (claimed) await unhit(app, claimed);
  const key = keysOf(action, request).trusted;
  if (key === undefined) return;
  await app.ctx.db.execute(sql`
    INSERT INTO rate_limits (key, count, window_start) VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET count = rate_limits.count + 1, window_start = now()`);
}

/**
 * Counts one event on an e-mail alone and answers whether it is within `perEmail` in the window:
 * for what a call does to that e-mail's owner (a reset e-mail sent), never to refuse the call.
 */
export async function withinEmailLimit(app: FastifyInstance, action: LimitedAction, email: string): Promise<boolean> {
  const limit = app.ctx.rateLimits[action];
  if (limit.perEmail === undefined) return true;
  const [count] = await hit(app, [`${action}:email:${email.trim().toLowerCase()}`], limit.windowSeconds);
  return count!.count <= limit.perEmail;
}
