import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  EMAIL_BY_DEFAULT,
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiMessage,
  markReadBody,
  notificationKindsFor,
  notificationPreferences as preferencesAnswer,
  notificationPreferencesForm,
  notificationsPage,
  notificationsQuery,
  type EmailPreferences,
  type NotificationKind,
} from '@portal/domain';
import { preparedFor } from '../../db/prepared.js';
import { HttpError } from '../../lib/http-error.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { currentUser } from '../../plugins/auth.js';
import { keptAnswersOf, madeOnce } from '../versions/index.js';
import { LiveNotifications } from './live.js';
import { OutboxSender } from './outbox.js';
import { notificationPreferences, notifications } from './schema.js';

const columns = {
  id: notifications.id,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
};
const mine = eq(notifications.recipientId, sql.placeholder('recipientId'));
const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];

/** A page of the list, and of the unread ones: read off the recipient's indexes, newest first. */
const listPage = preparedFor((db) =>
  db
    .select(columns)
    .from(notifications)
    .where(mine)
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_page'),
);
const unreadPage = preparedFor((db) =>
  db
    .select(columns)
    .from(notifications)
    .where(and(mine, isNull(notifications.readAt)))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('notifications_unread_page'),
);
const counts = preparedFor((db) =>
  db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`,
    })
    .from(notifications)
    .where(mine)
    .prepare('notifications_counts'),
);

/** The users' pages of notifications kept: the bell's of everyone signed in lately, and their lists. */
const keptPages = keptAnswersOf<{
  rows: Awaited<ReturnType<ReturnType<typeof listPage>['execute']>>;
  count: { total: number; unread: number } | undefined;
}>(5_000);

/**
 * Notifications (docs/api.md, "Notifications"): everyone signed in lists the own, marks them read,
 * keeps a live stream open and chooses per kind what also comes by e-mail. This plugin also runs
 * the process's live streams and e-mail outbox sender, from the app's start to its close.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const tags = ['notifications'];
  const live = new LiveNotifications(app.ctx.notifications.live, app.ctx.users, app.log);
  const sender = new OutboxSender(
    db,
    app.ctx.mailer,
    app.ctx.notifications.outbox,
    app.ctx.now,
    app.log,
    new URL(config.publicUrl).hostname,
  );
  app.addHook('onReady', async () => {
    await live.start(app.ctx.listen);
    await sender.start(app.ctx.listen);
  });
  // Open streams would hold the close up for ever: they end first, then the sender finishes its send.
  app.addHook('preClose', async () => live.stop());
  app.addHook('onClose', async () => sender.stop());

  app.get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The own notifications, newest first, a page at a time, with how many there are and are unread',
        querystring: notificationsQuery,
        response: { 200: notificationsPage },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const { page, limit, unread } = request.query;
      // Kept per user and page while none of the user's notifications changed (docs/architecture.md,
      // "Answers kept on the server"): the bell asks on every signed-in page. Written once.
      const kept = await keptPages(db).get(
        `${me.id}:${unread ? 'unread' : 'all'}:${page}:${limit}`,
        [`notifications:${me.id}`],
        async () => {
          const parameters = { recipientId: me.id, limit, offset: (page - 1) * limit };
          const [rows, [count]] = await Promise.all([
            (unread ? unreadPage : listPage)(db).execute(parameters),
            counts(db).execute({ recipientId: me.id }),
          ]);
          return { rows, count };
        },
      );
      const { rows, count } = kept;
      return sendJsonBytes(
        reply,
        madeOnce(kept, 'json', () =>
          jsonBytes(reply, {
            success: true as const,
            data: rows.map(({ id, readAt, createdAt, ...row }) => ({
              _id: id,
              ...row,
              createdAt: createdAt.toISOString(),
              read: readAt !== null,
            })),
            total: unread ? (count?.unread ?? 0) : (count?.total ?? 0),
            unread: count?.unread ?? 0,
            page,
            limit,
          }),
        ),
      );
    },
  );

  app.post(
    '/notifications/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mark own notifications read: some (ids) or all (all: true); ids of others are left alone',
        body: markReadBody,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const { ids } = request.body;
      await db
        .update(notifications)
        .set({ readAt: app.ctx.now() })
        .where(
          and(
            eq(notifications.recipientId, me.id),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
      return { success: true as const, msg: MESSAGES.markedAsRead };
    },
  );

  app.get(
    '/notifications/stream',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Server-Sent Events: each new notification as event `notification` (its list item as JSON), a comment line at least every 25 s',
        // The answer is a stream of text, not JSON: no response schema to serialize it with.
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      if (!live.listening) {
        reply.header('retry-after', '5');
        throw new HttpError(503, SERVER_MESSAGES.notificationStreamsUnavailable);
      }
      const body = live.open(me.id, me.row.tokenVersion, request.raw.socket);
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('x-accel-buffering', 'no')
          // A stream's connection is never reused: its end (a shutdown, a newer tab) closes it too,
          // rather than leaving it open for a request that will not come.
          .header('connection', 'close')
          .send(body)
      );
    },
  );

  /** The caller's e-mail choices: every kind that can reach the caller, chosen or by default. */
  const preferencesOf = async (userId: string, kinds: NotificationKind[]): Promise<EmailPreferences> => {
    const chosen = await db
      .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    const byKind = new Map(chosen.map((row) => [row.kind, row.email]));
    return Object.fromEntries(kinds.map((kind) => [kind, byKind.get(kind) ?? EMAIL_BY_DEFAULT[kind]]));
  };

  app.get(
    '/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Per kind that can reach the caller, whether it also comes by e-mail',
        response: { 200: apiData(preferencesAnswer) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      return { success: true as const, data: { email: await preferencesOf(me.id, notificationKindsFor(me.type)) } };
    },
  );

  app.put(
    '/notifications/preferences',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Choose per kind whether it also comes by e-mail; kinds not named keep their value',
        body: notificationPreferencesForm,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const mayReach = new Set(notificationKindsFor(me.type));
      const chosen = Object.entries(request.body.email) as [NotificationKind, boolean][];
      const stranger = chosen.find(([kind]) => !mayReach.has(kind));
      if (stranger) throw new HttpError(400, SERVER_MESSAGES.notificationKindNotYours);
      if (chosen.length > 0) {
        await db
          .insert(notificationPreferences)
          .values(chosen.map(([kind, email]) => ({ userId: me.id, kind, email })))
          .onConflictDoUpdate({
            target: [notificationPreferences.userId, notificationPreferences.kind],
            set: { email: sql`excluded.email` },
          });
      }
      return { success: true as const, msg: MESSAGES.preferencesSaved };
    },
  );
};
