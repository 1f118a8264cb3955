import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiMessage,
  busyPeriod,
  busyPeriodsQuery,
  classTimetableQuery,
  subject as subjectSchema,
  teacherClashes,
  timetable as timetableSchema,
  timetableDay,
  timetableForm,
  timetableIdParams,
  timetableSummary,
  type PlannedPeriod,
  type TimetableForm,
  type TimetableDay,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { loggableError } from '../../lib/loggable-error.js';
import { currentUser } from '../../plugins/auth.js';
import type { Vetoes } from '../manifest.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { findSubjectsOfClass, lockTeaching, presentSubject, semesterThisTermOf } from '../subjects/index.js';
import { keptAnswersOf, madeOnce } from '../versions/index.js';
import {
  busyPeriods,
  classPeriodsOf,
  findClassTimetable,
  findTimetable,
  listTimetables,
  periodsOf,
  presentTimetable,
  weekOf,
} from './queries.js';
import { timetablePeriods, timetables } from './schema.js';

/** The classes' weeks kept: every class's this term, and a few besides. */
const keptWeeks = keptAnswersOf<TimetableDay[]>(200);

/**
 * Checks a timetable against the database (docs/rules.md, "Subjects and timetables"): every period's
 * subject belongs to the class (400), and no teacher is in two classes at once (409 naming the other
 * class, the day and the time). Answers the rows to insert.
 */
async function checkedPeriods(tx: Database, form: TimetableForm, exceptTimetableId?: string) {
  const { department, semester } = form.semesterDepartment;
  const classSubjects = new Map((await findSubjectsOfClass(tx, department, semester)).map((row) => [row.code, row]));
  const planned: (PlannedPeriod & { subjectId: string })[] = [];
  for (const { day, timings } of form.periodTimings) {
    timings.forEach((period, index) => {
      const found = classSubjects.get(period.subject);
      if (!found) throw new HttpError(400, `${SERVER_MESSAGES.subjectNotOfClass}: ${period.subject}`);
      planned.push({
        day,
        index,
        subject: period.subject,
        teacherId: found.teacherId,
        subjectId: found.id,
        startTime: period.startTime,
        endTime: period.endTime,
      });
    });
  }
  const busy = await busyPeriods(
    tx,
    planned.map((period) => period.teacherId),
    exceptTimetableId,
  );
  const [clash] = teacherClashes(planned, busy);
  if (clash) throw new HttpError(409, clash.message);
  return planned;
}

const isUniqueViolation = (error: unknown) => loggableError(error).code === '23505';

/**
 * A subject in a timetable stays in its class, and moves only to a teacher who is free at its
 * periods (the subjects module asks this veto before changing a subject).
 */
export const timetableSubjectCheck: Vetoes['subjectChange'] = async (tx, before, after) => {
  const used = await tx
    .select({ day: timetablePeriods.day, startTime: timetablePeriods.startTime, endTime: timetablePeriods.endTime })
    .from(timetablePeriods)
    .where(eq(timetablePeriods.subjectId, before.id));
  if (used.length === 0) return null;
  if (after.department !== before.department || after.semester !== before.semester)
    return SERVER_MESSAGES.subjectMoveInTimetable;
  if (after.taughtBy === before.teacherId) return null;
  const planned = used.map((period, index) => ({ ...period, index, subject: after.code, teacherId: after.taughtBy }));
  const [clash] = teacherClashes(planned, await busyPeriods(tx, [after.taughtBy]));
  return clash ? clash.message : null;
};

