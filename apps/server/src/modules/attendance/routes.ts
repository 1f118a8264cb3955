import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  ATTENDANCE_THRESHOLD,
  SERVER_MESSAGES,
  apiData,
  apiFailure,
  apiMessage,
  apiPage,
  idParams,
  attendancePeriod,
  ATTENDANCE_MATRIX_PERIODS,
  MATRIX_MARKS,
  attendanceForm,
  attendanceListQuery,
  attendanceMatrix,
  attendanceMatrixQuery,
  attendancePercentage,
  attendanceSummary,
  classNameOf,
  classStudent,
  classStudentsQuery,
  facultyClass,
  periodTiming,
  subjectAttendance,
  yearOfSemester,
  type DeliveryMode,
  type Department,
  type Weekday,
} from '@portal/domain';
import type { AuthUser } from '../../context.js';
import { queryRows, type Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { classKey, keptAnswersOf, madeOnce } from '../versions/index.js';
import { HttpError } from '../../lib/http-error.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { dayInZone } from '../../lib/time.js';
import { currentUser } from '../../plugins/auth.js';
import { currentTermOf } from '../settings/index.js';
import {
  findSubjectByCode,
  findSubjectsOfClass,
  managedSubjectsOf,
  managesSubject,
  semesterThisTermOf,
  subjects,
} from '../subjects/index.js';
import { periodsOfClassOn } from '../timetables/index.js';
import { classRoster, users, type RosterStudent } from '../users/index.js';
import { attendancePeriods, attendanceTallies } from './schema.js';

const presentStudent = (row: RosterStudent) => ({
  name: row.name,
  email: row.email,
  studentId: row.studentId ?? row.rollNo,
});

/** The class's students: its department, in the year its semester belongs to. */
const classStudents = (db: Database, department: Department, semester: number): Promise<RosterStudent[]> =>
  classRoster(db, department, yearOfSemester(semester));

/**
 * Saving a period: one call of the database's `attendance_save` (migration 0025), which looks the
 * listed e-mails up among the class's active students, replaces or adds the period's row (the
 * triggers bring the tallies and the class's version along) and names the students whose standing
 * crossed the attendance threshold with it, either way.
 */
interface SaveOutcome {
  /** The first listed e-mail that is not a student of the class: nothing was saved. */
  stranger: string | null;
  inserted: boolean | null;
  /** The students whose standing in the subject crossed the threshold with this save, as text. */
  crossed: string | null;
}
const savePeriod = (
  db: Database,
  form: z.infer<typeof attendanceForm>,
  subjectId: string,
  takenBy: string,
  takenAt: Date,
): Promise<SaveOutcome[]> =>
  queryRows<SaveOutcome>(
    db,
    sql`SELECT stranger, inserted, array_to_string(crossed, ',') AS crossed FROM attendance_save(
      ${form.department}, ${form.semester}::smallint, ${yearOfSemester(form.semester)}::smallint, ${subjectId}::uuid,
      ${form.timeStamp}::date, ${form.startTime}, ${form.endTime}, ${form.module}::smallint, ${form.deliveryMode},
      ${form.topic}, ${sql.param(form.attendanceList.map((entry) => entry.email))}::text[],
      ${sql.param(form.attendanceList.map((entry) => entry.present))}::text[]::boolean[],
      ${takenBy}::uuid, ${takenAt.toISOString()}::timestamptz, ${ATTENDANCE_THRESHOLD}::smallint)`,
  );

/** The tallies in a subject of some students, as they stand (read after a save's commit). */
const tallyOf = preparedFor((db) =>
  db
    .select({
      studentId: attendanceTallies.studentId,
      held: attendanceTallies.held,
      attended: attendanceTallies.attended,
    })
    .from(attendanceTallies)
    .where(
      and(
        eq(attendanceTallies.subjectId, sql.placeholder('subjectId')),
        sql`${attendanceTallies.studentId} = any(${sql.placeholder('studentIds')}::uuid[])`,
      ),
    )
    .prepare('attendance_tallies_of'),
);

/** A record's facts without its lists: the two lists' lengths are counted by the database. */
const summaryColumns = {
  id: attendancePeriods.id,
  date: attendancePeriods.date,
  startTime: attendancePeriods.startTime,
  endTime: attendancePeriods.endTime,
  module: attendancePeriods.module,
  deliveryMode: attendancePeriods.deliveryMode,
  topic: attendancePeriods.topic,
  presentCount: sql<number>`cardinality(${attendancePeriods.present})`,
  absentCount: sql<number>`cardinality(${attendancePeriods.absent})`,
  takenBy: users.name,
  takenAt: attendancePeriods.updatedAt,
};
/** A record's two lists, as text: split at the commas in a fraction of the time an array takes to parse. */
const listColumns = {
  present: sql<string>`array_to_string(${attendancePeriods.present}, ',')`,
  absent: sql<string>`array_to_string(${attendancePeriods.absent}, ',')`,
};
interface SummaryRow {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  module: number;
  deliveryMode: DeliveryMode;
  topic: string;
  presentCount: number;
  absentCount: number;
  takenBy: string | null;
  takenAt: Date;
}
type ListRow = SummaryRow & { present: string; absent: string };

/** A subject's records, newest first: read backwards off the (subject, date, start) index. */
const newestFirst = [desc(attendancePeriods.date), desc(attendancePeriods.startTime)];

/** One page of a subject's records, newest first. */
const pageOfSubject = <Query extends PgSelect>(query: Query) =>
  query
    .where(eq(attendancePeriods.subjectId, sql.placeholder('subjectId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
/** A page of a subject's records, as summaries. */
const recordsPage = preparedFor((db) =>
  pageOfSubject(
    db
      .select(summaryColumns)
      .from(attendancePeriods)
      .leftJoin(users, eq(users.id, attendancePeriods.takenBy))
      .$dynamic(),
  ).prepare('attendance_records_page'),
);
/** A page of a subject's periods with their lists: the matrix's window. */
const periodsPage = preparedFor((db) =>
  pageOfSubject(
    db
      .select({ ...summaryColumns, ...listColumns })
      .from(attendancePeriods)
      .leftJoin(users, eq(users.id, attendancePeriods.takenBy))
      .$dynamic(),
  ).prepare('attendance_periods_page'),
);
/** A subject's records of one day: the periods a teacher may take again. */
const recordsOfDay = preparedFor((db) =>
  db
    .select(summaryColumns)
    .from(attendancePeriods)
    .leftJoin(users, eq(users.id, attendancePeriods.takenBy))
    .where(
      and(
        eq(attendancePeriods.subjectId, sql.placeholder('subjectId')),
        eq(attendancePeriods.date, sql.placeholder('date')),
      ),
    )
    .orderBy(...newestFirst)
    .prepare('attendance_records_of_day'),
);
/** One period with its lists, its class and who may act on its subject. */
const periodById = preparedFor((db) =>
  db
    .select({
      ...summaryColumns,
      ...listColumns,
      department: attendancePeriods.department,
      semester: attendancePeriods.semester,
      code: subjects.code,
      teacherId: subjects.taughtBy,
      subjectDepartment: subjects.department,
    })
    .from(attendancePeriods)
    .innerJoin(subjects, eq(subjects.id, attendancePeriods.subjectId))
    .leftJoin(users, eq(users.id, attendancePeriods.takenBy))
    .where(eq(attendancePeriods.id, sql.placeholder('id')))
    .prepare('attendance_period_by_id'),
);
const recordsCount = preparedFor((db) =>
  db
    .select({ total: count() })
    .from(attendancePeriods)
    .where(eq(attendancePeriods.subjectId, sql.placeholder('subjectId')))
    .prepare('attendance_records_count'),
);
/** Every tally of a subject (its class's students): read by the tallies' subject index. */
const subjectTallies = preparedFor((db) =>
  db
    .select({
      studentId: attendanceTallies.studentId,
      held: attendanceTallies.held,
      attended: attendanceTallies.attended,
    })
    .from(attendanceTallies)
    .where(eq(attendanceTallies.subjectId, sql.placeholder('subjectId')))
    .prepare('attendance_subject_tallies'),
);

/** The student's periods held and attended in each subject of the own class: one tally row per subject. */
const ownTallies = preparedFor((db) =>
  db
    .select({
      code: subjects.code,
      name: subjects.name,
      held: sql<number>`coalesce(${attendanceTallies.held}, 0)`,
      attended: sql<number>`coalesce(${attendanceTallies.attended}, 0)`,
    })
    .from(subjects)
    .leftJoin(
      attendanceTallies,
      and(eq(attendanceTallies.subjectId, subjects.id), eq(attendanceTallies.studentId, sql.placeholder('studentId'))),
    )
    .where(
      and(eq(subjects.department, sql.placeholder('department')), eq(subjects.semester, sql.placeholder('semester'))),
    )
    .orderBy(asc(subjects.code))
    .prepare('attendance_own_tallies'),
);

/** The ids of an array sent as text (array_to_string). */
const idsOf = (text: string): string[] => (text === '' ? [] : text.split(','));

/** A record as the faculty's lists read it, without its list of students. */
const presentSummary = (row: SummaryRow, of: { department: Department; semester: number; code: string }) => ({
  _id: row.id,
  timeStamp: row.date,
  startTime: row.startTime,
  endTime: row.endTime,
  department: of.department,
  semester: of.semester,
  period: of.code,
  module: row.module,
  deliveryMode: row.deliveryMode,
  topic: row.topic,
  presentCount: Number(row.presentCount),
  listed: Number(row.presentCount) + Number(row.absentCount),
  takenBy: row.takenBy,
  takenAt: row.takenAt.toISOString(),
});

/**
 * A period's list, present first, each student by name: the class's students, and those no longer
 * in it looked up with one query for them all.
 */
async function periodList(db: Database, students: RosterStudent[], row: ListRow) {
  const byId = new Map(students.map((student) => [student.id, presentStudent(student)]));
  const present = idsOf(row.present);
  const absent = idsOf(row.absent);
  const missing = [...present, ...absent].filter((id) => !byId.has(id));
  if (missing.length > 0) {
    const others = await db
      .select({ id: users.id, name: users.name, email: users.email, studentId: users.studentId, rollNo: users.rollNo })
      .from(users)
      .where(sql`${users.id} = any(${sql.param(missing)}::uuid[])`);
    for (const other of others) byId.set(other.id, presentStudent(other));
  }
  const entries = (ids: string[], mark: 'true' | 'false') =>
    ids.flatMap((id) => {
      const student = byId.get(id);
      return student ? [{ ...student, present: mark }] : [];
    });
  return [...entries(present, 'true'), ...entries(absent, 'false')];
}

/** The subject of a class named by its code, refused unless the user manages it (404, 403). */
async function managedSubject(db: Database, user: AuthUser, department: Department, semester: number, code: string) {
  const subject = await findSubjectByCode(db, department, semester, code);
  if (!subject) throw new HttpError(404, SERVER_MESSAGES.subjectNotFound);
  if (!managesSubject(user, subject)) throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
  return subject;
}

/** A class's matrix for one subject: every student's term totals and one page of periods' marks. */
async function classMatrix(
  db: Database,
  subject: { id: string; code: string },
  { department, semester, page }: { department: Department; semester: number; page: number },
): Promise<z.infer<typeof attendanceMatrix>> {
  const limit = ATTENDANCE_MATRIX_PERIODS;

  const [window, students, tallies, counted] = await Promise.all([
    periodsPage(db).execute({ subjectId: subject.id, limit, offset: (page - 1) * limit }),
    classStudents(db, department, semester),
    subjectTallies(db).execute({ subjectId: subject.id }),
    recordsCount(db).execute({ subjectId: subject.id }),
  ]);
  const totalPeriods = Number(counted[0]?.total ?? 0);
  const rows = window.reverse();
  // One byte per student and period of the page, filled in from the two lists of each period.
  const place = new Map(students.map((student, index) => [student.id, index]));
  const width = rows.length;
  const marks = new Uint8Array(students.length * width).fill(MATRIX_MARKS.notListed.charCodeAt(0));
  const mark = (ids: string[], column: number, letter: string) => {
    for (const id of ids) {
      const at = place.get(id);
      if (at !== undefined) marks[at * width + column] = letter.charCodeAt(0);
    }
  };
  rows.forEach((row, column) => {
    mark(idsOf(row.present), column, MATRIX_MARKS.present);
    mark(idsOf(row.absent), column, MATRIX_MARKS.absent);
  });
  const tallyOf = new Map(tallies.map((tally) => [tally.studentId, tally]));
  // Decoded once: a decoder called per student costs more than the marks themselves.
  const letters = new TextDecoder().decode(marks);
  const of = { department, semester, code: subject.code };
  return {
    periods: rows.map((row) => {
      const { _id, timeStamp, startTime, endTime, module, deliveryMode, topic, presentCount, listed, takenBy } =
        presentSummary(row, of);
      return { _id, timeStamp, startTime, endTime, module, deliveryMode, topic, presentCount, listed, takenBy };
    }),
    students: students.map((student, index) => {
      const tally = tallyOf.get(student.id);
      const attended = Number(tally?.attended ?? 0);
      const held = Number(tally?.held ?? 0);
      return {
        ...presentStudent(student),
        marks: letters.slice(index * width, (index + 1) * width),
        attended,
        held,
        percentage: attendancePercentage(attended, held),
      };
    }),
    totalPeriods,
    page,
    limit,
  };
}

/** A page of a subject's records, newest first, as summaries (with a date: that day's, on one page). */
async function subjectRecords(
  db: Database,
  subject: { id: string; code: string },
  query: { department: Department; semester: number; page: number; limit: number; date?: string },
) {
  const { department, semester, page, limit, date } = query;
  const of = { department, semester, code: subject.code };
  if (date) {
    // A day's records of one subject are a few: one page, whatever the limit.
    const rows = await recordsOfDay(db).execute({ subjectId: subject.id, date });
    return {
      success: true as const,
      data: rows.map((row) => presentSummary(row, of)),
      total: rows.length,
      page: 1,
      limit: Math.max(limit, rows.length),
    };
  }
  const rows = await recordsPage(db).execute({ subjectId: subject.id, limit, offset: (page - 1) * limit });
  // A first page that is not full holds every record: no count needed.
  const total =
    page === 1 && rows.length < limit
      ? rows.length
      : Number((await recordsCount(db).execute({ subjectId: subject.id }))[0]?.total ?? 0);
  return { success: true as const, data: rows.map((row) => presentSummary(row, of)), total, page, limit };
}

/** The subjects' pages of records kept, with their subject: the pages teachers open. */
const keptRecords = keptAnswersOf<{
  subject: Awaited<ReturnType<typeof findSubjectByCode>>;
  answer: Awaited<ReturnType<typeof subjectRecords>> | undefined;
}>(2_000);

/** The periods' lists kept (docs/architecture.md, "Answers kept on the server"): the periods teachers open. */
const keptPeriods = keptAnswersOf<z.infer<typeof attendancePeriod>>(5_000);

/** The class matrices kept (docs/architecture.md, "Answers kept on the server"): a page for each subject of a large college. */
const keptMatrices = keptAnswersOf<z.infer<typeof attendanceMatrix>>(2_000);

/**
 * Attendance (docs/rules.md, "Attendance"): the faculty's classes, a class's students and that day's
 * periods, saving a period (again: replacing it), a subject's records, and the student's summary.
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.ctx;
  const faculty = app.requireRole('faculty');
  const tags = ['attendance'];

  app.get(
    '/faculty/classes',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: "This term's classes (subjects) the member teaches or, as HOD, oversees",
        response: { 200: apiData(z.array(facultyClass)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // Only the semesters that run this term: last term's classes take no attendance now.
      const currentTerm = currentTermOf(await app.ctx.users.termChoice(), app.ctx.now(), config.timeZone);
      const rows = await db
        .select({
          _id: subjects.id,
          code: subjects.code,
          name: subjects.name,
          department: subjects.department,
          semester: subjects.semester,
        })
        .from(subjects)
        .where(and(managedSubjectsOf(user), sql`${subjects.semester} % 2 = ${currentTerm === 'odd' ? 1 : 0}`))
        .orderBy(asc(subjects.semester), asc(subjects.department), asc(subjects.code));
      return {
        success: true as const,
        data: rows.map((subject) => ({
          className: classNameOf(subject.semester, subject.department, subject.code),
          subject,
        })),
      };
    },
  );

  app.get(
    '/faculty/students',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: "A class's students and, with day and subjectCode, that day's periods of the subject",
        querystring: classStudentsQuery,
        response: { 200: apiData(z.object({ students: z.array(classStudent), timings: z.array(periodTiming) })) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { department, semester, day, subjectCode } = request.query;
      if (subjectCode) await managedSubject(db, user, department, semester, subjectCode);
      else if (
        !(user.isHod && user.department === department) &&
        !(await findSubjectsOfClass(db, department, semester)).some((subject) => managesSubject(user, subject))
      ) {
        throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
      }
      const [students, periods] = await Promise.all([
        classStudents(db, department, semester),
        day ? periodsOfClassOn(db, department, semester, day as Weekday) : Promise.resolve([]),
      ]);
      const timings = periods
        .filter((period) => !subjectCode || period.subject === subjectCode)
        .map((period) => ({ subject: period.subject, startTime: period.startTime, endTime: period.endTime }));
      return { success: true as const, data: { students: students.map(presentStudent), timings } };
    },
  );

  app.post(
    '/faculty/attendance',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: "Save a period's attendance (again: replace it)",
        body: attendanceForm,
        response: { 200: apiMessage, 201: apiMessage, 400: apiFailure },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = request.body;
      const subject = await managedSubject(db, user, form.department, form.semester, form.period);
      if (form.timeStamp > dayInZone(app.ctx.now(), config.timeZone)) {
        return reply.status(400).send({
          success: false,
          msg: SERVER_MESSAGES.attendanceFuture,
          errors: [{ path: 'timeStamp', message: SERVER_MESSAGES.attendanceFuture }],
        });
      }
      const [saved] = await savePeriod(db, form, subject.id, user.id, app.ctx.now());
      if (saved?.stranger) {
        const msg = `${saved.stranger} ${SERVER_MESSAGES.notInClass}`;
        return reply.status(400).send({ success: false, msg, errors: [{ path: 'attendanceList', message: msg }] });
      }
      // Whoever this save takes under 75% hears of it, after the answer (docs/rules.md, "Notifications"),
      // and whoever it takes back above may hear of the next fall: a save that took no one across the
      // line, most of them, has nothing to tell. Their tallies are read then, as they stand.
      const crossed = idsOf(saved?.crossed ?? '');
      if (crossed.length > 0) {
        app.ctx.hooks.reactLater('attendanceSaved', async () => ({
          subject: { id: subject.id, code: subject.code, name: subject.name },
          tallies: await tallyOf(db).execute({ subjectId: subject.id, studentIds: crossed }),
        }));
      }
      return reply
        .status(saved?.inserted ? 201 : 200)
        .send({ success: true as const, msg: SERVER_MESSAGES.attendanceSaved });
    },
  );

  app.get(
    '/faculty/attendance',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: "A page of a subject's records, newest first, as summaries (with date: that day's)",
        querystring: attendanceListQuery,
        response: { 200: apiPage(attendanceSummary) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { department, semester, subjectCode, page, limit, date } = request.query;
      // Kept with its subject per class, subject, page and day until the class changes (a period
      // saved, a subject's teacher changed) or a taker's name does (docs/architecture.md, "Answers
      // kept on the server"); who may read it is checked against the kept subject on every request.
      const kept = await keptRecords(db).get(
        `${department}:${semester}:${subjectCode.trim().toLowerCase()}:${page}:${limit}:${date ?? ''}`,
        [classKey(department, semester), 'staff'],
        async () => {
          const subject = await findSubjectByCode(db, department, semester, subjectCode);
          return {
            subject,
            answer: subject && (await subjectRecords(db, subject, { department, semester, page, limit, date })),
          };
        },
      );
      const { subject, answer } = kept;
      if (!subject || !answer) throw new HttpError(404, SERVER_MESSAGES.subjectNotFound);
      if (!managesSubject(user, subject)) throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
      return sendJsonBytes(
        reply,
        madeOnce(kept, 'json', () => jsonBytes(reply, answer)),
      );
    },
  );

  app.get(
    '/faculty/attendance/:id',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: "One period with its list of students, present first (for whoever may see its subject's records)",
        params: idParams,
        response: { 200: apiData(attendancePeriod), 404: apiFailure },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [row] = await periodById(db).execute({ id: request.params.id });
      if (!row) throw new HttpError(404, SERVER_MESSAGES.attendanceNotFound);
      // The same rule as the subject's records: its teacher, the HOD of its department.
      if (!managesSubject(user, { teacherId: row.teacherId, department: row.subjectDepartment }))
        throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
      // Kept until its class changes (a save of it replaces its lists) or a taker's name does:
      // checked against the class it was made for, and made again from the row read after the versions.
      const data = await keptPeriods(db).getLocated(
        row.id,
        async () => [classKey(row.department, row.semester), 'staff'],
        async () => {
          const [now] = await periodById(db).execute({ id: row.id });
          if (!now) throw new HttpError(404, SERVER_MESSAGES.attendanceNotFound);
          const students = await classStudents(db, now.department, now.semester);
          return {
            ...presentSummary(now, { department: now.department, semester: now.semester, code: now.code }),
            attendanceList: await periodList(db, students, now),
          };
        },
      );
      return sendJsonBytes(
        reply,
        madeOnce(data!, 'json', () => jsonBytes(reply, { success: true as const, data: data! })),
      );
    },
  );

  app.get(
    '/faculty/attendance/matrix',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary:
          "A subject's class: each student's periods held and attended this term, and the marks of one page of its periods (page 1 the latest)",
        querystring: attendanceMatrixQuery,
        response: { 200: apiData(attendanceMatrix) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { department, semester, subjectCode, page } = request.query;
      const subject = await managedSubject(db, user, department, semester, subjectCode);
      // Kept per subject and page until the class changes (a period saved, a student joining or
      // leaving) or a taker's name does (docs/architecture.md, "Answers kept on the server").
      const data = await keptMatrices(db).get(`${subject.id}:${page}`, [classKey(department, semester), 'staff'], () =>
        classMatrix(db, subject, { department, semester, page }),
      );
      return sendJsonBytes(
        reply,
        madeOnce(data, 'json', () => jsonBytes(reply, { success: true as const, data })),
      );
    },
  );

  app.get(
    '/student/attendance',
    {
      onRequest: app.requireRole('student'),
      schema: {
        tags,
        summary: 'The own attendance per subject this term',
        response: { 200: apiData(z.array(subjectAttendance)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The term from the cache of the signed-in path: one query per call, the tallies.
      const semester = await semesterThisTermOf(app.ctx, user.currentYear);
      if (!semester || !user.department) return { success: true as const, data: [] };
      const rows = await ownTallies(db).execute({ studentId: user.id, department: user.department, semester });
      return {
        success: true as const,
        data: rows.map((row) => {
          const held = Number(row.held);
          const attended = Number(row.attended);
          return {
            subject: { code: row.code, name: row.name },
            attended,
            held,
            percentage: attendancePercentage(attended, held),
          };
        }),
      };
    },
  );
};
