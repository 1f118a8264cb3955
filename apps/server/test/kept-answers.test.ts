import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttendanceShortageAnswer,
  DirectoryStudent,
  ExamResults,
  FeeDuesPage,
  FeedbackResults,
  GateLogAnswer,
  PaymentHistoryPage,
  TodayAtAGlance,
} from '@portal/domain';
import { queryRows } from '../src/db/client.js';
import { attendancePeriods } from '../src/modules/attendance/schema.js';
import { writeFeatureStats } from '../src/modules/settings/index.js';
import { KeptAnswers } from '../src/modules/versions/index.js';
import { createExam, databases, makeUser, startServer, waitFor, type Fixture, type TestServer } from './helpers.js';

/*
 * Kept answers (docs/architecture.md, "Answers kept on the server"): a report asked again is served
 * from what this process kept, with one read of the versions, until a row behind it changes; then
 * the very next request shows the change. The changes here are made in SQL, as another process or a
 * person at the database would make them (on PostgreSQL over a connection of their own), so nothing
 * in the server is told of them but the versions its triggers bump.
 */
/** A user id no row has: fencing it drops nothing from the server's cache. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

describe.each(databases)('kept answers on %s', (kind) => {
  /**
   * What serving a kept answer again costs in statements: one read of its versions on PostgreSQL;
   * none on the embedded database, which remembers the versions it read until one changes.
   */
  const versionReads = kind === 'pglite' ? 0 : 1;
  let server: TestServer;
  let elsewhere: pg.Client | undefined;
  let admin: Fixture;
  let office: Fixture;
  let teacher: Fixture;
  let otherTeacher: Fixture;
  const students: Record<string, Fixture> = {};
  let subjectId: string;
  let feeId: string;
  let examId: string;
  let examTypeId: string;

  /**
   * Runs a statement outside the server: on its own connection on PostgreSQL. There it then waits
   * until the server has heard the change's notices (a fence of its own sent after them, heard in
   * commit order on the one listening connection), so a notice heard late never lands inside a
   * counted call.
   */
  const change = async (statement: string) => {
    if (!elsewhere) {
      await server.db.execute(sql.raw(statement));
      return;
    }
    await elsewhere.query(statement);
    await server.app.ctx.users.changed(NO_USER);
  };
  /** The rows a statement answers, run by the server's own connection. */
  const rowsOf = <T>(statement: string) => queryRows<T>(server.db, sql.raw(statement));
  /**
   * Turns a feature on, then waits until this server has heard of it (the switch reaches its cache by
   * a notification; heard later, it would cost a read inside a counted call).
   */
  const switchOn = async (feature: 'payment' | 'feedback') => {
    await writeFeatureStats(server.db, { [feature]: true });
    await server.app.ctx.users.settingsChanged();
  };
  const get = <T>(who: Fixture, path: string) => server.api<T>('GET', path, { token: who.token });
  /** The call's answer, and how many statements the database ran for it. */
  const counted = async <T>(who: Fixture, path: string, post?: Record<string, unknown>) => {
    let statements = 0;
    const stop = server.handle.stats.onQuery(() => (statements += 1));
    try {
      const answer = post
        ? await server.api<T>('POST', path, { token: who.token, body: post })
        : await get<T>(who, path);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return { body: answer.body, statements };
    } finally {
      stop();
    }
  };
  const period = (present: string[], absent: string[], day: string) =>
    server.db.insert(attendancePeriods).values({
      department: 'CSE',
      semester: 6,
      subjectId,
      date: day,
      startTime: '09:00',
      endTime: '10:00',
      module: 1,
      deliveryMode: 'offline',
      topic: 'Kept answers',
      present,
      absent,
    });

  beforeAll(async () => {
    // The tests count every statement a call costs: the test server's e-mail outbox looks for due
    // mails only once an hour, and the setup below makes no change that queues an e-mail.
    server = await startServer(kind);
    if (server.databaseUrl) {
      elsewhere = new pg.Client({ connectionString: server.databaseUrl });
      await elsewhere.connect();
    }
    admin = await makeUser(server, 'admin');
    office = await makeUser(server, 'office');
    teacher = await makeUser(server, 'faculty', { department: 'CSE' });
    otherTeacher = await makeUser(server, 'faculty', { department: 'CSE' });
    for (const name of ['Anu', 'Balu', 'Chandra'])
      students[name] = await makeUser(server, 'student', { name, department: 'CSE', currentYear: 3 });
    const subject = await server.api<{ data: { _id: string } }>('POST', 'admin/subject', {
      token: admin.token,
      body: {
        name: 'Compilers',
        code: 'cs601',
        courseType: 'theory',
        department: 'CSE',
        semester: 6,
        taughtBy: teacher.id,
      },
    });
    expect(subject.status, JSON.stringify(subject.body)).toBe(201);
    subjectId = subject.body.data._id;
    // Anu missed the one period held so far.
    await period([students.Balu!.id, students.Chandra!.id], [students.Anu!.id], '2030-06-03');

    // Made in SQL: through the API a new fee tells every student, by e-mail too.
    const [fee] = await rowsOf<{ id: string }>(
      `INSERT INTO payment_types (type, amount_paise, due_date) VALUES ('Library fee', 50000, '2030-07-01') RETURNING id`,
    );
    feeId = fee!.id;

    const type = await server.api<{ data: { _id: string } }>('POST', 'admin/examtype', {
      token: admin.token,
      body: { type: 'Series 1', maxMark: 50, passMark: 20 },
    });
    examTypeId = type.body.data._id;
    examId = await createExam(server, teacher, { examType: examTypeId, subject: subjectId });
    const entered = await server.api('POST', `faculty/exam/${examId}/marks`, {
      token: teacher.token,
      body: { markList: [{ name: students.Anu!.email, marks: 30 }] },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  });
  afterAll(async () => {
    await elsewhere?.end();
    await server?.close();
  });

  it('makes an answer once for callers who find the same versions while it is being made', async () => {
    const kept = new KeptAnswers<string>(server.db, 10);
    let made = 0;
    let finish: (value: string) => void = () => {};
    const make = () => {
      made += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    let reads = 0;
    const stop = server.handle.stats.onQuery(() => (reads += 1));
    let first: Promise<string>;
    let second: Promise<string>;
    try {
      first = kept.get('one', ['single:flight'], make);
      second = kept.get('one', ['single:flight'], make);
      // Both have read the versions (one statement each) and gone on: the first is making it.
      await waitFor(() => reads >= 2 && made >= 1, { what: 'both to read the versions' });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      stop();
    }
    finish('made');
    expect(await Promise.all([first, second])).toEqual(['made', 'made']);
    expect(made).toBe(1);
    // Kept now; a change of its source makes it again.
    expect(await kept.get('one', ['single:flight'], make)).toBe('made');
    await change(
      `INSERT INTO report_versions (key) VALUES ('single:flight') ON CONFLICT (key) DO UPDATE SET version = report_versions.version + 1`,
    );
    const third = kept.get('one', ['single:flight'], make);
    await waitFor(() => made === 2, { what: 'the answer made again' });
    finish('again');
    expect(await third).toBe('again');
  });

  it('reads the versions for callers who ask while a read is under way in one statement', async () => {
    const kept = new KeptAnswers<string>(server.db, 10);
    let reads = 0;
    const stop = server.handle.stats.onQuery(() => (reads += 1));
    try {
      // The first caller's read starts at once; the nine who ask while it runs share the next one.
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          kept.get(`caller ${index}`, [`batch:${index % 3}`], async () => 'made'),
        ),
      );
      expect(answers).toEqual(Array(10).fill('made'));
      expect(reads).toBe(2);
    } finally {
      stop();
    }
    // A change committed before a caller asks is seen by that caller.
    await change(
      `INSERT INTO report_versions (key) VALUES ('batch:2') ON CONFLICT (key) DO UPDATE SET version = report_versions.version + 1`,
    );
    expect(await kept.get('caller 2', ['batch:2'], async () => 'made again')).toBe('made again');
    expect(await kept.get('caller 3', ['batch:0'], async () => 'made again')).toBe('made');
  });

  describe('attendance shortage', () => {
    const path = 'reports/attendance-shortage?department=CSE&semester=6';
    const shortNames = async (who: Fixture = teacher) =>
      (await counted<AttendanceShortageAnswer>(who, path)).body.data.map((row) => row.student.name);

    it('is served again with one read until the class changes', async () => {
      expect(await shortNames()).toEqual(['Anu']);
      const again = await counted<AttendanceShortageAnswer>(teacher, path);
      expect(again.body.data.map((row) => row.student.name)).toEqual(['Anu']);
      expect(again.statements).toBe(versionReads);
    });

    it('shows a period saved meanwhile', async () => {
      expect(await shortNames()).toEqual(['Anu']);
      await change(
        `INSERT INTO attendance_periods (department, semester, subject_id, date, start_time, end_time, module, delivery_mode, topic, present, absent)
         VALUES ('CSE', 6, '${subjectId}', '2030-06-04', '09:00', '10:00', 1, 'offline', 'Elsewhere',
                 ARRAY['${students.Anu!.id}', '${students.Balu!.id}']::uuid[], ARRAY['${students.Chandra!.id}']::uuid[])`,
      );
      // Anu now attended one of two (50%), Chandra one of two.
      expect(await shortNames()).toEqual(['Anu', 'Chandra']);
    });

    it("shows a student's new name, and a student who left the class no more", async () => {
      expect(await shortNames()).toContain('Chandra');
      await change(`UPDATE users SET name = 'Chandrika' WHERE id = '${students.Chandra!.id}'`);
      expect(await shortNames()).toEqual(['Anu', 'Chandrika']);
      await change(`UPDATE users SET department = 'ME' WHERE id = '${students.Chandra!.id}'`);
      expect(await shortNames()).toEqual(['Anu']);
    });

    it("follows a change of the subject's teacher in who may read it", async () => {
      expect((await get(otherTeacher, path)).status).toBe(403);
      await change(`UPDATE subjects SET taught_by = '${otherTeacher.id}' WHERE id = '${subjectId}'`);
      expect((await get(otherTeacher, path)).status).toBe(200);
      expect((await get(teacher, path)).status).toBe(403);
      await change(`UPDATE subjects SET taught_by = '${teacher.id}' WHERE id = '${subjectId}'`);
    });
  });

  describe("the class's attendance matrix", () => {
    const path = 'faculty/attendance/matrix?department=CSE&semester=6&subjectCode=cs601';
    type Matrix = { data: { totalPeriods: number; students: { email: string; held: number; marks: string }[] } };
    const matrix = async () => (await counted<Matrix>(teacher, path)).body.data;

    it('is served again without its reads, and shows a period saved meanwhile', async () => {
      const before = await matrix();
      const again = await counted<Matrix>(teacher, path);
      // The subject (who may read it) and the versions; none of the matrix's own reads.
      expect(again.statements).toBeLessThanOrEqual(1 + versionReads);
      await change(
        `INSERT INTO attendance_periods (department, semester, subject_id, date, start_time, end_time, module, delivery_mode, topic, present, absent)
         VALUES ('CSE', 6, '${subjectId}', '2030-06-05', '09:00', '10:00', 1, 'offline', 'Elsewhere',
                 ARRAY['${students.Balu!.id}']::uuid[], ARRAY['${students.Anu!.id}']::uuid[])`,
      );
      const after = await matrix();
      expect(after.totalPeriods).toBe(before.totalPeriods + 1);
      const anu = (data: typeof after) => data.students.find((one) => one.email === students.Anu!.email)!;
      expect(anu(after).held).toBe(anu(before).held + 1);
      expect(anu(after).marks.at(-1)).toBe('A');
    });
  });

  describe("a period's list", () => {
    it('is served again without its reads, and shows a student renamed meanwhile', async () => {
      type Period = { data: { attendanceList: { email: string; name: string; present: string }[] } };
      const records = await get<{ data: { _id: string }[] }>(
        teacher,
        'faculty/attendance?department=CSE&semester=6&subjectCode=cs601',
      );
      const path = `faculty/attendance/${records.body.data[0]!._id}`;
      const nameOf = (answer: Period, who: Fixture) =>
        answer.data.attendanceList.find((entry) => entry.email === who.email)?.name;
      expect(nameOf((await counted<Period>(teacher, path)).body, students.Balu!)).toBe('Balu');
      const again = await counted<Period>(teacher, path);
      // The period (who may read it) and the versions; none of the list's own reads.
      expect(again.statements).toBeLessThanOrEqual(1 + versionReads);
      await change(`UPDATE users SET name = 'Balachandran' WHERE id = '${students.Balu!.id}'`);
      expect(nameOf((await counted<Period>(teacher, path)).body, students.Balu!)).toBe('Balachandran');
      await change(`UPDATE users SET name = 'Balu' WHERE id = '${students.Balu!.id}'`);
    });
  });

  describe('fee dues', () => {
    const path = () => `reports/fee-dues?paymentType=${feeId}&department=CSE`;
    const dues = async () => (await counted<FeeDuesPage>(office, path())).body;

    it('is served again with one read, and shows a payment made meanwhile', async () => {
      expect((await dues()).data.map((row) => row.student.name)).toEqual(['Anu', 'Balu']);
      expect((await counted<FeeDuesPage>(office, path())).statements).toBe(versionReads);
      await change(
        `INSERT INTO payments (payment_type_id, student_id, amount_paise, razorpay_order_id, razorpay_payment_id, status, paid_at)
         VALUES ('${feeId}', '${students.Balu!.id}', 50000, 'order_kept', 'pay_kept', 'paid', now())`,
      );
      const after = await dues();
      expect(after.data.map((row) => row.student.name)).toEqual(['Anu']);
      expect(after.total).toBe(1);
    });

    it("shows a student deactivated or back, and the fee's new amount", async () => {
      await change(`UPDATE users SET active = false WHERE id = '${students.Anu!.id}'`);
      expect((await dues()).total).toBe(0);
      await change(`UPDATE users SET active = true WHERE id = '${students.Anu!.id}'`);
      await change(`UPDATE payment_types SET amount_paise = 75050 WHERE id = '${feeId}'`);
      const after = await dues();
      expect(after.data.map((row) => [row.student.name, row.amount])).toEqual([['Anu', 750.5]]);
    });
  });

  it("keeps the fee dues' file too, and makes it again after a payment", async () => {
    const file = async () => {
      const response = await fetch(`${server.url}/api/reports/fee-dues?paymentType=${feeId}&format=csv`, {
        headers: { authorization: `Bearer ${office.token}` },
      });
      expect(response.status).toBe(200);
      return response.text();
    };
    const before = await file();
    expect(await file()).toBe(before);
    const dueNames = before
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    expect(dueNames).toContain('Anu');
    await change(
      `INSERT INTO payments (payment_type_id, student_id, amount_paise, razorpay_order_id, razorpay_payment_id, status, paid_at)
       VALUES ('${feeId}', '${students.Anu!.id}', 75050, 'order_file', 'pay_file', 'paid', now())`,
    );
    const after = await file();
    expect(after.split('\r\n').length).toBe(before.split('\r\n').length - 1);
    expect(after).not.toContain('Anu');
    await change(`DELETE FROM payments WHERE razorpay_order_id = 'order_file'`);
  });

  describe('exam results', () => {
    const path = () => `reports/exam/${examId}`;
    const results = async () => (await counted<{ data: ExamResults }>(teacher, path())).body.data;

    it('is served again with one read, and shows marks entered meanwhile', async () => {
      expect((await results()).count).toBe(1);
      expect((await counted(teacher, path())).statements).toBe(versionReads);
      // A change behind no version (a password) bumps nothing, and on the embedded database it
      // does not make the process forget the versions it remembers either.
      await change(`UPDATE users SET password_hash = password_hash || '' WHERE id = '${students.Anu!.id}'`);
      expect((await counted(teacher, path())).statements).toBe(versionReads);
      await change(
        `INSERT INTO exam_marks (exam_id, student_id, marks) VALUES ('${examId}', '${students.Balu!.id}', 10)`,
      );
      const after = await results();
      expect([after.count, after.highest, after.lowest]).toEqual([2, 30, 10]);
    });

    it("shows the exam type's new marks, and a student who joined the class as not entered", async () => {
      const before = await results();
      await change(`UPDATE exam_types SET max_mark = 40 WHERE id = '${examTypeId}'`);
      expect((await results()).exam.maxMark).toBe(40);
      await makeUser(server, 'student', { name: 'Devi', department: 'CSE', currentYear: 3 });
      expect((await results()).notEntered).toBe(before.notEntered + 1);
    });
  });

  describe('today at a glance', () => {
    const glance = async () => (await counted<{ data: TodayAtAGlance }>(admin, 'reports/today')).body.data;

    it('is served again with one read, and shows a request, a sign-up and a payment made meanwhile', async () => {
      const before = await glance();
      expect((await counted(admin, 'reports/today')).statements).toBe(versionReads);
      await change(
        `INSERT INTO gatepasses (student_id, description, time, status) VALUES ('${students.Anu!.id}', 'Errand', now() + interval '1 day', 0)`,
      );
      expect((await glance()).requestsPending.gatepass).toBe(before.requestsPending.gatepass + 1);
      await makeUser(server, 'student', { department: 'CSE', currentYear: 1, active: false, awaitingActivation: true });
      expect((await glance()).signUpsWaiting).toBe(before.signUpsWaiting + 1);
      await change(
        `INSERT INTO payments (payment_type_id, student_id, amount_paise, razorpay_order_id, razorpay_payment_id, status, paid_at)
         VALUES ('${feeId}', '${students.Anu!.id}', 75050, 'order_glance', 'pay_glance', 'paid', now())`,
      );
      const after = await glance();
      expect(after.paymentsToday).toEqual({
        count: before.paymentsToday.count + 1,
        amount: before.paymentsToday.amount + 750.5,
      });
    });
  });

  describe('the gate log', () => {
    const day = '2030-06-14';
    const path = `reports/gate-log?date=${day}`;
    let guard: Fixture;
    let passId: string;
    const log = async () => (await counted<GateLogAnswer>(guard, path)).body;
    const scan = (result: string, at: string) =>
      change(
        `INSERT INTO scans (gatepass_id, scanned_by, raw_input, result, scanned_at)
         VALUES ('${passId}', '${guard.id}', '${passId}', '${result}', '${at}')`,
      );

    beforeAll(async () => {
      guard = await makeUser(server, 'security', { name: 'Gopal' });
      const [pass] = await rowsOf<{ id: string }>(
        `INSERT INTO gatepasses (student_id, description, time, status) VALUES ('${students.Balu!.id}', 'Dentist', '${day}T10:00:00Z', 1) RETURNING id`,
      );
      passId = pass!.id;
      await scan('valid', `${day}T10:05:00Z`);
    });

    it("is served again with one read, and shows a scan, a guard's new name and a pass deleted meanwhile", async () => {
      const before = await log();
      expect(before.data.map((entry) => [entry.student?.name, entry.scannedBy])).toEqual([['Balu', 'Gopal']]);
      expect((await counted(guard, path)).statements).toBe(versionReads);

      await scan('wrong_day', `${day}T11:00:00Z`);
      const scanned = await log();
      expect(scanned.total).toBe(2);
      expect(scanned.data).toHaveLength(2);

      await change(`UPDATE users SET name = 'Gopalan' WHERE id = '${guard.id}'`);
      expect((await log()).data.map((entry) => entry.scannedBy)).toEqual(['Gopalan', 'Gopalan']);

      await change(`DELETE FROM gatepasses WHERE id = '${passId}'`);
      const deleted = await log();
      expect(deleted.data.map((entry) => entry.student)).toEqual([null, null]);
      // What was scanned still names the pass.
      expect(deleted.data.map((entry) => entry.gatepassId)).toEqual([passId, passId]);
    });
  });

  describe("a class's feedback results", () => {
    let categoryId: string;
    let questionIds: string[];
    const results = async () =>
      (await counted<FeedbackResults>(admin, `feedback/results/${categoryId}`, { department: 'CSE', currentYear: 3 }))
        .body;
    const key = (who: Fixture = teacher) => `${who.email}--cs601`;
    /** A student's answers about the teacher of cs601, as the feedback form records them: each question given `score`. */
    const answer = async (who: Fixture, score: number) => {
      await change(
        `INSERT INTO feedback_responses (category_id, faculty_id, code, department, year, student_id)
         VALUES ('${categoryId}', '${teacher.id}', 'cs601', 'CSE', 3, '${who.id}')`,
      );
      await change(
        `INSERT INTO feedback_tallies (category_id, faculty_id, code, department, year, question_id, score, count)
         SELECT '${categoryId}', '${teacher.id}', 'cs601', 'CSE', 3, id, ${score}, 1 FROM feedback_questions
         WHERE category_id = '${categoryId}'
         ON CONFLICT (category_id, department, year, faculty_id, code, question_id, score)
         DO UPDATE SET count = feedback_tallies.count + 1`,
      );
    };

    beforeAll(async () => {
      const [category] = await rowsOf<{ id: string }>(
        `INSERT INTO feedback_categories (category) VALUES ('Teaching') RETURNING id`,
      );
      categoryId = category!.id;
      questionIds = (
        await rowsOf<{ id: string }>(
          `INSERT INTO feedback_questions (category_id, question, position)
             VALUES ('${categoryId}', 'Explains clearly', 0), ('${categoryId}', 'Comes on time', 1) RETURNING id`,
        )
      ).map((row) => row.id);
      await answer(students.Anu!, 5);
      await answer(students.Balu!, 4);
    });

    it('is served again with one read, and shows an answer given meanwhile', async () => {
      const before = await results();
      expect(before.counts[key()]).toBe(2);
      // Fewer than three answers: the count only.
      expect(before.data[key()]).toEqual([]);
      const again = await counted<FeedbackResults>(admin, `feedback/results/${categoryId}`, {
        department: 'CSE',
        currentYear: 3,
      });
      expect(again.statements).toBe(versionReads);
      expect(again.body).toEqual(before);

      await answer(students.Chandra!, 5);
      const after = await results();
      expect(after.counts[key()]).toBe(3);
      // Each question, then every answer given to it (in no particular order).
      expect(after.data[key()]!.map(([question, ...given]) => [question, ...given.sort()])).toEqual([
        ['Explains clearly', 'excellent', 'excellent', 'verygood'],
        ['Comes on time', 'excellent', 'excellent', 'verygood'],
      ]);
    });

    it("shows a question renamed or added, the teacher's new name and e-mail and the subject's new name", async () => {
      await change(`UPDATE feedback_questions SET question = 'Explains well' WHERE id = '${questionIds[0]}'`);
      expect((await results()).data[key()]!.map((row) => row[0])).toEqual(['Explains well', 'Comes on time']);
      await change(
        `INSERT INTO feedback_questions (category_id, question, position) VALUES ('${categoryId}', 'Answers doubts', 2)`,
      );
      expect((await results()).data[key()]!.map((row) => row[0])).toEqual([
        'Explains well',
        'Comes on time',
        'Answers doubts',
      ]);

      await change(`UPDATE users SET name = 'Dr. Renamed' WHERE id = '${teacher.id}'`);
      expect((await results()).teachers[key()]).toEqual({ name: 'Dr. Renamed', subject: 'Compilers' });
      await change(`UPDATE subjects SET name = 'Compiler Design' WHERE id = '${subjectId}'`);
      expect((await results()).teachers[key()]!.subject).toBe('Compiler Design');

      const email = `renamed.${teacher.email}`;
      await change(`UPDATE users SET email = '${email}' WHERE id = '${teacher.id}'`);
      expect(Object.keys((await results()).counts)).toEqual([`${email}--cs601`]);
      await change(`UPDATE users SET email = '${teacher.email}' WHERE id = '${teacher.id}'`);
    });

    it('answers 404 once the category is deleted', async () => {
      expect(Object.keys((await results()).counts)).toEqual([key()]);
      await change(`DELETE FROM feedback_categories WHERE id = '${categoryId}'`);
      const gone = await server.api('POST', `feedback/results/${categoryId}`, {
        token: admin.token,
        body: { department: 'CSE', currentYear: 3 },
      });
      expect(gone.status).toBe(404);
    });
  });

  describe('the payment history', () => {
    const path = 'payment/history?limit=20';
    const history = async (query = path) => (await counted<PaymentHistoryPage>(office, query)).body;
    const orders = (page: PaymentHistoryPage) => page.data.map((row) => row.razorpayOrderId);

    it('is served again with one read, and shows a payment made and one undone meanwhile', async () => {
      const before = await history();
      const again = await counted<PaymentHistoryPage>(office, path);
      expect(again.statements).toBe(versionReads);
      expect(again.body).toEqual(before);

      await change(
        `INSERT INTO payments (payment_type_id, student_id, amount_paise, razorpay_order_id, razorpay_payment_id, status, paid_at)
         VALUES ('${feeId}', '${students.Chandra!.id}', 75050, 'order_history', 'pay_history', 'paid', now() + interval '1 day')`,
      );
      const after = await history();
      expect(orders(after)[0]).toBe('order_history');
      expect(after.total).toBe(before.total + 1);
      expect(after.totals.amount).toBe(before.totals.amount + 750.5);

      await change(
        `UPDATE payments SET status = 'created', razorpay_payment_id = NULL, paid_at = NULL WHERE razorpay_order_id = 'order_history'`,
      );
      const undone = await history();
      expect(orders(undone)).not.toContain('order_history');
      expect(undone.total).toBe(before.total);
    });

    it("shows a student's new name and class, and the fee's new name", async () => {
      const first = async (query?: string) =>
        (await history(query)).data.find((row) => row.student._id === students.Balu!.id);
      expect((await first())?.student.name).toBe('Balu');
      await change(`UPDATE users SET name = 'Balaji' WHERE id = '${students.Balu!.id}'`);
      expect((await first())?.student.name).toBe('Balaji');
      expect(await first(`${path}&department=CSE`)).toBeDefined();
      await change(`UPDATE users SET department = 'EEE' WHERE id = '${students.Balu!.id}'`);
      expect(await first(`${path}&department=CSE`)).toBeUndefined();
      await change(`UPDATE users SET name = 'Balu', department = 'CSE' WHERE id = '${students.Balu!.id}'`);

      await change(`UPDATE payment_types SET type = 'Library and reading room fee' WHERE id = '${feeId}'`);
      expect((await first())?.paymentType.type).toBe('Library and reading room fee');
    });
  });

  describe('the student directory', () => {
    const path = 'office/students?department=CSE&limit=100';
    const directory = async (query = path) =>
      (await counted<{ data: DirectoryStudent[]; total: number }>(office, query)).body;
    const names = async (query?: string) => (await directory(query)).data.map((row) => row.name);

    it('is served again with one read, and shows a student added, renamed, moved or deleted meanwhile', async () => {
      const before = await directory();
      const again = await counted<{ data: DirectoryStudent[]; total: number }>(office, path);
      expect(again.statements).toBe(versionReads);
      expect(again.body).toEqual(before);

      const added = await makeUser(server, 'student', { name: 'Aaron', department: 'CSE', currentYear: 2 });
      const after = await directory();
      expect(after.total).toBe(before.total + 1);
      expect(after.data[0]!.name).toBe('Aaron');

      await change(`UPDATE users SET name = 'Zubin' WHERE id = '${added.id}'`);
      expect((await names()).at(-1)).toBe('Zubin');
      await change(`UPDATE users SET department = 'ME' WHERE id = '${added.id}'`);
      expect(await names()).not.toContain('Zubin');
      expect(await names('office/students?department=ME&limit=100')).toContain('Zubin');
      await change(`DELETE FROM users WHERE id = '${added.id}'`);
      expect(await names('office/students?department=ME&limit=100')).not.toContain('Zubin');
      expect((await directory()).total).toBe(before.total);
    });

    it('shows a student deactivated, and what only the directory shows changed', async () => {
      const active = 'office/students?department=CSE&active=true&limit=100';
      const anu = async () => (await directory()).data.find((row) => row.name === 'Anu');
      expect(await names(active)).toContain('Anu');
      await change(`UPDATE users SET active = false WHERE id = '${students.Anu!.id}'`);
      expect(await names(active)).not.toContain('Anu');
      expect((await anu())?.active).toBe(false);
      await change(`UPDATE users SET active = true WHERE id = '${students.Anu!.id}'`);
      expect((await anu())?.active).toBe(true);
      await change(`UPDATE users SET mobile = '9123456780' WHERE id = '${students.Anu!.id}'`);
      expect((await anu())?.mobile).toBe('9123456780');
      await change(`UPDATE users SET address = 'Kept Street 5' WHERE id = '${students.Anu!.id}'`);
      expect((await anu())?.address).toBe('Kept Street 5');
      // The second page, in memory too.
      const second = await directory('office/students?department=CSE&limit=1&page=2');
      expect(second.data).toHaveLength(1);
      expect(second.data[0]!.name).toBe((await directory()).data[1]!.name);
    });
  });

  describe("the approvers' pending list", () => {
    const path = 'faculty/gatepass';
    type Pending = { data: { name: string; photo: string | null; description: string }[]; total: number };
    let hod: Fixture;
    const pending = async () => (await counted<Pending>(hod, path)).body;
    const request = (description: string) =>
      change(
        `INSERT INTO gatepasses (student_id, description, time, status)
         VALUES ('${students.Anu!.id}', '${description}', now() + interval '2 days', 0)`,
      );

    beforeAll(async () => {
      hod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    });

    it('is served again without its reads, and shows a request, a decision, a new name and a new photo made meanwhile', async () => {
      const before = await pending();
      expect((await counted(hod, path)).statements).toBe(versionReads);

      await request('Kept: library');
      const requested = await pending();
      expect(requested.total).toBe(before.total + 1);
      expect(requested.data[0]!.description).toBe('Kept: library');

      await change(`UPDATE gatepasses SET status = 1, decided_at = now() WHERE description = 'Kept: library'`);
      expect((await pending()).total).toBe(before.total);

      await request('Kept: dentist');
      expect((await pending()).data[0]!.name).toBe('Anu');
      await change(`UPDATE users SET name = 'Anupama' WHERE id = '${students.Anu!.id}'`);
      expect((await pending()).data[0]!.name).toBe('Anupama');
      await change(`UPDATE users SET name = 'Anu' WHERE id = '${students.Anu!.id}'`);

      await change(`UPDATE users SET photo = 'kept-answers.jpg' WHERE id = '${students.Anu!.id}'`);
      expect((await pending()).data[0]!.photo).toContain('kept-answers.jpg');
      await change(`UPDATE users SET photo = NULL WHERE id = '${students.Anu!.id}'`);
      expect((await pending()).data[0]!.photo).toBeNull();
    });
  });

  describe('reads kept per user, class or college', () => {
    /** A student of the class whose sessions no test above ended. */
    let esha: Fixture;
    beforeAll(async () => {
      esha = await makeUser(server, 'student', { name: 'Esha', department: 'CSE', currentYear: 3 });
    });

    describe("a class's discussion board", () => {
      type Board = {
        semester: number;
        total: number;
        data: {
          text: string;
          canDelete: boolean;
          author: { name: string; type: string } | null;
          replies: { text: string }[];
        }[];
      };
      const board = async (who: Fixture = esha) => (await counted<Board>(who, 'shared/discussion')).body;
      const post = async (author: string, text: string, semester: number, parent?: string) =>
        (
          await rowsOf<{ id: string }>(
            `INSERT INTO discussion_posts (department, semester, author_id, text, parent_id)
             VALUES ('CSE', ${semester}, '${author}', '${text}', ${parent ? `'${parent}'` : 'NULL'}) RETURNING id`,
          )
        )[0]!.id;

      it('is served again without its reads, and shows each change of a post, a reply or an author', async () => {
        const before = await board();
        expect((await counted(esha, 'shared/discussion')).statements).toBe(versionReads);
        const { semester } = before;

        const id = await post(students.Balu!.id, 'Kept: who has the notes?', semester);
        const posted = await board();
        expect(posted.total).toBe(before.total + 1);
        expect(posted.data[0]!.text).toBe('Kept: who has the notes?');
        // Another class's post is another key's.
        await post(students.Balu!.id, 'Kept: another class', semester === 8 ? 7 : semester + 1);
        expect((await board()).total).toBe(before.total + 1);

        await post(teacher.id, 'Kept: I do', semester, id);
        expect((await board()).data[0]!.replies.map((reply) => reply.text)).toEqual(['Kept: I do']);
        await change(`UPDATE discussion_posts SET text = 'Kept: who has the slides?' WHERE id = '${id}'`);
        expect((await board()).data[0]!.text).toBe('Kept: who has the slides?');

        await change(`UPDATE users SET name = 'Balachandran' WHERE id = '${students.Balu!.id}'`);
        expect((await board()).data[0]!.author?.name).toBe('Balachandran');
        await change(`UPDATE users SET name = 'Balu' WHERE id = '${students.Balu!.id}'`);
        expect((await board()).data[0]!.author?.name).toBe('Balu');
        await change(`UPDATE users SET type = 'office' WHERE id = '${teacher.id}'`);
        expect((await board()).data[0]!.replies).toEqual([
          expect.objectContaining({ author: expect.objectContaining({ type: 'office' }) }),
        ]);
        await change(`UPDATE users SET type = 'faculty' WHERE id = '${teacher.id}'`);

        await board();
        await change(`DELETE FROM discussion_posts WHERE id = '${id}'`);
        expect((await board()).total).toBe(before.total);
      });

      it('lets only the author delete a post, whoever asks first', async () => {
        const { semester } = await board(students.Balu!);
        await post(esha.id, 'Kept: mine', semester);
        expect((await board(students.Balu!)).data[0]!.canDelete).toBe(false);
        expect((await board(esha)).data[0]!.canDelete).toBe(true);
      });
    });

    describe("the admin's list of students", () => {
      type Page = {
        data: { name: string; dob: string | null; photo: string | null; rollNo: string | null }[];
        total: number;
      };
      const first = 'admin/allstudents?department=CSE&limit=100';
      const searched = 'admin/allstudents?search=kept&department=CSE&sort=rollNo&limit=20';
      const list = async (path: string) => (await counted<Page>(admin, path)).body;

      it('is served again without its reads, and shows a student added, changed or deleted, searched or not', async () => {
        const before = await list(first);
        expect((await counted(admin, first)).statements).toBe(versionReads);
        expect((await list(searched)).total).toBe(0);
        expect((await counted(admin, searched)).statements).toBe(versionReads);

        const added = await makeUser(server, 'student', { name: 'Aaron', department: 'CSE', currentYear: 2 });
        expect((await list(first)).total).toBe(before.total + 1);
        await change(`UPDATE users SET name = 'Kept Aaron' WHERE id = '${added.id}'`);
        expect((await list(searched)).data.map((row) => row.name)).toEqual(['Kept Aaron']);
        await change(`UPDATE users SET dob = '2004-05-06' WHERE id = '${added.id}'`);
        expect((await list(searched)).data[0]!.dob).toBe('2004-05-06');
        await change(`UPDATE users SET photo = 'kept-aaron.jpg' WHERE id = '${added.id}'`);
        expect((await list(searched)).data[0]!.photo).toContain('kept-aaron.jpg');
        await change(`DELETE FROM users WHERE id = '${added.id}'`);
        expect((await list(searched)).total).toBe(0);
        expect((await list(first)).total).toBe(before.total);
      });
    });

    describe("a student's own gate passes", () => {
      type Own = { data: { description: string; status: number; name: string }[] };
      const own = async (who: Fixture) => (await counted<Own>(who, 'gatepass')).body.data;
      const request = (who: Fixture, description: string) =>
        change(
          `INSERT INTO gatepasses (student_id, description, time, status)
           VALUES ('${who.id}', '${description}', now() + interval '3 days', 0)`,
        );

      it("is served again without its reads, and shows each change of the student's passes and no other's", async () => {
        const before = await own(students.Chandra!);
        const balu = await own(students.Balu!);
        expect((await counted(students.Chandra!, 'gatepass')).statements).toBe(versionReads);

        await request(students.Chandra!, 'Kept: own pass');
        expect((await own(students.Chandra!)).length).toBe(before.length + 1);
        expect(await own(students.Balu!)).toEqual(balu);
        await change(
          `UPDATE gatepasses SET status = 1, decided_by = '${teacher.id}', decided_at = now() WHERE description = 'Kept: own pass'`,
        );
        expect((await own(students.Chandra!))[0]!.status).toBe(1);
        await change(`UPDATE users SET name = 'Chandrika' WHERE id = '${students.Chandra!.id}'`);
        expect((await own(students.Chandra!))[0]!.name).toBe('Chandrika');
        await change(`UPDATE users SET name = 'Chandra' WHERE id = '${students.Chandra!.id}'`);
        await own(students.Chandra!);
        await change(`DELETE FROM gatepasses WHERE description = 'Kept: own pass'`);
        expect((await own(students.Chandra!)).length).toBe(before.length);
      });
    });

    describe("a student's own marks", () => {
      type Marks = {
        data: {
          exam: string;
          marks: number | null;
          maxMark: number;
          date: string;
          state: string;
          subject: { name: string };
        }[];
      };
      const marks = async (who: Fixture) => (await counted<Marks>(who, 'student/marks')).body.data;

      it("is served again without its reads, and shows each change of the class's exams and the student's marks", async () => {
        const before = await marks(esha);
        expect((await counted(esha, 'student/marks')).statements).toBe(versionReads);
        const ofExam = async (who: Fixture) => (await marks(who)).find((row) => row.exam === examId)!;

        expect((await ofExam(esha)).state).toBe('not_entered');
        const chandra = await ofExam(students.Chandra!);
        await change(`INSERT INTO exam_marks (exam_id, student_id, marks) VALUES ('${examId}', '${esha.id}', 12)`);
        expect((await ofExam(esha)).marks).toBe(12);
        expect(await ofExam(students.Chandra!)).toEqual(chandra);
        await change(`UPDATE exam_marks SET marks = 35 WHERE exam_id = '${examId}' AND student_id = '${esha.id}'`);
        expect((await ofExam(esha)).marks).toBe(35);
        await change(`DELETE FROM exam_marks WHERE exam_id = '${examId}' AND student_id = '${esha.id}'`);
        expect((await ofExam(esha)).state).toBe('not_entered');

        await change(`UPDATE exam_types SET max_mark = 60 WHERE id = '${examTypeId}'`);
        expect((await ofExam(esha)).maxMark).toBe(60);
        await change(`UPDATE exam_types SET max_mark = 50 WHERE id = '${examTypeId}'`);
        await marks(esha);
        await change(`UPDATE exams SET date = '2030-06-20' WHERE id = '${examId}'`);
        expect((await ofExam(esha)).date).toBe('2030-06-20');
        await change(`UPDATE subjects SET name = 'Kept: compiling' WHERE id = '${subjectId}'`);
        expect((await ofExam(esha)).subject.name).toBe('Kept: compiling');
        await change(`UPDATE subjects SET name = 'Compilers' WHERE id = '${subjectId}'`);
        await marks(esha);

        const [made] = await rowsOf<{ id: string }>(
          `INSERT INTO exams (exam_type_id, subject_id, date, starts_at, ends_at, number_of_questions)
           VALUES ('${examTypeId}', '${subjectId}', '2030-06-25', now(), now() + interval '1 hour', 5) RETURNING id`,
        );
        expect((await marks(esha)).length).toBe(before.length + 1);
        await change(`DELETE FROM exams WHERE id = '${made!.id}'`);
        expect((await marks(esha)).length).toBe(before.length);
      });
    });

    describe("a student's payment types", () => {
      type Types = { data: { _id: string; type: string; paid: boolean }[] };
      const types = async (who: Fixture) => (await counted<Types>(who, 'payment/types')).body.data;
      const fee = async (who: Fixture) => (await types(who)).find((row) => row._id === feeId)!;

      it("is served again without its reads, and shows each change of a fee and of the student's payments only", async () => {
        await switchOn('payment');
        const chandra = await fee(students.Chandra!);
        expect(chandra.paid).toBe(false);
        expect((await counted(students.Chandra!, 'payment/types')).statements).toBe(versionReads);
        const balu = await types(students.Balu!);

        await change(
          `INSERT INTO payments (payment_type_id, student_id, amount_paise, razorpay_order_id, razorpay_payment_id, status, paid_at)
           VALUES ('${feeId}', '${students.Chandra!.id}', 50000, 'order_kept_types', 'pay_kept_types', 'paid', now())`,
        );
        expect((await fee(students.Chandra!)).paid).toBe(true);
        expect(await types(students.Balu!)).toEqual(balu);
        await change(`DELETE FROM payments WHERE razorpay_order_id = 'order_kept_types'`);
        expect((await fee(students.Chandra!)).paid).toBe(false);

        await change(`UPDATE payment_types SET type = 'Kept library fee' WHERE id = '${feeId}'`);
        expect((await fee(students.Chandra!)).type).toBe('Kept library fee');
        await change(`UPDATE payment_types SET type = 'Library fee' WHERE id = '${feeId}'`);
        await types(students.Chandra!);
        const [added] = await rowsOf<{ id: string }>(
          `INSERT INTO payment_types (type, amount_paise, due_date) VALUES ('Kept bus fee', 100, '2030-08-01') RETURNING id`,
        );
        expect((await types(students.Chandra!)).map((row) => row.type)).toContain('Kept bus fee');
        await change(`DELETE FROM payment_types WHERE id = '${added!.id}'`);
        expect((await types(students.Chandra!)).map((row) => row.type)).not.toContain('Kept bus fee');
      });
    });

    describe("a student's month of events", () => {
      const path = `shared/event?start=${encodeURIComponent('2030-06-01T00:00:00.000Z')}&end=${encodeURIComponent('2030-07-13T00:00:00.000Z')}`;
      type Events = { data: { title: string; uploadBy: string | null }[] };
      const titles = async (who: Fixture = esha) =>
        (await counted<Events>(who, path)).body.data.map((row) => `${row.title} by ${row.uploadBy}`);

      it('is served again without its reads, and shows an event put up, changed or taken down, and its creator renamed', async () => {
        expect(await titles()).toEqual([]);
        expect((await counted(esha, path)).statements).toBe(versionReads);
        const [made] = await rowsOf<{ id: string }>(
          `INSERT INTO events (title, start_at, end_at, department, year, created_by)
           VALUES ('Kept: symposium', '2030-06-10T09:00Z', '2030-06-10T17:00Z', 'CSE', 3, '${teacher.id}') RETURNING id`,
        );
        const teacherName = (await rowsOf<{ name: string }>(`SELECT name FROM users WHERE id = '${teacher.id}'`))[0]!
          .name;
        expect(await titles()).toEqual([`Kept: symposium by ${teacherName}`]);
        // Not for another year.
        await change(
          `INSERT INTO events (title, start_at, end_at, department, year) VALUES ('Kept: not ours', '2030-06-11T09:00Z', '2030-06-11T17:00Z', 'CSE', 1)`,
        );
        expect(await titles()).toHaveLength(1);
        await change(`UPDATE events SET title = 'Kept: hackathon' WHERE id = '${made!.id}'`);
        expect(await titles()).toEqual([`Kept: hackathon by ${teacherName}`]);
        await change(`UPDATE users SET name = 'Kept Teacher' WHERE id = '${teacher.id}'`);
        expect(await titles()).toEqual(['Kept: hackathon by Kept Teacher']);
        await change(`UPDATE users SET name = '${teacherName}' WHERE id = '${teacher.id}'`);
        await titles();
        await change(`DELETE FROM events WHERE id = '${made!.id}'`);
        expect(await titles()).toEqual([]);
        // A table's key follows a truncate too.
        await change(
          `INSERT INTO events (title, start_at, end_at, department, year) VALUES ('Kept: fair', '2030-06-12T09:00Z', '2030-06-12T17:00Z', 'all', 0)`,
        );
        expect(await titles()).toEqual(['Kept: fair by null']);
        await change('TRUNCATE events');
        expect(await titles()).toEqual([]);
      });
    });

    describe("a class's timetable and subjects", () => {
      type Week = { data: { day: string; timings: unknown[] }[] };
      type Subjects = { data: { name: string; taughtBy: { name: string; department: string | null } }[] };
      const subjectsPath = 'shared/subject?department=CSE&semester=6';

      it('is served again without its reads, and shows a timetable saved or deleted and a subject renamed', async () => {
        const board = await counted<{ semester: number }>(esha, 'shared/discussion');
        const semester = board.body.semester;
        const week = async () => (await counted<Week>(esha, 'student/timetable')).body.data;
        expect(await week()).toEqual([]);
        expect((await counted(esha, 'student/timetable')).statements).toBe(versionReads);
        const [subject] = await rowsOf<{ id: string }>(
          `INSERT INTO subjects (name, code, course_type, department, semester, taught_by)
           VALUES ('Kept: networks', 'kn${semester}', 'theory', 'CSE', ${semester}, '${teacher.id}') RETURNING id`,
        );
        const [made] = await rowsOf<{ id: string }>(
          `INSERT INTO timetables (department, semester) VALUES ('CSE', ${semester}) RETURNING id`,
        );
        expect(await week()).toEqual([]);
        await change(
          `INSERT INTO timetable_periods (timetable_id, day, start_time, end_time, subject_id)
           VALUES ('${made!.id}', 'monday', '09:00', '10:00', '${subject!.id}')`,
        );
        const monday = async () => JSON.stringify((await week()).find((day) => day.day === 'monday'));
        expect(await monday()).toContain('Kept: networks');
        await change(`UPDATE subjects SET name = 'Kept: routing' WHERE id = '${subject!.id}'`);
        expect(await monday()).toContain('Kept: routing');
        await change(`DELETE FROM timetables WHERE id = '${made!.id}'`);
        expect(await week()).toEqual([]);
        await change(`DELETE FROM subjects WHERE id = '${subject!.id}'`);
      });

      it("is served again without its reads, and shows a subject's and its teacher's changes", async () => {
        const list = async () => (await counted<Subjects>(esha, subjectsPath)).body.data;
        const before = await list();
        expect((await counted(esha, subjectsPath)).statements).toBe(versionReads);
        await change(`UPDATE subjects SET name = 'Kept: compilers' WHERE id = '${subjectId}'`);
        expect((await list()).map((row) => row.name)).toContain('Kept: compilers');
        await change(`UPDATE subjects SET name = 'Compilers' WHERE id = '${subjectId}'`);
        expect((await list()).map((row) => row.name)).toContain('Compilers');
        await change(`UPDATE users SET department = 'ME' WHERE id = '${teacher.id}'`);
        expect((await list()).find((row) => row.name === 'Compilers')!.taughtBy.department).toBe('ME');
        await change(`UPDATE users SET department = 'CSE' WHERE id = '${teacher.id}'`);
        await list();
        await change(`UPDATE users SET name = 'Kept Teacher' WHERE id = '${teacher.id}'`);
        expect((await list()).find((row) => row.name === 'Compilers')!.taughtBy.name).toBe('Kept Teacher');
        await change(`UPDATE subjects SET semester = 4 WHERE id = '${subjectId}'`);
        expect((await list()).length).toBe(before.length - 1);
        await change(`UPDATE subjects SET semester = 6 WHERE id = '${subjectId}'`);
        expect((await list()).length).toBe(before.length);
      });
    });

    describe('the feedback categories a student answers', () => {
      type Categories = { data: { category: string; questions: { question: string }[] }[] };
      const path = 'feedback/category/student';

      it('is served again without its reads, and shows a category or question added, changed or deleted', async () => {
        await switchOn('feedback');
        const names = async () =>
          (await counted<Categories>(esha, path)).body.data.map(
            (row) => `${row.category}: ${row.questions.map((question) => question.question).join(', ')}`,
          );
        const before = await names();
        expect((await counted(esha, path)).statements).toBe(versionReads);
        const [category] = await rowsOf<{ id: string }>(
          `INSERT INTO feedback_categories (category) VALUES ('Kept: labs') RETURNING id`,
        );
        // A category without questions is not answered.
        expect(await names()).toEqual(before);
        await change(
          `INSERT INTO feedback_questions (category_id, question, position) VALUES ('${category!.id}', 'Clean?', 1)`,
        );
        expect(await names()).toContain('Kept: labs: Clean?');
        await change(`UPDATE feedback_questions SET question = 'Tidy?' WHERE category_id = '${category!.id}'`);
        expect(await names()).toContain('Kept: labs: Tidy?');
        await change(`UPDATE feedback_categories SET category = 'Kept: the labs' WHERE id = '${category!.id}'`);
        expect(await names()).toContain('Kept: the labs: Tidy?');
        await change(`DELETE FROM feedback_categories WHERE id = '${category!.id}'`);
        expect(await names()).toEqual(before);
      });
    });

    describe("a user's notifications", () => {
      type Page = { data: { title: string; read: boolean }[]; total: number; unread: number };
      const bell = async (who: Fixture) => (await counted<Page>(who, 'notifications?limit=1')).body;
      const notify = (who: Fixture, title: string) =>
        change(
          `INSERT INTO notifications (recipient_id, kind, title, body, link)
           VALUES ('${who.id}', 'gatepass_decided', '${title}', 'Kept', '/gatepass')`,
        );

      it("is served again without its reads, and shows each change of the user's notifications and no other's", async () => {
        const before = await bell(esha);
        const balu = await bell(students.Balu!);
        expect((await counted(esha, 'notifications?limit=1')).statements).toBe(versionReads);
        await notify(esha, 'Kept: approved');
        const after = await bell(esha);
        expect([after.total, after.unread, after.data[0]!.title]).toEqual([
          before.total + 1,
          before.unread + 1,
          'Kept: approved',
        ]);
        expect(await bell(students.Balu!)).toEqual(balu);
        await change(`UPDATE notifications SET read_at = now() WHERE title = 'Kept: approved'`);
        expect((await bell(esha)).unread).toBe(before.unread);
        await change(`DELETE FROM notifications WHERE title = 'Kept: approved'`);
        expect((await bell(esha)).total).toBe(before.total);
      });
    });

    describe("a subject's page of attendance records", () => {
      const path = 'faculty/attendance?department=CSE&semester=6&subjectCode=cs601';
      type Records = { data: { topic: string; takenBy: string | null }[]; total: number };
      const records = async () => (await counted<Records>(teacher, path)).body;

      it("is served again without its reads, and shows a period saved, changed or deleted, its taker renamed and the subject's new teacher", async () => {
        const before = await records();
        expect((await counted(teacher, path)).statements).toBe(versionReads);
        const [made] = await rowsOf<{ id: string }>(
          `INSERT INTO attendance_periods (department, semester, subject_id, date, start_time, end_time, module, delivery_mode, topic, present, absent, taken_by)
           VALUES ('CSE', 6, '${subjectId}', '2030-06-28', '09:00', '10:00', 1, 'offline', 'Kept: parsing', '{}', '{}', '${teacher.id}') RETURNING id`,
        );
        const saved = await records();
        expect(saved.total).toBe(before.total + 1);
        expect(saved.data[0]!.topic).toBe('Kept: parsing');
        await change(`UPDATE attendance_periods SET topic = 'Kept: lexing' WHERE id = '${made!.id}'`);
        expect((await records()).data[0]!.topic).toBe('Kept: lexing');
        // The class's matrix and the period's list show the taker too.
        const matrixPath = 'faculty/attendance/matrix?department=CSE&semester=6&subjectCode=cs601';
        type Taken = { data: { takenBy: string | null; periods?: { takenBy: string | null }[] } };
        const taken = async () => [
          (await counted<Taken>(teacher, matrixPath)).body.data.periods!.at(-1)!.takenBy,
          (await counted<Taken>(teacher, `faculty/attendance/${made!.id}`)).body.data.takenBy,
        ];
        await taken();
        await change(`UPDATE users SET name = 'Kept Taker' WHERE id = '${teacher.id}'`);
        expect((await records()).data[0]!.takenBy).toBe('Kept Taker');
        expect(await taken()).toEqual(['Kept Taker', 'Kept Taker']);

        expect((await server.api('GET', path, { token: otherTeacher.token })).status).toBe(403);
        await change(`UPDATE subjects SET taught_by = '${otherTeacher.id}' WHERE id = '${subjectId}'`);
        expect((await server.api('GET', path, { token: otherTeacher.token })).status).toBe(200);
        expect((await server.api('GET', path, { token: teacher.token })).status).toBe(403);
        await change(`UPDATE subjects SET taught_by = '${teacher.id}' WHERE id = '${subjectId}'`);

        await records();
        await change(`DELETE FROM attendance_periods WHERE id = '${made!.id}'`);
        expect((await records()).total).toBe(before.total);
      });
    });
  });
});
