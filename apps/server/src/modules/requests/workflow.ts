import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  STATUS,
  apiData,
  apiMessage,
  apiPage,
  approverListQuery,
  approverMayDecide,
  bulkApprovalAnswer,
  bulkApprovalBody,
  cancelForm,
  decisionBody,
  decisionParams,
  studentMayChange,
  type BulkOutcome,
  type Decision,
  type Status,
} from '@portal/domain';
import type { AuthUser } from '../../context.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { currentUser } from '../../plugins/auth.js';
import { hasJurisdiction } from '../users/index.js';
import { madeOnce } from '../versions/index.js';
import type { RequestEvent } from '../manifest.js';
import { decisionMail } from './decision-mail.js';
import type { RequestKind, RequestRow } from './kind.js';
import { requestQueries, type RequestQueries } from './queries.js';

/** A kind of request with its prepared reads: what the workflow's routes and other modules use. */
export interface RequestWorkflow<Row extends RequestRow, Item, Form extends object> {
  kind: RequestKind<Row, Item, Form>;
  queries: RequestQueries<Row>;
  routes: FastifyPluginAsyncZod;
}

/**
 * The request-and-approval workflow (docs/architecture.md, "Requests and approval"), the same for
 * every kind: a student requests, lists, edits and cancels the own requests; a faculty member lists
 * and decides those of the students in the member's care (docs/rules.md, "Who may act on whom").
 * - A request can be edited or cancelled until it is approved; editing a rejected one reopens it.
 * - Only a pending request is decided, and only in the version the approver saw: a decision names
 *   the `updatedAt` it was shown, and is refused (409) when the student has edited the request since.
 * - Every state change is one conditional statement, so of two people acting at once exactly one wins.
 * - Several pending requests may be approved in one call; each is decided on its own, as if by the
 *   single call, and the answer says what became of each (docs/choices.md, "Approving several
 *   requests at once").
 * - The approvers hear of a request that arrives (new, or a rejected one edited back to pending), and
 *   the student of a decision, through the reactions of other modules (modules/manifest.ts,
 *   `Reactions`) run in the change's transaction; the decision's e-mail is composed here
 *   (decision-mail.ts).
 */
