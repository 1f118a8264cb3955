import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiFailure,
  apiMessage,
  anyMarksForm,
  classExam,
  classQuery,
  classStudent,
  exam as examSchema,
  examEditForm,
  examForm,
  examListQuery,
  idParams,
  isEntered,
  markEntry,
  markStatistics,
  marksForm,
  studentMark,
  subjectListQuery,
  yearOfSemester,
  type Department,
  type Exam,
} from '@portal/domain';
import type { AuthUser } from '../../context.js';
import type { Database } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import { isClassFaculty, managedSubjectsOf, managesSubject, subjects } from '../subjects/index.js';
import { classMembers, users } from '../users/index.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { classKey, keptAnswersOf, madeOnce } from '../versions/index.js';
import { examMarks, examTypes, exams } from './schema.js';
import { selectExams, type ExamRow } from './exam-queries.js';
import { findExamType, presentExamType } from './type-queries.js';

const presentExam = (row: ExamRow): Exam => ({
  _id: row.id,
  examType: presentExamType({ id: row.typeId, type: row.type, maxMark: row.maxMark, passMark: row.passMark }),
  subject: { _id: row.subjectId, code: row.code, name: row.name, department: row.department, semester: row.semester },
  date: row.date,
  startTimestamp: row.startsAt.toISOString(),
  endTimestamp: row.endsAt.toISOString(),
  numberOfQuestions: row.numberOfQuestions,
  marked: Number(row.marked),
});

/** The subjects this member manages. */

const subjectColumns = {
  _id: subjects.id,
  code: subjects.code,
  name: subjects.name,
  department: subjects.department,
  semester: subjects.semester,
  teacherId: subjects.taughtBy,
};

async function findSubject(db: Database, id: string) {
  const [row] = await db.select(subjectColumns).from(subjects).where(eq(subjects.id, id));
  return row;
}

/** The exam, refused unless the user manages its subject (404 unknown, 403 someone else's). */
async function managedExam(db: Database, user: AuthUser, id: string): Promise<ExamRow> {
  const [row] = await selectExams(db, eq(exams.id, id));
  if (!row) throw new HttpError(404, SERVER_MESSAGES.examNotFound);
  if (!managesSubject(user, row)) throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
  return row;
}

/** The subject of a form, refused unless the user manages it. */
async function managedSubject(db: Database, user: AuthUser, id: string) {
  const subject = await findSubject(db, id);
  if (!subject) throw new HttpError(404, SERVER_MESSAGES.subjectNotFound);
  if (!managesSubject(user, subject)) throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
  return subject;
}

/** The students of a subject's class: its department, in the year its semester belongs to. */
const studentsOf = async (db: Database, department: Department, semester: number) =>
  (await classMembers(db, department, yearOfSemester(semester))).students;

const examSubject = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  department: z.string(),
  semester: z.number(),
});
const marksAnswer = z.object({
  success: z.literal(true),
  data: z.array(markEntry),
  exam: examSchema,
  students: z.array(classStudent),
  statistics: z.object({
    /** Students with a mark: the figures below count these only. */
    count: z.number(),
    average: z.number(),
    highest: z.number(),
    lowest: z.number(),
    passed: z.number(),
    distribution: z.array(z.object({ from: z.number(), to: z.number(), count: z.number() })),
    /** Students marked absent. */
    absent: z.number(),
    /** Students of the class with no entry yet. */
    notEntered: z.number(),
  }),
});

/**
 * The faculty's exams and marks and the student's own marks (docs/rules.md, "Exams and marks"):
 * the teacher of the subject or the department's HOD manages an exam; anyone else gets 403.
 */
