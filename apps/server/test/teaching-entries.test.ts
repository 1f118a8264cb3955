import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  type AttendancePeriod,
  type AttendanceSummary,
  type ClassExam,
  type Exam,
  type ExamType,
  type MarkEntry,
  type MarkStatistics,
  type StudentMark,
} from '@portal/domain';
import { examMarks } from '../src/modules/exams/schema.js';
import { databases, makeUser, startServer, testClock, type Fixture, type TestServer } from './helpers.js';

/** 11:30 in Kolkata on Saturday 2030-06-15: the even term, so year 3 is in S6. */
const START = new Date('2030-06-15T06:00:00Z');
const FRIDAY = '2030-06-14';

/**
 * Entering marks a row at a time (absent, not entered yet, a bad row with its own message) and
 * taking a period's attendance again (the saved record read back for the wizard, with who took it
 * and when): docs/rules.md, "Exams and marks" and "Attendance".
 */
describe.each(databases)('marks entered row by row, and attendance taken again, on %s', (kind) => {
  let server: TestServer;
  const clock = testClock(START);
  let admin: Fixture;
  let teacher: Fixture; // CSE, teaches cs601
  let hod: Fixture; // CSE HOD
  let other: Fixture; // CSE, teaches nothing here
  let students: Fixture[]; // CSE year 3, in S6 this term
  let stranger: Fixture; // CSE year 2
  let exam: Exam;

  const call = <T = unknown>(who: Fixture | undefined, method: string, path: string, body?: unknown) =>
    server.api<{ data: T }>(method, path, { token: who?.token, body });
  const enter = (who: Fixture, markList: unknown[]) =>
    call(who, 'POST', `faculty/exam/${exam._id}/marks`, { markList });
  const read = async () =>
    (
      await server.api<{ data: MarkEntry[]; statistics: MarkStatistics & { absent: number; notEntered: number } }>(
        'GET',
        `faculty/exam/${exam._id}/marks`,
        { token: teacher.token },
      )
    ).body;

  beforeAll(async () => {
    server = await startServer(kind, { now: clock.now });
    admin = await makeUser(server, 'admin');
    teacher = await makeUser(server, 'faculty', { name: 'Asha Teacher', department: 'CSE' });
    hod = await makeUser(server, 'faculty', { name: 'Ravi Head', department: 'CSE', isHod: true });
    other = await makeUser(server, 'faculty', { department: 'CSE' });
    students = [];
    for (let i = 0; i < 5; i += 1)
      students.push(await makeUser(server, 'student', { name: `Student ${i}`, department: 'CSE', currentYear: 3 }));
    stranger = await makeUser(server, 'student', { department: 'CSE', currentYear: 2 });
    const subject = await call<{ _id: string }>(admin, 'POST', 'admin/subject', {
      name: 'Compiler Design',
      code: 'cs601',
      courseType: 'theory',
      department: 'CSE',
      semester: 6,
      taughtBy: teacher.id,
    });
    expect(subject.status).toBe(201);
    const timetable = await call(admin, 'POST', 'admin/timetable', {
      semesterDepartment: { department: 'CSE', semester: 6 },
      periodTimings: [{ day: 'friday', timings: [{ subject: 'cs601', startTime: '09:00', endTime: '10:00' }] }],
    });
    expect(timetable.status).toBe(201);
    const type = (
      await call<ExamType>(admin, 'POST', 'admin/examtype', { type: 'Series 1', maxMark: 50, passMark: 20 })
    ).body.data;
    exam = (
      await call<Exam>(teacher, 'POST', 'faculty/exam', {
        examType: type._id,
        subject: subject.body.data._id,
        date: '2030-06-10',
        startTimestamp: '2030-06-10T04:00:00.000Z',
        endTimestamp: '2030-06-10T05:30:00.000Z',
        numberOfQuestions: 5,
      })
    ).body.data;
  });
  afterAll(() => server?.close());

  describe('marks', () => {
    it('refuses a list with bad rows, naming each bad row with its own message, and writes nothing', async () => {
      const answer = await enter(teacher, [
        { name: students[0]!.email, marks: 40 },
        { name: students[1]!.email, marks: 51 },
        { name: students[2]!.email, marks: 'abc' },
        { name: students[3]!.email, marks: '' },
        { name: students[4]!.email, marks: 5, absent: true },
        { name: stranger.email, marks: 10 },
      ]);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(MESSAGES.errorInForm);
      expect(answer.body.errors).toEqual([
        { path: 'markList.1.marks', message: MESSAGES.greaterThanMaxMark },
        { path: 'markList.2.marks', message: MESSAGES.mustBeNumber },
        { path: 'markList.4.marks', message: SERVER_MESSAGES.absentWithMark },
      ]);
      // A student of another class is named once the marks themselves are right.
      const outsider = await enter(teacher, [
        { name: students[0]!.email, marks: 40 },
        { name: stranger.email, marks: 10 },
      ]);
      expect(outsider.status).toBe(400);
      expect(outsider.body.errors).toEqual([
        { path: 'markList.1.name', message: `${stranger.email} ${SERVER_MESSAGES.notInClass}` },
      ]);
      const nothing = await enter(teacher, [{ name: students[0]!.email, marks: ' ' }]);
      expect(nothing.status).toBe(400);
      expect(nothing.body.errors).toEqual([{ path: 'markList', message: SERVER_MESSAGES.noMarkEntered }]);
      expect(await server.db.select().from(examMarks)).toEqual([]);
    });

    it('saves the rows entered so far: marks, absent, and blank rows as not entered', async () => {
      const answer = await enter(teacher, [
        { name: students[0]!.email, marks: '40' },
        { name: students[1]!.email, marks: 10 },
        { name: students[2]!.email, absent: true },
        { name: students[3]!.email, marks: '' },
        // students[4] is not in the list at all: not entered either.
      ]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.msg).toBe(MESSAGES.marksEntered);
      const { data, statistics } = await read();
      expect(data).toEqual(
        [
          { name: students[0]!.email, marks: 40, absent: false },
          { name: students[1]!.email, marks: 10, absent: false },
          { name: students[2]!.email, marks: null, absent: true },
        ].sort((a, b) => a.name.localeCompare(b.name)),
      );
      // The absent student and the two not entered count in no mean or total.
      expect(statistics).toMatchObject({
        count: 2,
        average: 25,
        highest: 40,
        lowest: 10,
        passed: 1,
        absent: 1,
        notEntered: 2,
      });
      expect(statistics.distribution.reduce((sum, band) => sum + band.count, 0)).toBe(2);
    });

    it('keeps an absent student apart from a mark of 0 and from not entered, for the student too', async () => {
      expect(
        (
          await enter(hod, [
            { name: students[0]!.email, marks: 0 },
            { name: students[1]!.email, absent: true },
            { name: students[2]!.email, marks: 45 },
          ])
        ).status,
      ).toBe(200);
      const mine = async (who: Fixture) =>
        (await call<StudentMark[]>(who, 'GET', 'student/marks')).body.data.find((row) => row.exam === exam._id);
      expect(await mine(students[0]!)).toMatchObject({ marks: 0, state: 'marked', passed: false });
      expect(await mine(students[1]!)).toMatchObject({ marks: null, state: 'absent', passed: null });
      expect(await mine(students[2]!)).toMatchObject({ marks: 45, state: 'marked', passed: true });
      expect(await mine(students[3]!)).toMatchObject({
        marks: null,
        state: 'not_entered',
        passed: null,
        maxMark: 50,
        subject: { code: 'cs601', name: 'Compiler Design' },
      });
      expect(await mine(stranger)).toBeUndefined();

      const classExams = await call<ClassExam[]>(hod, 'GET', 'faculty/class-exams?department=CSE&semester=6');
      expect(classExams.body.data.find((row) => row._id === exam._id)).toMatchObject({
        count: 2,
        average: 22.5,
        highest: 45,
        passed: 1,
        absent: 1,
      });
      const listed = await call<Exam[]>(teacher, 'GET', `faculty/exam?typeId=${exam.examType._id}`);
      expect(listed.body.data.find((row) => row._id === exam._id)?.marked).toBe(3);
    });

    it('refuses another teacher and a student (403), and no token (401)', async () => {
      const list = [{ name: students[0]!.email, absent: true }];
      expect((await enter(other, list)).status).toBe(403);
      expect((await enter(students[0]!, list)).status).toBe(403);
      expect((await server.api('POST', `faculty/exam/${exam._id}/marks`, { body: { markList: list } })).status).toBe(
        401,
      );
      expect((await read()).statistics.absent).toBe(1);
    });
  });

  describe('attendance taken again', () => {
    const period = (absent: Fixture[], topic: string) => ({
      timeStamp: FRIDAY,
      startTime: '09:00',
      endTime: '10:00',
      department: 'CSE',
      semester: 6,
      period: 'cs601',
      attendanceList: students.map((student) => ({
        email: student.email,
        present: absent.includes(student) ? 'false' : 'true',
      })),
      module: 2,
      deliveryMode: 'offline',
      topic,
    });
    const dayRecords = async (who: Fixture, date = FRIDAY) =>
      server.api<{ data: AttendanceSummary[]; total: number }>(
        'GET',
        `faculty/attendance?department=CSE&semester=6&subjectCode=cs601&date=${date}`,
        { token: who.token },
      );

    /** A saved period's marks, as GET faculty/attendance/{id} lists them. */
    const marksOf = async (who: Fixture, id: string) =>
      (
        await server.api<{ data: AttendancePeriod }>('GET', `faculty/attendance/${id}`, { token: who.token })
      ).body.data.attendanceList.map(({ email, present }) => ({ email, present }));

    it("answers a day's saved record with who took it and when, and the same after it is taken again", async () => {
      expect((await dayRecords(teacher)).body).toMatchObject({ data: [], total: 0 });
      expect((await call(teacher, 'POST', 'faculty/attendance', period([students[0]!], 'Parsing'))).status).toBe(201);
      const first = (await dayRecords(teacher)).body;
      expect(first.total).toBe(1);
      expect(first.data[0]).toMatchObject({
        timeStamp: FRIDAY,
        startTime: '09:00',
        module: 2,
        topic: 'Parsing',
        takenBy: 'Asha Teacher',
        presentCount: 4,
      });
      expect(await marksOf(teacher, first.data[0]!._id)).toContainEqual({
        email: students[0]!.email,
        present: 'false',
      });

      clock.advance(60 * 60_000);
      const again = await call(hod, 'POST', 'faculty/attendance', period([students[1]!], 'Parsing, part 2'));
      expect(again.status).toBe(200);
      const second = (await dayRecords(hod)).body;
      expect(second.total).toBe(1);
      expect(second.data[0]).toMatchObject({ topic: 'Parsing, part 2', takenBy: 'Ravi Head' });
      // The same period, taken again: its list replaced.
      expect(second.data[0]!._id).toBe(first.data[0]!._id);
      const marks = await marksOf(hod, second.data[0]!._id);
      expect(marks).toContainEqual({ email: students[0]!.email, present: 'true' });
      expect(marks).toContainEqual({ email: students[1]!.email, present: 'false' });
      expect(Date.parse(second.data[0]!.takenAt)).toBeGreaterThan(Date.parse(first.data[0]!.takenAt));
      // Another day has none; a bad date is refused.
      expect((await dayRecords(teacher, '2030-06-13')).body.total).toBe(0);
      expect((await dayRecords(teacher, '2030-02-30')).status).toBe(400);
      expect((await dayRecords(other)).status).toBe(403);
    });
  });
});
