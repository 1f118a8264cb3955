import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  ATTENDANCE_MATRIX_PERIODS,
  ATTENDANCE_PAGE_DEFAULT,
  type AttendanceMatrix,
  type AttendancePeriod,
  type AttendanceSummary,
  type Exam,
  type ExamType,
  type FacultyClass,
  type StudentMark,
  type SubjectAttendance,
} from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { attendancePeriods, attendanceTallies } from '../src/modules/attendance/schema.js';
import { examMarks } from '../src/modules/exams/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

/** 11:30 in Kolkata on Saturday 2030-06-15: the even term, so year 3 is in S6. */
const NOW = new Date('2030-06-15T06:00:00Z');
const FRIDAY = '2030-06-14';
const THURSDAY = '2030-06-13';
const MONDAY_NEXT = '2030-06-17';
const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(databases)('exams, marks and attendance on %s', (kind) => {
  let server: TestServer;
  let admin: Fixture;
  let teacher: Fixture; // CSE, teaches cs601
  let other: Fixture; // CSE, teaches cs602
  let hod: Fixture; // CSE HOD
  let meHod: Fixture; // ME HOD
  let students: Fixture[]; // CSE year 3
  let stranger: Fixture; // CSE year 2
  let type: ExamType;
  const subject: Record<string, string> = {};

  const call = <T = unknown>(who: Fixture | undefined, method: string, path: string, body?: unknown) =>
    server.api<{ data: T }>(method, path, { token: who?.token, body });
  const examBody = (subjectId: string, numberOfQuestions: unknown = 5) => ({
    examType: type._id,
    subject: subjectId,
    date: '2030-06-20',
    startTimestamp: '2030-06-20T04:00:00.000Z',
    endTimestamp: '2030-06-20T05:30:00.000Z',
    numberOfQuestions,
  });
  const period = (overrides: Record<string, unknown> = {}) => ({
    timeStamp: FRIDAY,
    startTime: '09:00',
    endTime: '10:00',
    department: 'CSE',
    semester: 6,
    period: 'cs601',
    attendanceList: students.map((student, index) => ({ email: student.email, present: index < 2 ? 'false' : 'true' })),
    module: 2,
    deliveryMode: 'offline',
    topic: 'Deadlocks',
    ...overrides,
  });

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    admin = await makeUser(server, 'admin');
    teacher = await makeUser(server, 'faculty', { name: 'Asha Teacher', department: 'CSE' });
    other = await makeUser(server, 'faculty', { department: 'CSE' });
    hod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    meHod = await makeUser(server, 'faculty', { department: 'ME', isHod: true });
    students = [];
    for (let i = 0; i < 4; i += 1)
      students.push(await makeUser(server, 'student', { name: `Student ${i}`, department: 'CSE', currentYear: 3 }));
    stranger = await makeUser(server, 'student', { department: 'CSE', currentYear: 2 });
    for (const [code, by] of [
      ['cs601', teacher],
      ['cs602', other],
    ] as const) {
      const answer = await call<{ _id: string }>(admin, 'POST', 'admin/subject', {
        name: `Subject ${code}`,
        code,
        courseType: 'theory',
        department: 'CSE',
        semester: 6,
        taughtBy: by.id,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      subject[code] = answer.body.data._id;
    }
    const timetable = await call(admin, 'POST', 'admin/timetable', {
      semesterDepartment: { department: 'CSE', semester: 6 },
      periodTimings: [
        {
          day: 'friday',
          timings: [
            { subject: 'cs601', startTime: '09:00', endTime: '10:00' },
            { subject: 'cs602', startTime: '10:00', endTime: '11:00' },
            { subject: 'cs601', startTime: '11:00', endTime: '12:00' },
          ],
        },
      ],
    });
    expect(timetable.status, JSON.stringify(timetable.body)).toBe(201);
    type = (await call<ExamType>(admin, 'POST', 'admin/examtype', { type: 'Series 1', maxMark: 50, passMark: 20 })).body
      .data;
  });
  afterAll(() => server?.close());

  describe('exams', () => {
    it('lets the teacher and the HOD create; refuses another teacher, another HOD, students and no token', async () => {
      const created = await call<Exam>(teacher, 'POST', 'faculty/exam', examBody(subject.cs601!, '0'));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        msg: MESSAGES.examCreated,
        data: { numberOfQuestions: 0, subject: { code: 'cs601' }, examType: { type: 'Series 1' } },
      });
      expect((await call(hod, 'POST', 'faculty/exam', examBody(subject.cs601!))).status).toBe(201);
      expect((await call(other, 'POST', 'faculty/exam', examBody(subject.cs601!))).status).toBe(403);
      expect((await call(meHod, 'POST', 'faculty/exam', examBody(subject.cs601!))).status).toBe(403);
      expect((await call(students[0], 'POST', 'faculty/exam', examBody(subject.cs601!))).status).toBe(403);
      expect((await call(undefined, 'POST', 'faculty/exam', examBody(subject.cs601!))).status).toBe(401);
      expect((await call(teacher, 'POST', 'faculty/exam', examBody(MISSING))).status).toBe(404);
      expect(
        (await call(teacher, 'POST', 'faculty/exam', { ...examBody(subject.cs601!), examType: MISSING })).status,
      ).toBe(404);
      const list = await call<Exam[]>(teacher, 'GET', `faculty/exam?typeId=${type._id}`);
      expect(list.body.data).toHaveLength(2);
      expect((await call<Exam[]>(other, 'GET', `faculty/exam?typeId=${type._id}`)).body.data).toHaveLength(0);
    });

    it('answers bad input with the documented messages', async () => {
      const negative = await call(teacher, 'POST', 'faculty/exam', examBody(subject.cs601!, -1));
      expect(negative.status).toBe(400);
      expect(negative.body.msg).toBe(MESSAGES.cannotBeNegative);
      expect((await call(teacher, 'POST', 'faculty/exam', examBody(subject.cs601!, 'x'))).body.msg).toBe(
        MESSAGES.mustBeNumber,
      );
      const backwards = await call(teacher, 'POST', 'faculty/exam', {
        ...examBody(subject.cs601!),
        endTimestamp: '2030-06-20T03:00:00.000Z',
      });
      expect(backwards.status).toBe(400);
      expect(backwards.body.msg).toBe(SERVER_MESSAGES.examEndsBeforeStart);
    });

    it('edits (more than zero questions), reads and deletes; 403 and 404 as they should', async () => {
      const exam = (await call<Exam>(teacher, 'POST', 'faculty/exam', examBody(subject.cs601!))).body.data;
      const zero = await call(teacher, 'PUT', `faculty/exam/${exam._id}`, examBody(subject.cs601!, 0));
      expect(zero.status).toBe(400);
      expect(zero.body.msg).toBe(MESSAGES.invalidNumber);
      expect((await call(teacher, 'PUT', `faculty/exam/${exam._id}`, examBody(subject.cs601!, 12))).status).toBe(200);
      expect((await call<Exam>(hod, 'GET', `faculty/exam/${exam._id}`)).body.data.numberOfQuestions).toBe(12);
      expect((await call(other, 'GET', `faculty/exam/${exam._id}`)).status).toBe(403);
      expect((await call(other, 'PUT', `faculty/exam/${exam._id}`, examBody(subject.cs602!, 3))).status).toBe(403);
      // The teacher cannot move an exam to a subject they do not manage.
      expect((await call(teacher, 'PUT', `faculty/exam/${exam._id}`, examBody(subject.cs602!, 3))).status).toBe(403);
      expect((await call(other, 'DELETE', `faculty/exam/${exam._id}`)).status).toBe(403);
      expect((await call(teacher, 'DELETE', `faculty/exam/${exam._id}`)).status).toBe(200);
      expect((await call(teacher, 'GET', `faculty/exam/${exam._id}`)).status).toBe(404);
      expect((await call(teacher, 'GET', 'faculty/exam/not-an-id')).status).toBe(400);
    });

    it('refuses to delete an exam type while an exam uses it', async () => {
      const answer = await call(admin, 'DELETE', `admin/examtype?id=${type._id}`);
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(SERVER_MESSAGES.examTypeInUse);
    });

    it('lists the subjects the member may set exams for', async () => {
      const mine = await call<{ code: string }[]>(teacher, 'GET', 'faculty/exam-subjects?department=CSE&semester=6');
      expect(mine.body.data.map((row) => row.code)).toEqual(['cs601']);
      const hods = await call<{ code: string }[]>(hod, 'GET', 'faculty/exam-subjects');
      expect(hods.body.data.map((row) => row.code)).toEqual(['cs601', 'cs602']);
      expect((await call(students[0], 'GET', 'faculty/exam-subjects')).status).toBe(403);
    });
  });

  describe('marks', () => {
    let exam: Exam;
    beforeAll(async () => {
      exam = (await call<Exam>(teacher, 'POST', 'faculty/exam', examBody(subject.cs601!))).body.data;
    });
    const marks = (list: unknown[]) => ({ markList: list });

    it('refuses the whole list when one mark is bad, and writes nothing', async () => {
      // (A blank mark is a row not entered yet: test/teaching-entries.test.ts.)
      for (const bad of [-1, 51, 'abc']) {
        const answer = await call(
          teacher,
          'POST',
          `faculty/exam/${exam._id}/marks`,
          marks([
            { name: students[0]!.email, marks: 40 },
            { name: students[1]!.email, marks: bad },
          ]),
        );
        expect(answer.status).toBe(400);
        expect(answer.body.msg).toBe('Error in form ');
      }
      const outsider = await call(
        teacher,
        'POST',
        `faculty/exam/${exam._id}/marks`,
        marks([{ name: stranger.email, marks: 10 }]),
      );
      expect(outsider.status).toBe(400);
      expect(outsider.body.msg).toBe(MESSAGES.errorInForm);
      expect((await call(teacher, 'POST', `faculty/exam/${exam._id}/marks`, marks([]))).status).toBe(400);
      expect(await server.db.select().from(examMarks)).toEqual([]);
    });

    it('takes 0 and the max mark, replaces on a second entry, and summarises', async () => {
      const first = await call(
        teacher,
        'POST',
        `faculty/exam/${exam._id}/marks`,
        marks(students.map((student, index) => ({ name: student.email, marks: [0, 50, 19, 20][index] }))),
      );
      expect(first.status).toBe(200);
      expect(first.body.msg).toBe(MESSAGES.marksEntered);
      const again = await call(
        hod,
        'POST',
        `faculty/exam/${exam._id}/marks`,
        marks([
          { name: students[0]!.email.toUpperCase(), marks: '10' },
          { name: students[1]!.email, marks: 50 },
        ]),
      );
      expect(again.status).toBe(200);
      const read = await server.api<{
        data: { name: string; marks: number }[];
        statistics: { average: number; highest: number; passed: number };
        students: unknown[];
      }>('GET', `faculty/exam/${exam._id}/marks`, { token: teacher.token });
      expect(read.body.data).toHaveLength(2);
      expect(read.body.statistics).toMatchObject({ average: 30, highest: 50, passed: 1 });
      expect(read.body.students).toHaveLength(4);
      expect((await call(other, 'GET', `faculty/exam/${exam._id}/marks`)).status).toBe(403);
      expect(
        (await call(other, 'POST', `faculty/exam/${exam._id}/marks`, marks([{ name: students[0]!.email, marks: 1 }])))
          .status,
      ).toBe(403);
      expect((await call(teacher, 'GET', `faculty/exam/${MISSING}/marks`)).status).toBe(404);
    });

    it('keeps exactly one of two lists saved at the same moment, answering both', async () => {
      const raced = (await call<Exam>(teacher, 'POST', 'faculty/exam', examBody(subject.cs601!))).body.data;
      const stored = async () =>
        (
          await server.db
            .select({ studentId: examMarks.studentId, marks: examMarks.marks })
            .from(examMarks)
            .where(eq(examMarks.examId, raced._id))
        )
          .map((row) => `${row.studentId}:${row.marks}`)
          .sort();
      for (let round = 0; round < 10; round += 1) {
        // The whole class each time, with marks that tell the two lists (and the rounds) apart.
        const lists = [round, round + 20].map((base) =>
          students.map((student, index) => ({ id: student.id, name: student.email, marks: base + index })),
        );
        const answers = await Promise.all(
          lists.map((list) =>
            call(
              teacher,
              'POST',
              `faculty/exam/${raced._id}/marks`,
              marks(list.map(({ name, marks: mark }) => ({ name, marks: mark }))),
            ),
          ),
        );
        for (const answer of answers) {
          expect([200, 409], `round ${round}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
          expect(answer.body.msg).toBeTruthy();
        }
        expect(answers.some((answer) => answer.status === 200)).toBe(true);
        const expected = lists.map((list) => list.map(({ id, marks: mark }) => `${id}:${mark}`).sort());
        expect(expected, `round ${round}`).toContainEqual(await stored());
      }
      expect((await call(teacher, 'DELETE', `faculty/exam/${raced._id}`)).status).toBe(200);
    });

    it("gives the class's faculty the class's exams with their statistics", async () => {
      const answer = await server.api<{ data: { _id: string; count: number; average: number; passed: number }[] }>(
        'GET',
        'faculty/class-exams?department=CSE&semester=6',
        {
          token: hod.token,
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.find((row) => row._id === exam._id)).toMatchObject({ count: 2, average: 30, passed: 1 });
      expect((await call(other, 'GET', 'faculty/class-exams?department=CSE&semester=6')).status).toBe(200);
      expect((await call(meHod, 'GET', 'faculty/class-exams?department=CSE&semester=6')).status).toBe(403);
      expect((await call(students[0], 'GET', 'faculty/class-exams?department=CSE&semester=6')).status).toBe(403);
      expect((await call(hod, 'GET', 'faculty/class-exams?department=CSE&semester=9')).status).toBe(400);
    });

    it('shows a student only the own marks, with pass or fail', async () => {
      const own = await call<StudentMark[]>(students[0], 'GET', 'student/marks');
      // Every exam of the class is listed (those above not marked for this student: not entered yet).
      expect(own.body.data.find((row) => row.exam === exam._id)).toEqual(
        expect.objectContaining({
          exam: exam._id,
          subject: { code: 'cs601', name: 'Subject cs601' },
          type: 'Series 1',
          marks: 10,
          state: 'marked',
          maxMark: 50,
          passMark: 20,
          passed: false,
        }),
      );
      expect(own.body.data.filter((row) => row.state !== 'not_entered')).toHaveLength(1);
      // Another student of the class, with no mark in this exam: not entered yet.
      const another = await call<StudentMark[]>(students[2], 'GET', 'student/marks');
      expect(another.body.data.find((row) => row.exam === exam._id)).toEqual(
        expect.objectContaining({ marks: null, state: 'not_entered', passed: null }),
      );
      expect(another.body.data.every((row) => row.state === 'not_entered')).toBe(true);
      // A student of another class sees none of them.
      expect((await call<StudentMark[]>(stranger, 'GET', 'student/marks')).body.data).toEqual([]);
      expect((await call(teacher, 'GET', 'student/marks')).status).toBe(403);
      expect((await call(undefined, 'GET', 'student/marks')).status).toBe(401);
    });
  });

  describe('attendance', () => {
    it("lists the faculty's classes", async () => {
      const mine = await call<FacultyClass[]>(teacher, 'GET', 'faculty/classes');
      expect(mine.body.data.map((row) => row.className)).toEqual(['S6-CSE-cs601']);
      expect((await call<FacultyClass[]>(hod, 'GET', 'faculty/classes')).body.data).toHaveLength(2);
      expect((await call(students[0], 'GET', 'faculty/classes')).status).toBe(403);
      // A subject of last term's semester (S5 while the even term runs) is not among this term's classes.
      const odd = await call<{ _id: string }>(admin, 'POST', 'admin/subject', {
        name: 'Odd term',
        code: 'cs599',
        courseType: 'theory',
        department: 'CSE',
        semester: 5,
        taughtBy: teacher.id,
      });
      expect(odd.status).toBe(201);
      expect(
        (await call<FacultyClass[]>(teacher, 'GET', 'faculty/classes')).body.data.map((row) => row.className),
      ).toEqual(['S6-CSE-cs601']);
      expect((await call(admin, 'DELETE', `admin/subject?id=${odd.body.data._id}`)).status).toBe(200);
    });

    it("gives the class's students and that day's periods of the subject", async () => {
      const answer = await call<{ students: { email: string }[]; timings: { startTime: string }[] }>(
        teacher,
        'GET',
        'faculty/students?department=CSE&semester=6&day=friday&subjectCode=cs601',
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.students).toHaveLength(4);
      expect(answer.body.data.timings.map((timing) => timing.startTime)).toEqual(['09:00', '11:00']);
      expect(
        (await call(teacher, 'GET', 'faculty/students?department=CSE&semester=6&day=friday&subjectCode=cs602')).status,
      ).toBe(403);
      expect((await call(meHod, 'GET', 'faculty/students?department=CSE&semester=6')).status).toBe(403);
      expect((await call(teacher, 'GET', 'faculty/students?department=XYZ&semester=6')).status).toBe(400);
    });

    it('saves a period, replaces it when saved again, and refuses what it should', async () => {
      const saved = await call(teacher, 'POST', 'faculty/attendance', period());
      expect(saved.status).toBe(201);
      const replaced = await call(
        hod,
        'POST',
        'faculty/attendance',
        period({
          topic: 'Paging',
          attendanceList: students.map((student, index) => ({
            email: student.email,
            present: index === 0 ? 'false' : 'true',
          })),
        }),
      );
      expect(replaced.status).toBe(200);
      const rows = await server.db.select().from(attendancePeriods);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ topic: 'Paging', absent: [students[0]!.id] });

      const refusals: [Fixture | undefined, Record<string, unknown>, number, string?][] = [
        [teacher, { module: 0 }, 400, MESSAGES.selectModule],
        [teacher, { module: 7 }, 400, MESSAGES.selectModule],
        [teacher, { topic: ' ' }, 400, MESSAGES.fillTopic],
        [teacher, { timeStamp: MONDAY_NEXT }, 400, SERVER_MESSAGES.attendanceFuture],
        [teacher, { timeStamp: '2030-06-15' }, 400, SERVER_MESSAGES.attendanceWeekend],
        [teacher, { attendanceList: [{ email: stranger.email, present: 'true' }] }, 400],
        [teacher, { period: 'cs999' }, 404],
        [other, {}, 403],
        [meHod, {}, 403],
        [students[0], {}, 403],
        [undefined, {}, 401],
      ];
      for (const [who, change, status, msg] of refusals) {
        const answer = await call(who, 'POST', 'faculty/attendance', period({ topic: 'Changed', ...change }));
        expect(answer.status, JSON.stringify(change)).toBe(status);
        if (msg) expect(answer.body.msg).toBe(msg);
      }
      expect((await server.db.select().from(attendancePeriods))[0]).toMatchObject({ topic: 'Paging' });
    });

    it("lists a subject's records and gives students a summary that agrees with them", async () => {
      await call(teacher, 'POST', 'faculty/attendance', period({ startTime: '11:00', endTime: '12:00' }));
      await call(teacher, 'POST', 'faculty/attendance', period({ timeStamp: THURSDAY }));
      // Only students 0 and 1 on a period of cs602.
      await call(
        other,
        'POST',
        'faculty/attendance',
        period({
          period: 'cs602',
          startTime: '10:00',
          endTime: '11:00',
          attendanceList: [{ email: students[0]!.email, present: 'true' }],
        }),
      );

      const records = await server.api<{ data: AttendanceSummary[]; total: number; page: number; limit: number }>(
        'GET',
        'faculty/attendance?department=CSE&semester=6&subjectCode=cs601',
        { token: teacher.token },
      );
      expect(records.status).toBe(200);
      expect(records.body).toMatchObject({ total: 3, page: 1, limit: ATTENDANCE_PAGE_DEFAULT });
      // Summaries: the counts, no list of students, and no class list beside them.
      expect(
        records.body.data.map(
          (record) => `${record.timeStamp} ${record.startTime} ${record.presentCount}/${record.listed}`,
        ),
      ).toEqual([`${FRIDAY} 11:00 2/4`, `${FRIDAY} 09:00 3/4`, `${THURSDAY} 09:00 2/4`]);
      for (const record of records.body.data) expect(record).not.toHaveProperty('attendanceList');
      expect(records.body).not.toHaveProperty('students');
      // The counts are those of the rows saved.
      const saved = await server.db
        .select()
        .from(attendancePeriods)
        .where(eq(attendancePeriods.subjectId, subject.cs601!));
      for (const record of records.body.data) {
        const row = saved.find((one) => one.id === record._id)!;
        expect(record).toMatchObject({
          presentCount: row.present.length,
          listed: row.present.length + row.absent.length,
        });
      }
      expect((await call(other, 'GET', 'faculty/attendance?department=CSE&semester=6&subjectCode=cs601')).status).toBe(
        403,
      );

      // Each period's list, opened one at a time: present first, each student by name.
      const opened: AttendancePeriod[] = [];
      for (const record of records.body.data) {
        const one = await call<AttendancePeriod>(teacher, 'GET', `faculty/attendance/${record._id}`);
        expect(one.status).toBe(200);
        const { attendanceList, ...facts } = one.body.data;
        expect(facts).toEqual(record);
        expect(attendanceList).toHaveLength(record.listed);
        opened.push(one.body.data);
      }
      expect(opened[1]!.attendanceList.map((entry) => `${entry.name} ${entry.email} ${entry.present}`)).toEqual([
        ...students.slice(1).map((student, index) => `Student ${index + 1} ${student.email} true`),
        `Student 0 ${students[0]!.email} false`,
      ]);

      // The class matrix says the same as the periods, oldest period first, a letter per period.
      const matrixOf = (code: string, who: Fixture | undefined) =>
        call<AttendanceMatrix>(who, 'GET', `faculty/attendance/matrix?department=CSE&semester=6&subjectCode=${code}`);
      const matrix = await matrixOf('cs601', teacher);
      expect(matrix.status).toBe(200);
      expect(matrix.body.data).toMatchObject({ totalPeriods: 3, page: 1, limit: ATTENDANCE_MATRIX_PERIODS });
      const oldestFirst = [...opened].reverse();
      expect(
        matrix.body.data.periods.map((one) => `${one._id} ${one.presentCount}/${one.listed} ${one.topic}`),
      ).toEqual(oldestFirst.map((record) => `${record._id} ${record.presentCount}/${record.listed} ${record.topic}`));
      const letterOf = (record: AttendancePeriod, email: string) => {
        const entry = record.attendanceList.find((one) => one.email === email);
        return entry ? (entry.present === 'true' ? 'P' : 'A') : '-';
      };
      expect(matrix.body.data.students.map((row) => row.email).sort()).toEqual(
        students.map((student) => student.email).sort(),
      );
      for (const row of matrix.body.data.students)
        expect(row.marks).toBe(oldestFirst.map((record) => letterOf(record, row.email)).join(''));
      expect(matrix.body.data.students.find((row) => row.email === students[1]!.email)).toMatchObject({
        marks: 'APA',
        attended: 1,
        held: 3,
        percentage: 33.3,
      });
      // Only student 0 is listed in cs602's period.
      const other602 = (await matrixOf('cs602', other)).body.data.students;
      expect(other602.find((row) => row.email === students[0]!.email)).toMatchObject({
        marks: 'P',
        attended: 1,
        held: 1,
      });
      expect(other602.find((row) => row.email === students[1]!.email)).toMatchObject({
        marks: '-',
        attended: 0,
        held: 0,
        percentage: 100,
      });
      expect((await matrixOf('cs601', hod)).status).toBe(200);
      expect((await matrixOf('cs601', other)).status).toBe(403);
      expect((await matrixOf('cs601', students[0])).status).toBe(403);
      expect((await matrixOf('cs601', undefined)).status).toBe(401);
      expect((await matrixOf('cs999', teacher)).status).toBe(404);
      expect(
        (await call(teacher, 'GET', 'faculty/attendance/matrix?department=XYZ&semester=6&subjectCode=cs601')).status,
      ).toBe(400);

      const summary = async (who: Fixture) =>
        (await call<SubjectAttendance[]>(who, 'GET', 'student/attendance')).body.data;
      expect(await summary(students[0]!)).toEqual([
        { subject: { code: 'cs601', name: 'Subject cs601' }, attended: 0, held: 3, percentage: 0 },
        { subject: { code: 'cs602', name: 'Subject cs602' }, attended: 1, held: 1, percentage: 100 },
      ]);
      expect(await summary(students[1]!)).toEqual([
        { subject: { code: 'cs601', name: 'Subject cs601' }, attended: 1, held: 3, percentage: 33.3 },
        { subject: { code: 'cs602', name: 'Subject cs602' }, attended: 0, held: 0, percentage: 100 },
      ]);
      expect(await summary(students[3]!)).toEqual(
        expect.arrayContaining([
          { subject: { code: 'cs601', name: 'Subject cs601' }, attended: 3, held: 3, percentage: 100 },
        ]),
      );
      expect((await call(teacher, 'GET', 'student/attendance')).status).toBe(403);
      expect((await call(undefined, 'GET', 'student/attendance')).status).toBe(401);
    });

    it("opens one period only for whoever may see its subject's records, and refuses bad paging", async () => {
      const [first] = (
        await call<AttendanceSummary[]>(
          teacher,
          'GET',
          'faculty/attendance?department=CSE&semester=6&subjectCode=cs601',
        )
      ).body.data;
      const before = await server.db.select().from(attendancePeriods).orderBy(attendancePeriods.id);
      const tallies = await server.db.select().from(attendanceTallies).orderBy(attendanceTallies.studentId);
      const open = (who: Fixture | undefined, id: string) => call(who, 'GET', `faculty/attendance/${id}`);
      expect((await open(hod, first!._id)).status).toBe(200);
      // Another subject's teacher, another department's HOD, a student, no token.
      for (const [who, status] of [
        [other, 403],
        [meHod, 403],
        [students[0], 403],
        [undefined, 401],
      ] as const)
        expect((await open(who, first!._id)).status).toBe(status);
      expect((await open(teacher, MISSING)).status).toBe(404);
      expect((await open(teacher, 'not-an-id')).status).toBe(400);
      const list = 'faculty/attendance?department=CSE&semester=6&subjectCode=cs601';
      for (const bad of ['limit=0', 'limit=101', 'page=0', 'page=x'])
        expect((await call(teacher, 'GET', `${list}&${bad}`)).status, bad).toBe(400);
      expect((await call(teacher, 'GET', `${list}&limit=100`)).status).toBe(200);
      const matrix = 'faculty/attendance/matrix?department=CSE&semester=6&subjectCode=cs601';
      for (const bad of ['page=0', 'page=-1', 'page=x'])
        expect((await call(teacher, 'GET', `${matrix}&${bad}`)).status, bad).toBe(400);
      // Nothing read changed anything.
      expect(await server.db.select().from(attendancePeriods).orderBy(attendancePeriods.id)).toEqual(before);
      expect(await server.db.select().from(attendanceTallies).orderBy(attendanceTallies.studentId)).toEqual(tallies);

      // A few statements each, however many students and periods (after a first call warmed the caches).
      const statementsOf = async (path: string) => {
        expect((await call(teacher, 'GET', path)).status).toBe(200);
        let statements = 0;
        const stop = server.handle.stats.onQuery(() => (statements += 1));
        try {
          expect((await call(teacher, 'GET', path)).status).toBe(200);
        } finally {
          stop();
        }
        return statements;
      };
      expect(await statementsOf(list)).toBeLessThanOrEqual(3);
      expect(await statementsOf(`${list}&date=${FRIDAY}`)).toBeLessThanOrEqual(4);
      expect(await statementsOf(`faculty/attendance/${first!._id}`)).toBeLessThanOrEqual(3);
      expect(await statementsOf(matrix)).toBeLessThanOrEqual(5);
    });

    it("pages a long term's records and the matrix's periods, with each student's totals over the whole term", async () => {
      // 23 periods of cs602 before the one saved above: student 0 present in every other one, student 1
      // in all, students 2 and 3 never listed.
      const extra = Array.from({ length: 23 }, (_, k) => ({
        department: 'CSE' as const,
        semester: 6,
        subjectId: subject.cs602!,
        date: new Date(Date.UTC(2030, 4, 1 + k)).toISOString().slice(0, 10),
        startTime: '10:00',
        endTime: '11:00',
        module: 1,
        deliveryMode: 'offline' as const,
        topic: `Topic ${k}`,
        present: k % 2 === 0 ? [students[0]!.id, students[1]!.id] : [students[1]!.id],
        absent: k % 2 === 0 ? [] : [students[0]!.id],
        takenBy: other.id,
      }));
      await server.db.insert(attendancePeriods).values(extra);
      try {
        const list = 'faculty/attendance?department=CSE&semester=6&subjectCode=cs602';
        const page3 = await call<AttendanceSummary[]>(other, 'GET', `${list}&limit=10&page=3`);
        expect(page3.body).toMatchObject({ total: 24, page: 3, limit: 10 });
        expect(page3.body.data.map((record) => record.topic)).toEqual(['Topic 3', 'Topic 2', 'Topic 1', 'Topic 0']);
        expect(page3.body.data.map((record) => `${record.presentCount}/${record.listed}`)).toEqual([
          '1/2',
          '2/2',
          '1/2',
          '2/2',
        ]);

        const matrixPage = async (page: number) => {
          const answer = await call<AttendanceMatrix>(
            other,
            'GET',
            `faculty/attendance/matrix?department=CSE&semester=6&subjectCode=cs602&page=${page}`,
          );
          expect(answer.status).toBe(200);
          expect(answer.body.data).toMatchObject({ totalPeriods: 24, page, limit: ATTENDANCE_MATRIX_PERIODS });
          const row = (index: number) => answer.body.data.students.find((one) => one.email === students[index]!.email)!;
          return { periods: answer.body.data.periods, row };
        };
        // Page 1: the latest 20, oldest first (topics 4 to 22, then the period saved through the API).
        const latest = await matrixPage(1);
        expect(latest.periods.map((one) => one.topic)).toEqual([
          ...extra.slice(4).map((one) => one.topic),
          'Deadlocks',
        ]);
        expect(latest.row(0)).toMatchObject({
          marks: 'PAPAPAPAPAPAPAPAPAPP',
          attended: 13,
          held: 24,
          percentage: 54.2,
        });
        expect(latest.row(1)).toMatchObject({ marks: `${'P'.repeat(19)}-`, attended: 23, held: 23, percentage: 100 });
        expect(latest.row(2)).toMatchObject({ marks: '-'.repeat(20), attended: 0, held: 0, percentage: 100 });
        // Page 2: the 4 oldest; the totals are still the whole term's.
        const older = await matrixPage(2);
        expect(older.periods.map((one) => one.topic)).toEqual(['Topic 0', 'Topic 1', 'Topic 2', 'Topic 3']);
        expect(older.row(0)).toMatchObject({ marks: 'PAPA', attended: 13, held: 24 });
        expect(older.row(1)).toMatchObject({ marks: 'PPPP', attended: 23, held: 23 });
        // Past the last page: the summary alone.
        const past = await matrixPage(3);
        expect(past.periods).toEqual([]);
        expect(past.row(0)).toMatchObject({ marks: '', attended: 13, held: 24 });
      } finally {
        await server.db
          .delete(attendancePeriods)
          .where(
            and(
              eq(attendancePeriods.subjectId, subject.cs602!),
              eq(attendancePeriods.startTime, '10:00'),
              sql`${attendancePeriods.date} < ${FRIDAY}`,
            ),
          );
      }
    });

    it("keeps every student's tallies equal to the records through replaces, deletions and a subject's removal", async () => {
      type Tally = { student: string; subject: string; held: number; attended: number };
      const counted = async (): Promise<Tally[]> =>
        (
          (await server.db.execute(sql`
            SELECT student_id::text AS student, subject_id::text AS subject, count(*)::int AS held, (count(*) FILTER (WHERE here))::int AS attended
            FROM (SELECT subject_id, unnest(present) AS student_id, true AS here FROM attendance_periods
                  UNION ALL SELECT subject_id, unnest(absent), false FROM attendance_periods) AS marks
            GROUP BY 1, 2 ORDER BY 1, 2`)) as unknown as { rows: Tally[] }
        ).rows;
      const kept = async (): Promise<Tally[]> =>
        (
          await server.db
            .select({
              student: sql<string>`${attendanceTallies.studentId}::text`,
              subject: sql<string>`${attendanceTallies.subjectId}::text`,
              held: attendanceTallies.held,
              attended: attendanceTallies.attended,
            })
            .from(attendanceTallies)
            .where(sql`${attendanceTallies.held} <> 0 OR ${attendanceTallies.attended} <> 0`)
            .orderBy(attendanceTallies.studentId, attendanceTallies.subjectId)
        ).map((row) => ({ ...row, held: Number(row.held), attended: Number(row.attended) }));
      const agree = async () => expect(await kept()).toEqual(await counted());
      await agree();

      // A replace that leaves student 3 out and turns student 0 and student 2 around.
      const marks = (present: Record<number, boolean>) =>
        students.flatMap((student, index) =>
          index in present ? [{ email: student.email, present: String(present[index]) }] : [],
        );
      expect(
        (
          await call(
            teacher,
            'POST',
            'faculty/attendance',
            period({ attendanceList: marks({ 0: true, 1: false, 2: false }) }),
          )
        ).status,
      ).toBe(200);
      await agree();
      const summary = async (who: Fixture) =>
        (await call<SubjectAttendance[]>(who, 'GET', 'student/attendance')).body.data.find(
          (row) => row.subject.code === 'cs601',
        );
      expect(await summary(students[3]!)).toMatchObject({ attended: 2, held: 2 });
      expect(await summary(students[0]!)).toMatchObject({ attended: 1, held: 3 });

      // Saved again unchanged: nothing moves.
      expect(
        (
          await call(
            teacher,
            'POST',
            'faculty/attendance',
            period({ attendanceList: marks({ 0: true, 1: false, 2: false }) }),
          )
        ).status,
      ).toBe(200);
      await agree();

      // A record deleted by hand.
      await server.db
        .delete(attendancePeriods)
        .where(and(eq(attendancePeriods.subjectId, subject.cs601!), eq(attendancePeriods.date, THURSDAY)));
      await agree();
      expect(await summary(students[3]!)).toMatchObject({ attended: 1, held: 1 });

      // A subject removed with its records: its tallies go too.
      const extra = await call<{ _id: string }>(admin, 'POST', 'admin/subject', {
        name: 'Subject cs603',
        code: 'cs603',
        courseType: 'theory',
        department: 'CSE',
        semester: 6,
        taughtBy: teacher.id,
      });
      expect((await call(teacher, 'POST', 'faculty/attendance', period({ period: 'cs603' }))).status).toBe(201);
      await agree();
      expect((await call(admin, 'DELETE', 'admin/subject', { id: extra.body.data._id })).status).toBe(200);
      await agree();
      expect(
        await server.db.select().from(attendanceTallies).where(eq(attendanceTallies.subjectId, extra.body.data._id)),
      ).toEqual([]);
    });

    it('saves only what changed, and moves the class version only when something did', async () => {
      // The latest period of the subject: the last letter of each row of its matrix.
      const at = { timeStamp: FRIDAY, startTime: '14:00', endTime: '15:00' };
      const save = (who: Fixture, list: [Fixture, boolean][], overrides: Record<string, unknown> = {}) =>
        call(
          who,
          'POST',
          'faculty/attendance',
          period({
            ...at,
            attendanceList: list.map(([student, here]) => ({ email: student.email, present: String(here) })),
            ...overrides,
          }),
        );
      const version = async () =>
        Number(
          (
            (await server.db.execute(
              sql`SELECT version FROM report_versions WHERE key = 'class:CSE:6'`,
            )) as unknown as {
              rows: { version: string }[];
            }
          ).rows[0]!.version,
        );
      const tallies = async () =>
        Object.fromEntries(
          (await server.db.select().from(attendanceTallies).where(eq(attendanceTallies.subjectId, subject.cs601!))).map(
            (row) => [row.studentId, `${row.attended}/${row.held}`],
          ),
        );
      const row = async () =>
        (
          await server.db
            .select()
            .from(attendancePeriods)
            .where(
              and(
                eq(attendancePeriods.subjectId, subject.cs601!),
                eq(attendancePeriods.date, FRIDAY),
                eq(attendancePeriods.startTime, '14:00'),
              ),
            )
        )[0]!;
      const matrixRow = async (student: Fixture) =>
        (
          await call<AttendanceMatrix>(
            teacher,
            'GET',
            'faculty/attendance/matrix?department=CSE&semester=6&subjectCode=cs601',
          )
        ).body.data.students.find((one) => one.email === student.email)!;
      const [s0, s1, s2, s3] = students as [Fixture, Fixture, Fixture, Fixture];

      const before = await tallies();
      const moved = (after: Record<string, string>) =>
        Object.keys(after)
          .filter((id) => after[id] !== before[id])
          .map((id) => students.findIndex((student) => student.id === id))
          .sort();
      expect(
        (
          await save(teacher, [
            [s0, false],
            [s1, true],
            [s2, true],
          ])
        ).status,
      ).toBe(201);
      expect(moved(await tallies())).toEqual([0, 1, 2]);
      const saved = await row();
      const opened = async () =>
        (await call<AttendancePeriod>(teacher, 'GET', `faculty/attendance/${saved.id}`)).body.data;
      expect((await opened()).takenBy).toBe('Asha Teacher');
      expect((await matrixRow(s1)).marks.at(-1)).toBe('P');
      const afterFirst = await tallies();

      // The same list again, by the HOD: no tally moves and the lists stay as they were; the record
      // takes who saved it and when, so the class's version moves and the period shows the HOD at once.
      let was = await version();
      expect(
        (
          await save(hod, [
            [s0, false],
            [s1, true],
            [s2, true],
          ])
        ).status,
      ).toBe(200);
      expect(await tallies()).toEqual(afterFirst);
      expect(await row()).toMatchObject({ present: [s1.id, s2.id], absent: [s0.id], takenBy: hod.id });
      expect(await version()).toBe(was + 1);
      expect((await opened()).takenBy).not.toBe('Asha Teacher');

      // One mark turned: that student's tally alone, and the kept matrix shows it on the next request.
      was = await version();
      expect(
        (
          await save(teacher, [
            [s0, false],
            [s1, false],
            [s2, true],
          ])
        ).status,
      ).toBe(200);
      const afterTurn = await tallies();
      expect(Object.keys(afterTurn).filter((id) => afterTurn[id] !== afterFirst[id])).toEqual([s1.id]);
      expect(afterTurn[s1.id]).toBe(
        `${Number(afterFirst[s1.id]!.split('/')[0]) - 1}/${afterFirst[s1.id]!.split('/')[1]}`,
      );
      expect(await version()).toBe(was + 1);
      expect((await matrixRow(s1)).marks.at(-1)).toBe('A');

      // Student 2 left out and student 3 added: theirs move, no one else's.
      expect(
        (
          await save(teacher, [
            [s0, false],
            [s1, false],
            [s3, true],
          ])
        ).status,
      ).toBe(200);
      const afterSwap = await tallies();
      expect(
        Object.keys(afterSwap)
          .filter((id) => afterSwap[id] !== afterTurn[id])
          .sort(),
      ).toEqual([s2.id, s3.id].sort());
      expect(await row()).toMatchObject({ present: [s3.id], absent: [s0.id, s1.id] });
      expect((await matrixRow(s2)).marks.at(-1)).toBe('-');
      expect((await matrixRow(s3)).marks.at(-1)).toBe('P');

      // A list naming someone not in the class is refused whole, naming that one: nothing moves.
      was = await version();
      const refused = await save(teacher, [
        [s0, true],
        [stranger, true],
        [s1, true],
      ]);
      expect(refused.status).toBe(400);
      expect((refused.body as unknown as { msg: string }).msg).toBe(`${stranger.email} ${SERVER_MESSAGES.notInClass}`);
      expect(await tallies()).toEqual(afterSwap);
      expect(await version()).toBe(was);

      // A row rewritten as it was moves no version; a change of it does.
      await server.db.execute(sql`UPDATE attendance_periods SET topic = topic WHERE id = ${saved.id}`);
      expect(await version()).toBe(was);
      await server.db.execute(sql`UPDATE attendance_periods SET topic = 'By hand' WHERE id = ${saved.id}`);
      expect(await version()).toBe(was + 1);

      // Deleted: every tally is back where it was (a student first counted here keeps a row of 0/0).
      await server.db.delete(attendancePeriods).where(eq(attendancePeriods.id, saved.id));
      const after = Object.entries(await tallies()).filter(([id, tally]) => id in before || tally !== '0/0');
      expect(Object.fromEntries(after)).toEqual(before);
    });

    it('gives the summary of the term the admin chooses, at once', async () => {
      const codes = async () =>
        (await call<SubjectAttendance[]>(students[0], 'GET', 'student/attendance')).body.data.map(
          (row) => row.subject.code,
        );
      // June: the even term by the date, so year 3 is in S6.
      expect(await codes()).toEqual(['cs601', 'cs602']);
      expect((await call(admin, 'PUT', 'admin/settings', { currentTerm: 'odd' })).status).toBe(200);
      expect(await codes()).toEqual([]);
      expect((await call(admin, 'PUT', 'admin/settings', { currentTerm: 'even' })).status).toBe(200);
      expect(await codes()).toEqual(['cs601', 'cs602']);
    });
  });
});