export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const faculty = app.requireRole('faculty');
  const tags = ['exams'];

  app.get(
    '/faculty/exam-subjects',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: 'The subjects the member may set exams for',
        querystring: subjectListQuery,
        response: { 200: apiData(z.array(examSubject)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { department, semester } = request.query;
      const rows = await db
        .select(subjectColumns)
        .from(subjects)
        .where(
          and(
            managedSubjectsOf(user),
            department ? eq(subjects.department, department) : undefined,
            semester ? eq(subjects.semester, semester) : undefined,
          ),
        )
        .orderBy(subjects.department, subjects.semester, subjects.code);
      return { success: true as const, data: rows.map(({ teacherId: _teacherId, ...subject }) => subject) };
    },
  );

  app.get(
    '/faculty/exam',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: 'The exams of a type the member manages',
        querystring: examListQuery,
        response: { 200: apiData(z.array(examSchema)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const rows = await selectExams(db, and(eq(exams.examTypeId, request.query.typeId), managedSubjectsOf(user)));
      return { success: true as const, data: rows.map(presentExam) };
    },
  );

  app.post(
    '/faculty/exam',
    {
      onRequest: faculty,
      schema: { tags, summary: 'Create an exam', body: examForm, response: { 201: apiData(examSchema) } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = request.body;
      if (!(await findExamType(db, form.examType))) throw new HttpError(404, SERVER_MESSAGES.examTypeNotFound);
      await managedSubject(db, user, form.subject);
      const [created] = await db
        .insert(exams)
        .values({
          examTypeId: form.examType,
          subjectId: form.subject,
          date: form.date,
          startsAt: new Date(form.startTimestamp),
          endsAt: new Date(form.endTimestamp),
          numberOfQuestions: form.numberOfQuestions,
          createdBy: user.id,
        })
        .returning({ id: exams.id });
      const [row] = await selectExams(db, eq(exams.id, created!.id));
      return reply.status(201).send({ success: true as const, msg: MESSAGES.examCreated, data: presentExam(row!) });
    },
  );

  app.get(
    '/faculty/exam/:id',
    {
      onRequest: faculty,
      schema: { tags, summary: 'One exam', params: idParams, response: { 200: apiData(examSchema) } },
    },
    async (request) => ({
      success: true as const,
      data: presentExam(await managedExam(db, currentUser(request), request.params.id)),
    }),
  );

  app.put(
    '/faculty/exam/:id',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: 'Edit an exam',
        params: idParams,
        body: examEditForm,
        response: { 200: apiData(examSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const form = request.body;
      await managedExam(db, user, request.params.id);
      if (!(await findExamType(db, form.examType))) throw new HttpError(404, SERVER_MESSAGES.examTypeNotFound);
      await managedSubject(db, user, form.subject);
      await db
        .update(exams)
        .set({
          examTypeId: form.examType,
          subjectId: form.subject,
          date: form.date,
          startsAt: new Date(form.startTimestamp),
          endsAt: new Date(form.endTimestamp),
          numberOfQuestions: form.numberOfQuestions,
          updatedAt: sql`now()`,
        })
        .where(eq(exams.id, request.params.id));
      const [row] = await selectExams(db, eq(exams.id, request.params.id));
      if (!row) throw new HttpError(404, SERVER_MESSAGES.examNotFound);
      return { success: true as const, msg: SERVER_MESSAGES.examUpdated, data: presentExam(row) };
    },
  );

  app.delete(
    '/faculty/exam/:id',
    {
      onRequest: faculty,
      schema: { tags, summary: 'Delete an exam and its marks', params: idParams, response: { 200: apiMessage } },
    },
    async (request) => {
      await managedExam(db, currentUser(request), request.params.id);
      await db.delete(exams).where(eq(exams.id, request.params.id));
      return { success: true as const, msg: SERVER_MESSAGES.examDeleted };
    },
  );

  app.get(
    '/faculty/exam/:id/marks',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: "An exam's marks, its class and their statistics",
        params: idParams,
        response: { 200: marksAnswer },
      },
    },
    async (request) => {
      const row = await managedExam(db, currentUser(request), request.params.id);
      const [marks, students] = await Promise.all([
        db
          .select({ name: users.email, marks: examMarks.marks, absent: examMarks.absent })
          .from(examMarks)
          .innerJoin(users, eq(users.id, examMarks.studentId))
          .where(eq(examMarks.examId, row.id))
          .orderBy(users.email),
        studentsOf(db, row.department, row.semester),
      ]);
      return {
        success: true as const,
        data: marks,
        exam: presentExam(row),
        students: students.map((student) => ({
          name: student.name,
          email: student.email,
          studentId: student.studentId ?? student.rollNo,
        })),
        // Means and totals over the marks given: absent and not entered count apart (docs/rules.md,
        // "Exams and marks").
        statistics: {
          ...markStatistics(
            marks.flatMap((mark) => (mark.marks === null ? [] : [mark.marks])),
            row.maxMark,
            row.passMark,
          ),
          absent: marks.filter((mark) => mark.absent).length,
          notEntered: students.filter((student) => !marks.some((mark) => mark.name === student.email)).length,
        },
      };
    },
  );

  app.post(
    '/faculty/exam/:id/marks',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary:
          "Enter (replace) an exam's marks: each row a mark, absent or blank (not entered); a list with a bad row is refused, each bad row named",
        params: idParams,
        body: anyMarksForm,
        response: { 200: apiMessage, 400: apiFailure },
      },
      // The body is judged below, against the exam's own max mark, so that a refusal always says
      // 'Error in form ' and names each bad row with its own message.
      attachValidation: true,
    },
    async (request, reply) => {
      const row = await managedExam(db, currentUser(request), request.params.id);
      const parsed = marksForm(row.maxMark).safeParse(request.body);
      // Every bad row with its own message, so the form marks those rows only.
      const refuse = (errors: { path: string; message: string }[]) =>
        reply.status(400).send({ success: false, msg: MESSAGES.errorInForm, errors });
      if (!parsed.success) {
        return refuse(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      }
      const students = await studentsOf(db, row.department, row.semester);
      const idByEmail = new Map(students.map((student) => [student.email, student.id]));
      const strangers = parsed.data.markList.flatMap((entry, index) =>
        idByEmail.has(entry.name)
          ? []
          : [{ path: `markList.${index}.name`, message: `${entry.name} ${SERVER_MESSAGES.notInClass}` }],
      );
      if (strangers.length > 0) return refuse(strangers);
      // A blank row is not entered yet: it is not stored, which is what "not entered" is.
      const entered = parsed.data.markList.filter(isEntered);
      await db.transaction(async (tx) => {
        // Saves of one exam's marks take turns on the exam's row: without it, two saves at once
        // each deleted the marks they saw and both inserted, and one failed on the key. The later
        // save now deletes what the earlier one wrote, so the last list wins whole (docs/choices.md,
        // "Exams, marks and attendance").
        const [locked] = await tx.select({ id: exams.id }).from(exams).where(eq(exams.id, row.id)).for('update');
        if (!locked) throw new HttpError(404, SERVER_MESSAGES.examNotFound);
        const before = await tx
          .delete(examMarks)
          .where(eq(examMarks.examId, row.id))
          .returning({ studentId: examMarks.studentId, marks: examMarks.marks, absent: examMarks.absent });
        const marks = entered.map((entry) => ({
          examId: row.id,
          studentId: idByEmail.get(entry.name)!,
          marks: entry.absent ? null : entry.marks!,
          absent: entry.absent,
        }));
        if (marks.length > 0) await tx.insert(examMarks).values(marks);
        // The students whose mark (or absence) is new or changed hear of it; the others already know theirs.
        const previous = new Map(before.map((mark) => [mark.studentId, mark]));
        const changed = marks.filter((mark) => {
          const was = previous.get(mark.studentId);
          return !was || was.marks !== mark.marks || was.absent !== mark.absent;
        });
        await app.ctx.hooks.react('marksEntered', tx, {
          examId: row.id,
          examType: row.type,
          subject: { code: row.code, name: row.name },
          studentIds: changed.map((mark) => mark.studentId),
        });
      });
      return { success: true as const, msg: MESSAGES.marksEntered };
    },
  );

  app.get(
    '/faculty/class-exams',
    {
      onRequest: faculty,
      schema: {
        tags,
        summary: "A class's exams with their statistics, for the class's faculty",
        querystring: classQuery,
        response: { 200: apiData(z.array(classExam)) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { department, semester } = request.query;
      if (!(await isClassFaculty(db, user, department, semester)))
        throw new HttpError(403, SERVER_MESSAGES.notYourSubject);
      const rows = await db
        .select({
          id: exams.id,
          type: examTypes.type,
          code: subjects.code,
          name: subjects.name,
          date: exams.date,
          maxMark: examTypes.maxMark,
          passMark: examTypes.passMark,
          // Over the marks given: count, avg and max skip the absent (no mark).
          count: sql<number>`count(${examMarks.marks})::int`,
          average: sql<number>`coalesce(round(avg(${examMarks.marks})::numeric, 2), 0)::float8`,
          highest: sql<number>`coalesce(max(${examMarks.marks}), 0)::float8`,
          passed: sql<number>`(count(*) filter (where ${examMarks.marks} >= ${examTypes.passMark}))::int`,
          absent: sql<number>`(count(*) filter (where ${examMarks.absent}))::int`,
        })
        .from(exams)
        .innerJoin(subjects, eq(subjects.id, exams.subjectId))
        .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
        .leftJoin(examMarks, eq(examMarks.examId, exams.id))
        .where(and(eq(subjects.department, department), eq(subjects.semester, semester)))
        .groupBy(exams.id, examTypes.id, subjects.id)
        .orderBy(desc(exams.date), subjects.code);
      return {
        success: true as const,
        data: rows.map(({ id, code, name, ...row }) => ({
          ...row,
          _id: id,
          subject: { code, name },
          count: Number(row.count),
          average: Number(row.average),
          highest: Number(row.highest),
          passed: Number(row.passed),
          absent: Number(row.absent),
        })),
      };
    },
  );

  app.get(
    '/student/marks',
    {
      onRequest: app.requireRole('student'),
      schema: {
        tags,
        summary: "The own class's exams, newest first, each with the own mark, absent, or not entered yet",
        response: { 200: apiData(z.array(studentMark)) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { department, currentYear } = user;
      if (!department || !currentYear) return { success: true as const, data: [] };
      const semesters = [2 * currentYear - 1, 2 * currentYear];
      // Kept per student and class while the class's subjects and exams, the exam types and the
      // student's marks are unchanged (docs/architecture.md, "Answers kept on the server"); written once.
      const data = await keptMarks(db).get(
        `${user.id}:${department}:${currentYear}`,
        [
          ...semesters.flatMap((semester) => [classKey(department, semester), `exams:${department}:${semester}`]),
          'exam-types',
          `marks:${user.id}`,
        ],
        () => studentMarks(db, user.id, department, semesters),
      );
      return sendJsonBytes(
        reply,
        madeOnce(data, 'json', () => jsonBytes(reply, { success: true as const, data })),
      );
    },
  );
};

/** The student's marks kept: the students who looked at theirs lately. */
const keptMarks = keptAnswersOf<z.infer<typeof studentMark>[]>(2_000);

/**
 * The exams of a student's class, newest first, each with the student's mark, absent, or not
 * entered yet.
 */
async function studentMarks(db: Database, studentId: string, department: Department, semesters: number[]) {
  // The exams of the student's class: the department's subjects of the two semesters of the
  // student's year (docs/rules.md, "Exams and marks"), whether or not a mark is in yet.
  const rows = await db
    .select({
      exam: exams.id,
      code: subjects.code,
      name: subjects.name,
      type: examTypes.type,
      date: exams.date,
      marks: examMarks.marks,
      absent: examMarks.absent,
      maxMark: examTypes.maxMark,
      passMark: examTypes.passMark,
    })
    .from(exams)
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .innerJoin(examTypes, eq(examTypes.id, exams.examTypeId))
    .leftJoin(examMarks, and(eq(examMarks.examId, exams.id), eq(examMarks.studentId, studentId)))
    .where(and(eq(subjects.department, department), inArray(subjects.semester, semesters)))
    .orderBy(desc(exams.date), subjects.code);
  return rows.map(({ code, name, absent, ...row }) => ({
    ...row,
    subject: { code, name },
    state: absent ? ('absent' as const) : row.marks === null ? ('not_entered' as const) : ('marked' as const),
    passed: row.marks === null ? null : row.marks >= row.passMark,
  }));
}
