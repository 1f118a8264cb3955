import { randomBytes } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES, apiData, calendarFeed, facultyToday } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import { preparedFor } from '../../db/prepared.js';
import { FEED_CACHE_SECONDS, feedCache } from './feed.js';
import { feedRate } from './rate.js';
import { calendarFeeds } from './schema.js';
import { periodsToday } from './timetable.js';

/** 32 random bytes, base64url: 43 characters. */
const SECRET = /^[A-Za-z0-9_-]{43}$/;
const newSecret = () => randomBytes(32).toString('base64url');

/** Whose feed a secret opens: read on every fetch, so a renewed secret ends the old one at once. */
const feedOwner = preparedFor((db) =>
  db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secret, sql.placeholder('secret')))
    .prepare('calendar_feed_owner'),
);

async function secretOf(db: Database, userId: string, renew: boolean): Promise<string> {
  const secret = newSecret();
  if (renew) {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId, secret })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { secret, createdAt: new Date() } })
      .returning({ secret: calendarFeeds.secret });
    return row!.secret;
  }
  await db.insert(calendarFeeds).values({ userId, secret }).onConflictDoNothing();
  const [row] = await db
    .select({ secret: calendarFeeds.secret })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row!.secret;
}

/**
 * The personal calendar feed (docs/rules.md, "Calendar feed"): every signed-in user has a secret
 * address serving the own events (and timetable) as iCalendar, for a calendar app to subscribe to.
 * Renewing the secret ends the old address.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const tags = ['calendar'];
  const urlOf = (secret: string) => `${config.publicUrl}/api/calendar/${secret}.ics`;

  app.get(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's feed address (made on first ask)",
        response: { 200: apiData(calendarFeed) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { url: urlOf(await secretOf(db, currentUser(request).id, false)) },
    }),
  );

  app.post(
    '/calendar/feed',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'A new feed address; the old one stops working',
        response: { 200: apiData(calendarFeed) },
      },
    },
    async (request) => ({
      success: true as const,
      msg: SERVER_MESSAGES.feedRenewed,
      data: { url: urlOf(await secretOf(db, currentUser(request).id, true)) },
    }),
  );

  app.get(
    '/faculty/today',
    {
      onRequest: app.requireRole('faculty'),
      schema: {
        tags,
        summary: "The member's periods today in every class taught, in time order",
        response: { 200: apiData(facultyToday) },
      },
    },
    async (request) => {
      const { day, periods } = await periodsToday(app.ctx, currentUser(request).id, app.ctx.now());
      return {
        success: true as const,
        data: {
          day,
          periods: periods.map(({ subject, name, startTime, endTime, department, semester }) => ({
            subject,
            name,
            startTime,
            endTime,
            department,
            semester,
          })),
        },
      };
    },
  );

  // The feed is answered from a short cache with a strong ETag, a matching If-None-Match gets 304
  // (@fastify/etag, only around this route), and each feed and each client address is bounded
  // (docs/choices.md, "The calendar feed under load").
  const feeds = feedCache(app.ctx);
  const overRate = feedRate(app.ctx.feedLimit, app.ctx.now);
  const feedRoute: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(fastifyEtag);
    scope.get(
      '/calendar/:file',
      {
        schema: {
          tags,
          summary: 'The feed itself (public: the secret in the address is the key), text/calendar',
          security: [],
          params: z.object({ file: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const secret = request.params.file.replace(/\.ics$/, '');
        if (!SECRET.test(secret)) throw new HttpError(404, SERVER_MESSAGES.notFound);
        const wait = overRate(secret, request.ip);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          throw new HttpError(429, SERVER_MESSAGES.tooManyRequests);
        }
        const [feed] = await feedOwner(db).execute({ secret });
        const user = feed ? await app.ctx.users.byId(feed.userId) : undefined;
        if (!user || !user.active) throw new HttpError(404, SERVER_MESSAGES.notFound);

        const built = (await feeds.fetch(user.id, { context: user }))!;
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', 'inline; filename="college-calendar.ics"')
          .header('cache-control', `private, max-age=${FEED_CACHE_SECONDS}`)
          .header('etag', built.etag)
          .send(built.text);
      },
    );
  };
  await app.register(feedRoute);
};