/** Timetables (docs/rules.md, "Subjects and timetables"; docs/api.md). */
export const timetablesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const admin = app.requireRole('admin');
  const tags = ['timetables'];

  const save = async (form: TimetableForm, id?: string): Promise<string> => {
    try {
      return await db.transaction(async (tx) => {
        await lockTeaching(tx);
        const { department, semester } = form.semesterDepartment;
        if (id && !(await findTimetable(tx, id))) throw new HttpError(404, MESSAGES.timetableNotFound);
        const existing = await findClassTimetable(tx, department, semester);
        if (existing && existing.id !== id)
          throw new HttpError(409, `${SERVER_MESSAGES.timetableExists}: S${semester} ${department}`);
        const planned = await checkedPeriods(tx, form, id);
        let timetableId = id;
        if (timetableId) {
          await tx
            .update(timetables)
            .set({ department, semester, updatedAt: app.ctx.now() })
            .where(eq(timetables.id, timetableId));
          await tx.delete(timetablePeriods).where(eq(timetablePeriods.timetableId, timetableId));
        } else {
          const [created] = await tx
            .insert(timetables)
            .values({ department, semester })
            .returning({ id: timetables.id });
          timetableId = created!.id;
        }
        await tx.insert(timetablePeriods).values(
          planned.map((period) => ({
            timetableId: timetableId!,
            day: period.day,
            startTime: period.startTime,
            endTime: period.endTime,
            subjectId: period.subjectId,
          })),
        );
        return timetableId;
      });
    } catch (error) {
      // Two admins making the same class's timetable at once.
      if (isUniqueViolation(error))
        throw new HttpError(
          409,
          `${SERVER_MESSAGES.timetableExists}: S${form.semesterDepartment.semester} ${form.semesterDepartment.department}`,
        );
      throw error;
    }
  };

  app.get(
    '/admin/timetable',
    {
      onRequest: admin,
      schema: { tags, summary: 'Every timetable', response: { 200: apiData(z.array(timetableSummary)) } },
    },
    async () => ({ success: true as const, data: await listTimetables(db) }),
  );

  app.post(
    '/admin/timetable',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "Make a class's timetable",
        body: timetableForm,
        response: { 201: apiData(z.object({ _id: z.uuid() })) },
      },
    },
    async (request, reply) => {
      const id = await save(request.body);
      return reply.status(201).send({ success: true as const, msg: MESSAGES.timetableCreated, data: { _id: id } });
    },
  );

  app.get(
    '/admin/timetable/busy',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: "The periods the teachers of a class's subjects have in other classes",
        querystring: busyPeriodsQuery,
        response: { 200: apiData(z.array(busyPeriod)) },
      },
    },
    async (request) => {
      const { department, semester, excludeId } = request.query;
      const teachers = (await findSubjectsOfClass(db, department, semester)).map((row) => row.teacherId);
      const other = excludeId ?? (await findClassTimetable(db, department, semester))?.id;
      return { success: true as const, data: await busyPeriods(db, teachers, other) };
    },
  );

  app.get(
    '/admin/timetable/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'One timetable',
        params: timetableIdParams,
        response: { 200: apiData(timetableSchema) },
      },
    },
    async (request) => {
      const row = await findTimetable(db, request.params.id);
      if (!row) throw new HttpError(404, MESSAGES.timetableNotFound);
      return { success: true as const, data: presentTimetable(row, await periodsOf(db, row.id)) };
    },
  );

  app.put(
    '/admin/timetable/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Change a timetable',
        params: timetableIdParams,
        body: timetableForm,
        response: { 200: apiData(z.object({ _id: z.uuid() })) },
      },
    },
    async (request) => ({
      success: true as const,
      msg: SERVER_MESSAGES.timetableUpdated,
      data: { _id: await save(request.body, request.params.id) },
    }),
  );

  app.delete(
    '/admin/timetable/:id',
    {
      onRequest: admin,
      schema: { tags, summary: 'Delete a timetable', params: timetableIdParams, response: { 200: apiMessage } },
    },
    async (request) => {
      const [deleted] = await db
        .delete(timetables)
        .where(eq(timetables.id, request.params.id))
        .returning({ id: timetables.id });
      if (!deleted) throw new HttpError(404, MESSAGES.timetableNotFound);
      return { success: true as const, msg: SERVER_MESSAGES.timetableDeleted };
    },
  );

  app.get(
    '/shared/timetable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A class's timetable and its subjects",
        querystring: classTimetableQuery,
        response: {
          200: apiData(
            z.object({
              semester: z.number().int(),
              department: z.string(),
              periodTimings: z.array(timetableDay),
              subjects: z.array(subjectSchema),
            }),
          ),
        },
      },
    },
    async (request) => {
      const { department, semester } = request.query;
      const row = await findClassTimetable(db, department, semester);
      if (!row) throw new HttpError(404, MESSAGES.timetableNotFound);
      const [periods, classSubjects] = await Promise.all([
        periodsOf(db, row.id),
        findSubjectsOfClass(db, department, semester),
      ]);
      return {
        success: true as const,
        data: { semester, department, periodTimings: weekOf(periods), subjects: classSubjects.map(presentSubject) },
      };
    },
  );

  app.get(
    '/student/timetable',
    {
      onRequest: app.requireRole('student'),
      schema: {
        tags,
        summary: "The student's class timetable this term, Monday to Friday",
        response: { 200: apiData(z.array(timetableDay)) },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      // The term from the signed-in path's cache (no query), as the discussions' and teachers' reads.
      const semester = await semesterThisTermOf(app.ctx, me.currentYear);
      const department = me.department;
      if (!department || !semester) return { success: true as const, data: [] };
      // Kept per class while no timetable and no subject changed (docs/architecture.md, "Answers
      // kept on the server"), and written once.
      const week = await keptWeeks(db).get(`${department}:${semester}`, ['subjects', 'timetables'], async () => {
        const periods = await classPeriodsOf(db, department, semester);
        return periods.length ? weekOf(periods) : [];
      });
      return sendJsonBytes(
        reply,
        madeOnce(week, 'json', () => jsonBytes(reply, { success: true as const, data: week })),
      );
    },
  );
};