export function requestWorkflow<Row extends RequestRow, Item, Form extends object>(
  kind: RequestKind<Row, Item, Form>,
): RequestWorkflow<Row, Item, Form> {
  const { table, paths, messages, schemas } = kind;
  const queries = requestQueries<Row>(kind.name, kind.table, kind.columns, kind.ownOrder);

  const routes: FastifyPluginAsyncZod = async (app) => {
    const { db, config } = app.ctx;
    const student = app.requireRole('student');
    const faculty = app.requireRole('faculty');
    const tags = [kind.tag];

    /** The student's own request, or the reason it may not be touched. */
    const ownChangeable = async (id: string, studentId: string) => {
      const row = await queries.byId(db, id);
      if (!row) throw new HttpError(404, messages.notFound);
      if (row.studentId !== studentId) throw new HttpError(403, SERVER_MESSAGES.forbidden);
      if (!studentMayChange(row.status as Status)) throw new HttpError(409, messages.frozen);
      return row;
    };

    /** What the reactions are told of a request: the student's own, and what it is for. */
    const requestEvent = (student: RequestEvent['student'], requestId: string, row: object): RequestEvent => ({
      kind: kind.name,
      noun: kind.noun,
      requestId,
      // `describe` reads the kind's own columns only, which every request and form carries.
      summary: kind.describe(row as Row, config.timeZone),
      student,
    });
    const studentOf = (me: { id: string; name: string; department: string | null; currentYear: number | null }) => ({
      id: me.id,
      name: me.name,
      department: me.department,
      currentYear: me.currentYear,
    });

    const ruleContext = (tx: Database, studentId: string, editing?: string) => ({
      tx,
      studentId,
      editing,
      now: app.ctx.now(),
      timeZone: config.timeZone,
    });

    app.post(
      paths.request,
      {
        onRequest: student,
        schema: { tags, summary: `Request a ${kind.noun}`, body: schemas.requestForm, response: { 201: apiMessage } },
      },
      async (request, reply) => {
        const me = currentUser(request);
        const form = request.body as Form;
        await db.transaction(async (tx) => {
          const values = await kind.values(form, ruleContext(tx, me.id));
          const [made] = await tx
            .insert(table)
            .values({ studentId: me.id, ...values })
            .returning({ id: table.id });
          await app.ctx.hooks.react('requestPending', tx, requestEvent(studentOf(me), made!.id, values));
        });
        return reply.status(201).send({ success: true, msg: messages.requested });
      },
    );

    app.get(
      paths.own,
      {
        onRequest: student,
        schema: {
          tags,
          summary: `The own ${kind.noun}s, latest first`,
          response: { 200: apiData(z.array(schemas.item)) },
        },
      },
      async (request, reply) => {
        const rows = await queries.own(db, currentUser(request).id);
        // Kept per student, and written once (docs/architecture.md, "Answers kept on the server").
        return sendJsonBytes(
          reply,
          madeOnce(rows, 'json', () => jsonBytes(reply, { success: true as const, data: rows.map(kind.present) })),
        );
      },
    );

    app.post(
      paths.edit,
      {
        onRequest: student,
        schema: {
          tags,
          summary: `Edit an own pending or rejected ${kind.noun} (a rejected one goes back to pending)`,
          body: schemas.editForm,
          response: { 200: apiMessage },
        },
      },
      async (request) => {
        const me = currentUser(request);
        const { _id: id, ...form } = request.body as Form & { _id: string };
        const before = await ownChangeable(id, me.id);
        const changed = await db.transaction(async (tx) => {
          const values = await kind.values(form as Form, ruleContext(tx, me.id, id));
          // Conditional on "not approved", so an approval landing meanwhile wins. The new updatedAt
          // is always later than the one an approver may hold, even within one millisecond.
          const rows = await tx
            .update(table)
            .set({
              ...values,
              status: STATUS.PENDING,
              decidedBy: null,
              decidedAt: null,
              decisionReason: null,
              updatedAt: sql`greatest(now(), ${table.updatedAt} + interval '1 millisecond')`,
            })
            .where(and(eq(table.id, id), eq(table.studentId, me.id), ne(table.status, STATUS.APPROVED)))
            .returning({ id: table.id, status: table.status });
          // A rejected request edited is back in the approvers' queue: it arrives again.
          if (rows.length > 0 && before.status === STATUS.REJECTED) {
            await app.ctx.hooks.react('requestPending', tx, requestEvent(studentOf(me), id, values));
          }
          return rows;
        });
        if (changed.length === 0) throw new HttpError(409, messages.frozen);
        return { success: true as const, msg: messages.updated };
      },
    );

    app.post(
      paths.cancel,
      {
        onRequest: student,
        schema: {
          tags,
          summary: `Cancel an own ${kind.noun} that is not approved`,
          body: cancelForm,
          response: { 200: apiMessage },
        },
      },
      async (request) => {
        const me = currentUser(request);
        const { deleteId } = request.body;
        await ownChangeable(deleteId, me.id);
        const deleted = await db
          .delete(table)
          .where(and(eq(table.id, deleteId), eq(table.studentId, me.id), ne(table.status, STATUS.APPROVED)))
          .returning({ id: table.id });
        if (deleted.length === 0) throw new HttpError(409, messages.frozen);
        return { success: true as const, msg: MESSAGES.deleted };
      },
    );

    app.get(
      paths.approverList,
      {
        onRequest: faculty,
        schema: {
          tags,
          summary: `${kind.noun}s of the students in the member's care (HOD: the department): pending ones newest first, decided ones most recently decided first`,
          querystring: approverListQuery,
          response: { 200: apiPage(schemas.item) },
        },
      },
      async (request, reply) => {
        const { status, search, page, limit } = request.query;
        const found = await queries.forApprover(db, {
          faculty: currentUser(request),
          status,
          search,
          page,
          limit,
        });
        // A kept page (the pending ones) is written once: docs/architecture.md, "Answers kept on the server".
        return sendJsonBytes(
          reply,
          madeOnce(found, 'json', () =>
            jsonBytes(reply, {
              success: true as const,
              data: found.rows.map(kind.present),
              total: found.total,
              page,
              limit,
            }),
          ),
        );
      },
    );

    app.post(
      paths.decide,
      {
        onRequest: faculty,
        schema: {
          tags,
          summary: `Approve (1) or reject (-1) a pending ${kind.noun}, in the version last seen (updatedAt)`,
          params: decisionParams,
          body: decisionBody,
          response: { 200: apiMessage },
        },
      },
      async (request) => {
        const { id, decision } = request.params;
        const outcome = await decideOne(currentUser(request), id, decision, request.body ?? {});
        if (outcome === 'not_found') throw new HttpError(404, messages.notFound);
        if (outcome === 'forbidden') throw new HttpError(403, SERVER_MESSAGES.outsideJurisdiction);
        if (outcome === 'edited') throw new HttpError(409, SERVER_MESSAGES.requestEditedSince);
        if (outcome === 'decided') throw new HttpError(409, messages.notPending);
        return { success: true as const, msg: decision === STATUS.APPROVED ? messages.approved : messages.rejected };
      },
    );

    app.post(
      paths.approveMany,
      {
        onRequest: faculty,
        schema: {
          tags,
          summary: `Approve several pending requests (${kind.noun}), each in the version last seen; the answer says what became of each`,
          body: bulkApprovalBody,
          response: { 200: bulkApprovalAnswer },
        },
      },
      async (request) => {
        const me = currentUser(request);
        const { requests, reason } = request.body;
        const data: { _id: string; outcome: BulkOutcome }[] = [];
        // One after the other, each its own conditional statement: what one request meets (decided
        // meanwhile, edited since) never holds back or undoes the others.
        for (const { _id, updatedAt } of requests) {
          const outcome = await decideOne(me, _id, STATUS.APPROVED, { updatedAt, reason });
          data.push({ _id, outcome: outcome === 'taken' ? 'approved' : outcome });
        }
        const approved = data.filter((one) => one.outcome === 'approved').length;
        return { success: true as const, msg: `${approved} of ${data.length} approved`, data };
      },
    );

    /**
     * Decides one request as the approver saw it (`updatedAt`), with an optional reason. One
     * conditional UPDATE: of two approvers acting at once exactly one wins, and an edit that landed
     * after the approver's read makes it miss; the loser learns why from a second read. (Stored
     * times have microseconds; the wire carries milliseconds.)
     */
    async function decideOne(
      me: AuthUser,
      id: string,
      decision: Decision,
      { updatedAt: seen, reason }: { updatedAt?: string; reason?: string },
    ): Promise<Exclude<BulkOutcome, 'approved'> | 'taken'> {
      const row = await queries.byId(db, id);
      if (!row) return 'not_found';
      if (!hasJurisdiction(me, { type: row.studentType, department: row.department, currentYear: row.currentYear })) {
        return 'forbidden';
      }
      // The student's notification and e-mail are written in the decision's transaction.
      const decided = await db.transaction(async (tx) => {
        const rows = await tx
          .update(table)
          .set({
            status: decision,
            decidedBy: me.id,
            decidedAt: app.ctx.now(),
            decisionReason: reason ?? null,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(table.id, id),
              eq(table.status, STATUS.PENDING),
              seen ? sql`date_trunc('milliseconds', ${table.updatedAt}) = ${seen}::timestamptz` : undefined,
            ),
          )
          .returning({ id: table.id });
        if (rows.length > 0) {
          const decidedRow = { ...row, status: decision, reason: reason ?? null };
          const student = {
            id: row.studentId,
            name: row.name,
            department: row.department,
            currentYear: row.currentYear,
          };
          await app.ctx.hooks.react('requestDecided', tx, {
            ...requestEvent(student, id, decidedRow),
            approved: decision === STATUS.APPROVED,
            mail: decisionMail(kind, decidedRow, me.name, config),
          });
        }
        return rows;
      });
      if (decided.length === 0) {
        const now = await queries.byId(db, id);
        if (!now) return 'not_found';
        return approverMayDecide(now.status as Status) ? 'edited' : 'decided';
      }
      return 'taken';
    }
  };

  return { kind, queries, routes };
}
