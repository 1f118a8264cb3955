import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiMessage,
  calendarEvent,
  eventForm,
  eventIdParams,
  eventRangeQuery,
} from '@portal/domain';
import { deleteOwned, isOwnerOrAdmin } from '../../lib/owned-delete.js';
import { currentUser } from '../../plugins/auth.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { keptAnswersOf, madeOnce } from '../versions/index.js';
import { audienceOf, eventsBetween, insertEvent, presentEvent, type EventRow } from './queries.js';
import { events } from './schema.js';

const DAY_MS = 86_400_000;

/** The students' spans of the calendar kept: a few months of each department's years. */
const keptSpans = keptAnswersOf<EventRow[]>(500);

/**
 * The calendar's events (docs/rules.md, "Events"): everyone signed in reads those meant for them,
 * faculty and admins put them up, and the creator or an admin takes them down.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['events'];

  app.get(
    '/shared/event',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The events of a span meant for the caller (a student: for all, or the own department and year)',
        querystring: eventRangeQuery,
        response: { 200: apiData(z.array(calendarEvent)) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = app.ctx.now().getTime();
      const from = request.query.start ? new Date(request.query.start) : new Date(now - 31 * DAY_MS);
      const to = request.query.end ? new Date(request.query.end) : new Date(from.getTime() + 92 * DAY_MS);
      const audience = audienceOf(user);
      if (!audience || !request.query.start || !request.query.end) {
        const rows = await eventsBetween(db, from, to, audience);
        return { success: true as const, data: rows.map((row) => presentEvent(row, user)) };
      }
      // A student's span (named in full: a default one moves with the clock) is kept per audience
      // while no event, and no creator's name, changed (docs/architecture.md, "Answers kept on the
      // server"). Written once per kept span and viewer's part: a student deletes only an own event.
      const rows = await keptSpans(db).get(
        `${audience.department}:${audience.year}:${from.toISOString()}:${to.toISOString()}`,
        ['events', 'staff'],
        () => eventsBetween(db, from, to, audience),
      );
      const creators = madeOnce(rows, 'creators', () => new Set(rows.map((row) => row.createdBy)));
      return sendJsonBytes(
        reply,
        madeOnce(rows, creators.has(user.id) ? `creator:${user.id}` : 'reader', () =>
          jsonBytes(reply, { success: true as const, data: rows.map((row) => presentEvent(row, user)) }),
        ),
      );
    },
  );

  app.post(
    '/shared/event',
    {
      onRequest: app.requireRole('faculty', 'admin'),
      schema: {
        tags,
        summary: 'Put up an event',
        body: eventForm,
        response: { 201: apiData(z.object({ _id: z.string() })) },
      },
    },
    async (request, reply) => {
      const form = request.body;
      const id = await insertEvent(db, form, currentUser(request).id);
      // Its students hear of it, after the answer (docs/rules.md, "Notifications").
      app.ctx.hooks.reactLater('eventAdded', {
        id,
        title: form.title,
        start: new Date(form.start),
        department: form.department,
        year: form.semester,
      });
      return reply.status(201).send({ success: true as const, msg: MESSAGES.eventCreated, data: { _id: id } });
    },
  );

  app.delete(
    '/shared/event/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Take an event down (its creator or an admin)',
        params: eventIdParams,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const { id } = request.params;
      return deleteOwned({
        find: async () => (await db.select({ createdBy: events.createdBy }).from(events).where(eq(events.id, id)))[0],
        mayDelete: (row) => isOwnerOrAdmin(currentUser(request), row.createdBy),
        remove: async () => (await db.delete(events).where(eq(events.id, id)).returning({ id: events.id })).length > 0,
        notFound: SERVER_MESSAGES.eventNotFound,
        forbidden: SERVER_MESSAGES.forbidden,
        deleted: SERVER_MESSAGES.eventDeleted,
      });
    },
  );
};
