import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiMessage,
  subject as subjectSchema,
  subjectDeleteBody,
  subjectDeleteQuery,
  subjectEditForm,
  subjectForm,
  subjectListQuery,
  teacherEntry,
  type SubjectForm,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { loggableError } from '../../lib/loggable-error.js';
import { currentUser } from '../../plugins/auth.js';
import { findUserById } from '../users/index.js';
import type { Vetoes } from '../manifest.js';
import { lockTeaching } from './changes.js';
import {
  findSubjectById,
  findSubjectsOfClass,
  isUniqueViolation,
  listSubjects,
  presentSubject,
  semesterThisTermOf,
  subjectsTaughtBy,
} from './queries.js';
import { keptAnswersOf, madeOnce } from '../versions/index.js';
import { subjects } from './schema.js';

/** The subject lists kept: one per department and semester filter. */
const keptLists = keptAnswersOf<Awaited<ReturnType<typeof listSubjects>>>(100);

/** The teacher must be an active faculty member (docs/rules.md, "Subjects and timetables"). */
async function requireActiveFaculty(db: Database, id: string): Promise<void> {
  const teacher = await findUserById(db, id);
  if (!teacher || teacher.type !== 'faculty' || !teacher.active) {
    throw new HttpError(400, SERVER_MESSAGES.notActiveFaculty);
  }
}

/** Another subject of the class already has this code. */
async function codeTaken(db: Database, form: SubjectForm, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(
      and(
        eq(subjects.department, form.department),
        eq(subjects.semester, form.semester),
        eq(subjects.code, form.code),
        exceptId ? ne(subjects.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A faculty member who still teaches cannot be deleted until the subjects are reassigned: the refusal
 * names the codes ('CS301, CS302').
 */
export const stillTeachesCheck: Vetoes['accountRemoval'] = async (tx, account) => {
  if (account.type !== 'faculty') return null;
  const taught = await subjectsTaughtBy(tx, account.id);
  if (taught.length === 0) return null;
  return `${SERVER_MESSAGES.stillTeaches} ${taught.map((row) => row.code.toUpperCase()).join(', ')}`;
};

const valuesOf = (form: SubjectForm) => ({
  name: form.name,
  code: form.code,
  courseType: form.courseType,
  department: form.department,
  semester: form.semester,
  taughtBy: form.taughtBy,
});

/** Subjects (docs/rules.md, "Subjects and timetables"; docs/api.md). */
export const subjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const admin = app.requireRole('admin');
  const tags = ['subjects'];

  app.get(
    '/shared/subject',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Subjects, by department and semester',
        querystring: subjectListQuery,
        response: { 200: apiData(z.array(subjectSchema)) },
      },
    },
    async (request, reply) => {
      const { department, semester } = request.query;
      // Kept per filter (a few dozen) while no subject, and no teacher's name, e-mail or department,
      // changed (docs/architecture.md, "Answers kept on the server"), and written once.
      const rows = await keptLists(db).get(`${department ?? ''}:${semester ?? ''}`, ['staff', 'subjects'], () =>
        listSubjects(db, { department, semester }),
      );
      return sendJsonBytes(
        reply,
        madeOnce(rows, 'json', () => jsonBytes(reply, { success: true as const, data: rows.map(presentSubject) })),
      );
    },
  );

  app.get(
    '/student/teachers',
    {
      onRequest: app.requireRole('student'),
      schema: {
        tags,
        summary: "The subjects of the student's class this term and their teachers",
        response: { 200: apiData(z.array(teacherEntry)) },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const semester = await semesterThisTermOf(app.ctx, me.currentYear);
      if (!me.department || !semester) return { success: true as const, data: [] };
      const rows = await findSubjectsOfClass(db, me.department, semester);
      return {
        success: true as const,
        data: rows.map((row) => ({
          name: row.name,
          code: row.code,
          taughtBy: { name: row.teacherName, email: row.teacherEmail },
        })),
      };
    },
  );

  app.post(
    '/admin/subject',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a subject to a class',
        body: subjectForm,
        response: { 201: apiData(subjectSchema) },
      },
    },
    async (request, reply) => {
      const form = request.body;
      await requireActiveFaculty(db, form.taughtBy);
      const [created] = await db
        .insert(subjects)
        .values(valuesOf(form))
        .onConflictDoNothing()
        .returning({ id: subjects.id });
      if (!created) throw new HttpError(409, SERVER_MESSAGES.subjectCodeTaken);
      const row = await findSubjectById(db, created.id);
      return reply
        .status(201)
        .send({ success: true as const, msg: MESSAGES.subjectCreated, data: presentSubject(row!) });
    },
  );

  app.put(
    '/admin/subject',
    {
      onRequest: admin,
      schema: { tags, summary: 'Change a subject', body: subjectEditForm, response: { 200: apiData(subjectSchema) } },
    },
    async (request) => {
      const { _id: id, ...form } = request.body;
      try {
        await db.transaction(async (tx) => {
          await lockTeaching(tx);
          const before = await findSubjectById(tx, id);
          if (!before) throw new HttpError(404, SERVER_MESSAGES.subjectNotFound);
          if (form.taughtBy !== before.teacherId) await requireActiveFaculty(tx, form.taughtBy);
          if (await codeTaken(tx, form, id)) throw new HttpError(409, SERVER_MESSAGES.subjectCodeTaken);
          const reason = await app.ctx.hooks.veto('subjectChange', tx, before, form);
          if (reason) throw new HttpError(409, reason);
          await tx
            .update(subjects)
            .set({ ...valuesOf(form), updatedAt: app.ctx.now() })
            .where(eq(subjects.id, id));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SERVER_MESSAGES.subjectCodeTaken);
        throw error;
      }
      const row = await findSubjectById(db, id);
      return { success: true as const, msg: MESSAGES.subjectUpdated, data: presentSubject(row!) };
    },
  );

  app.delete(
    '/admin/subject',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Delete a subject (id in the query or the body)',
        querystring: subjectDeleteQuery,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      // The body is optional, so it is read here rather than declared (the query string may carry the id).
      const body = subjectDeleteBody.safeParse(request.body ?? null);
      if (!body.success) throw new HttpError(400, SERVER_MESSAGES.notFound);
      const id = request.query.id ?? body.data?.id;
      if (!id) throw new HttpError(400, MESSAGES.required);
      const before = await findSubjectById(db, id);
      if (!before) throw new HttpError(404, SERVER_MESSAGES.subjectNotFound);
      try {
        await db.delete(subjects).where(eq(subjects.id, id));
      } catch (error) {
        // A timetable's period names it (a foreign key that restricts the delete).
        if (['23001', '23503'].includes(loggableError(error).code ?? '')) {
          throw new HttpError(409, `${SERVER_MESSAGES.subjectInTimetable} S${before.semester} ${before.department}`);
        }
        throw error;
      }
      return { success: true as const, msg: SERVER_MESSAGES.subjectDeleted };
    },
  );
};
