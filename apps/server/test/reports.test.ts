import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GATE_OUTCOMES,
  type AttendanceShortageAnswer,
  type ExamResults,
  type FeeDuesPage,
  type GateLogAnswer,
  type ReportExam,
  type TodayAtAGlance,
} from '@portal/domain';
import { attendancePeriods } from '../src/modules/attendance/schema.js';
import { examMarks } from '../src/modules/exams/schema.js';
import { gatepasses, scans } from '../src/modules/gatepass/schema.js';
import { payments } from '../src/modules/payments/schema.js';
import { createExam, databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

/*
 * The staff reports and today at a glance (docs/rules.md, "Reports"). Every figure is checked
 * against rows this file builds itself, with the expected numbers worked out here, apart from the
 * server's code. The server's clock stands at 11:30 on Saturday 2030-06-15 in Kolkata (the even term:
 * year 3 is in S6) and is moved on a minute before each scan at the gate.
 */
const NOW = new Date('2030-06-15T06:00:00Z');
const TODAY = '2030-06-15';
const MISSING = '00000000-0000-4000-8000-000000000000';
const YEARS = ['', 'First', 'Second', 'Third', 'Fourth'];

interface Student extends Fixture {
  name: string;
  department: 'CSE' | 'ME';
  currentYear: number;
  active: boolean;
  rollNo: string;
}

/** A CSV answer as rows of cells (the fixtures' values hold no commas or quotes). */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
/** An instant at a wall-clock time in Kolkata (UTC+5:30, no daylight saving). */
const kolkata = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

describe.each(databases)('reports on %s', (kind) => {
  let server: TestServer;
  let clockAt = NOW.getTime();
  let admin: Fixture;
  let office: Fixture;
  let security: Fixture;
  let hod: Fixture; // CSE HOD
  let meHod: Fixture; // ME HOD
  let teacher: Fixture; // CSE, teaches cs601 (CSE S6)
  let otherTeacher: Fixture; // CSE, teaches cs602 (CSE S6)
  let advisor: Fixture; // CSE, advisor of year 3, teaches nothing in S6
  const students: Student[] = [];
  const subject: Record<string, string> = {};
  /** Periods held per subject: the ids listed present and absent. */
  const held: { subjectId: string; present: string[]; absent: string[] }[] = [];
  let tuition: { _id: string; amount: number };
  let busFee: { _id: string; amount: number };
  const paidRows: { typeId: string; studentId: string; paidAt: Date; amountPaise: number }[] = [];
  let examId: string;
  /** The marks of the class's first three students; the fourth was absent, the fifth not entered yet. */
  const marks = [12, 50, 0];
  /** The scans the gate made today through the API, in order, with the outcome each should have. */
  const todaysScans: { outcome: string; gatepassId: string | null; student: Student | null }[] = [];
  let passToday: string;

  const get = <T = Record<string, unknown>>(who: Fixture | undefined, path: string) =>
    server.api<T>('GET', path, { token: who?.token });
  const text = async (who: Fixture, path: string) => {
    const response = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${who.token}` } });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  /**
   * How many statements the database ran for one call (after a first call warmed the caches), with
   * the report made again rather than kept (every version bumped): what it costs to make.
   */
  const statementsOf = async (who: Fixture, path: string) => {
    expect((await get(who, path)).status).toBe(200);
    await server.db.execute(sql`UPDATE report_versions SET version = version + 1`);
    let statements = 0;
    const stop = server.handle.stats.onQuery(() => (statements += 1));
    try {
      expect((await get(who, path)).status).toBe(200);
    } finally {
      stop();
    }
    return statements;
  };
  const student = async (name: string, department: 'CSE' | 'ME', currentYear: number, active = true) => {
    const rollNo = String(1000 + students.length);
    const made = await makeUser(server, 'student', { name, department, currentYear, active, rollNo });
    const row: Student = { ...made, name, department, currentYear, active, rollNo };
    students.push(row);
    return row;
  };
  const classOf = (department: string, year: number) =>
    students.filter((one) => one.department === department && one.currentYear === year && one.active);

  beforeAll(async () => {
    server = await startServer(kind, { now: () => new Date(clockAt) });
    admin = await makeUser(server, 'admin');
    office = await makeUser(server, 'office');
    security = await makeUser(server, 'security');
    hod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    meHod = await makeUser(server, 'faculty', { department: 'ME', isHod: true });
    teacher = await makeUser(server, 'faculty', { department: 'CSE' });
    otherTeacher = await makeUser(server, 'faculty', { department: 'CSE' });
    advisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [3] });

    // Names sort in this order: the reports list students by name.
    for (const name of ['Aarav', 'Bhavna', 'Chitra', 'Dev', 'Esha']) await student(name, 'CSE', 3);
    const leaver = await student('Farhan', 'CSE', 3, false);
    const junior = await student('Gita', 'CSE', 2);
    for (const name of ['Hari', 'Indu']) await student(name, 'ME', 3);
    await student('Jaya', 'ME', 1);

    for (const [code, by, department] of [
      ['cs601', teacher, 'CSE'],
      ['cs602', otherTeacher, 'CSE'],
      ['me601', meHod, 'ME'],
    ] as const) {
      const answer = await server.api<{ data: { _id: string } }>('POST', 'admin/subject', {
        token: admin.token,
        body: { name: `Subject ${code}`, code, courseType: 'theory', department, semester: 6, taughtBy: by.id },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      subject[code] = answer.body.data._id;
    }

    // Attendance: eight periods of cs601 and five of cs602. Each student of the class has a pattern
    // of absences; the student who left the class is listed too, and the junior in one period.
    const cse3 = classOf('CSE', 3);
    const absences: Record<string, number[]> = {
      cs601: [0, 2, 3, 1, 5], // Aarav misses none, Bhavna 2 of 8 (75%), Chitra 3 (62.5%), Dev 1, Esha 5
      cs602: [1, 0, 2, 4, 0], // Aarav 1 of 5 (80%), Chitra 2 (60%), Dev 4 (20%)
    };
    for (const [code, count] of [
      ['cs601', 8],
      ['cs602', 5],
    ] as const) {
      for (let period = 0; period < count; period += 1) {
        const present: string[] = [];
        const absent: string[] = [];
        cse3.forEach((one, index) => (period < absences[code]![index]! ? absent : present).push(one.id));
        absent.push(leaver.id);
        if (code === 'cs601' && period === 0) absent.push(junior.id);
        held.push({ subjectId: subject[code]!, present, absent });
        await server.db.insert(attendancePeriods).values({
          department: 'CSE',
          semester: 6,
          subjectId: subject[code]!,
          date: `2030-06-${String(1 + period).padStart(2, '0')}`,
          startTime: '09:00',
          endTime: '10:00',
          module: 1,
          deliveryMode: 'offline',
          topic: `Period ${period + 1}`,
          present,
          absent,
        });
      }
    }

    // Fees: tuition and the bus fee; some students paid, one only opened an order, payments on
    // several days of the week (one just after midnight today in Kolkata, yesterday in UTC).
    const addType = async (type: string, amount: number) => {
      const answer = await server.api<{ data: { _id: string; amount: number } }>('POST', 'payment/type', {
        token: admin.token,
        body: { type, amount, dueDate: '2030-07-01' },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.data;
    };
    tuition = await addType('Tuition fee', 45000.5);
    busFee = await addType('Bus fee', 8250);
    const byName = (name: string) => students.find((one) => one.name === name)!;
    const paid: [string, { _id: string; amount: number }, Date][] = [
      ['Aarav', tuition, kolkata(TODAY, '00:30')],
      ['Dev', tuition, kolkata(TODAY, '09:15')],
      ['Hari', tuition, kolkata('2030-06-14', '16:00')],
      ['Farhan', tuition, kolkata('2030-06-13', '10:00')],
      ['Bhavna', busFee, kolkata('2030-06-09', '10:00')],
      ['Chitra', busFee, kolkata('2030-06-08', '23:59')], // eight days ago: outside the week
    ];
    let serial = 0;
    for (const [name, type, paidAt] of paid) {
      serial += 1;
      const row = {
        paymentTypeId: type._id,
        studentId: byName(name).id,
        amountPaise: Math.round(type.amount * 100),
        razorpayOrderId: `order_test${serial}`,
        razorpayPaymentId: `pay_test${serial}`,
        status: 'paid' as const,
        paidAt,
      };
      await server.db.insert(payments).values(row);
      paidRows.push({ typeId: type._id, studentId: row.studentId, paidAt, amountPaise: row.amountPaise });
    }
    // An order opened and never paid leaves the fee due.
    await server.db.insert(payments).values({
      paymentTypeId: tuition._id,
      studentId: byName('Esha').id,
      amountPaise: 4500050,
      razorpayOrderId: 'order_test_open',
    });

    // Gate passes: one for today (approved), one pending, one approved for tomorrow.
    const request = async (who: Fixture, time: string) => {
      expect(
        (await server.api('POST', 'gatepass/request', { token: who.token, body: { description: 'Errand', time } }))
          .status,
      ).toBe(201);
      const own = await server.api<{ data: { _id: string; createdAt: string }[] }>('GET', 'gatepass', {
        token: who.token,
      });
      return own.body.data.reduce((latest, pass) => (pass.createdAt > latest.createdAt ? pass : latest))._id;
    };
    const aarav = byName('Aarav');
    const bhavna = byName('Bhavna');
    const hari = byName('Hari');
    passToday = await request(aarav, `${TODAY}T16:00:00+05:30`);
    const pending = await request(bhavna, `${TODAY}T17:00:00+05:30`);
    const tomorrow = await request(hari, '2030-06-16T10:00:00+05:30');
    await request(hari, '2030-06-17T10:00:00+05:30'); // ME: pending
    for (const [id, by] of [
      [passToday, hod],
      [tomorrow, meHod],
    ] as const) {
      expect((await server.api('POST', `faculty/gatepass/${id}/1`, { token: by.token })).status).toBe(200);
    }
    // Passes used on earlier days of the week (and one before it), written as the gate writes them.
    for (const [who, usedAt] of [
      [byName('Chitra'), kolkata('2030-06-13', '08:00')],
      [byName('Indu'), kolkata('2030-06-13', '09:00')],
      [byName('Dev'), kolkata('2030-06-07', '09:00')],
    ] as const) {
      await server.db.insert(gatepasses).values({
        studentId: who.id,
        description: 'Earlier outing',
        time: usedAt,
        status: 1,
        decidedBy: hod.id,
        decidedAt: usedAt,
        usedAt,
      });
    }

    const scan = async (input: string, outcome: string, gatepassId: string | null, who: Student | null) => {
      clockAt += 60_000;
      const answer = await server.api('POST', 'security/verify', {
        token: security.token,
        body: { gatepassId: input },
      });
      expect([200, 400]).toContain(answer.status);
      todaysScans.push({ outcome, gatepassId, student: who });
    };
    await scan(passToday, 'valid', passToday, aarav);
    await scan(`${server.url}/gatepass/view/${passToday}`, 'used', passToday, aarav);
    await scan(pending, 'not_approved', pending, bhavna);
    await scan(tomorrow, 'expired', tomorrow, hari);
    await scan(MISSING, 'unknown', MISSING, null);
    await scan('hello', 'unknown', null, null);
    await scan('bad\u0000text', 'unknown', null, null);
    // Scans at the edges of today in Kolkata: a minute before midnight belongs to yesterday.
    await server.db.insert(scans).values([
      { scannedBy: security.id, rawInput: 'late', result: 'not_found', scannedAt: kolkata('2030-06-14', '23:59') },
      { scannedBy: security.id, rawInput: 'early', result: 'not_found', scannedAt: kolkata(TODAY, '00:01') },
    ]);

    // Leave: one pending in each department.
    for (const who of [byName('Chitra'), byName('Indu')]) {
      const answer = await server.api('POST', 'leaveapplication/request', {
        token: who.token,
        body: { type: 'fullDay', description: 'Family function', date: '2030-06-17', toDate: '2030-06-18' },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    // Sign-ups waiting: two without a department, one an admin already put in CSE.
    for (let i = 0; i < 2; i += 1)
      await makeUser(server, 'student', {
        department: undefined,
        currentYear: null,
        active: false,
        awaitingActivation: true,
      });
    await makeUser(server, 'student', { department: 'CSE', currentYear: 1, active: false, awaitingActivation: true });

    // An exam of cs601 with marks for three of the class, one absent and one not entered yet.
    const type = await server.api<{ data: { _id: string } }>('POST', 'admin/examtype', {
      token: admin.token,
      body: { type: 'Series 1', maxMark: 50, passMark: 20 },
    });
    examId = await createExam(server, teacher, { examType: type.body.data._id, subject: subject.cs601! });
    const entered = await server.api('POST', `faculty/exam/${examId}/marks`, {
      token: teacher.token,
      body: {
        markList: [
          ...marks.map((mark, index) => ({ name: cse3[index]!.email, marks: mark })),
          { name: cse3[3]!.email, absent: true },
          { name: cse3[4]!.email },
        ],
      },
    });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
  });
  afterAll(() => server?.close());

  describe('attendance shortage', () => {
    const path = (query: string) => `reports/attendance-shortage?${query}`;

    /** The class's rows under the threshold, worked out from the periods this file wrote. */
    const expected = (threshold: number) => {
      const rows: { email: string; code: string; attended: number; held: number; percentage: number }[] = [];
      for (const one of [...classOf('CSE', 3)].sort((a, b) => a.name.localeCompare(b.name))) {
        for (const code of ['cs601', 'cs602']) {
          const periods = held.filter((period) => period.subjectId === subject[code]);
          const listed = periods.filter((period) => [...period.present, ...period.absent].includes(one.id)).length;
          const attended = periods.filter((period) => period.present.includes(one.id)).length;
          const percentage = round1((attended / listed) * 100);
          if (listed > 0 && percentage < threshold)
            rows.push({ email: one.email, code, attended, held: listed, percentage });
        }
      }
      return rows;
    };
    const shown = (answer: AttendanceShortageAnswer) =>
      answer.data.map((row) => ({
        email: row.student.email,
        code: row.subject.code,
        attended: row.attended,
        held: row.held,
        percentage: row.percentage,
      }));

    it("lists the class's students under 75% per subject, with attended, held and percentage", async () => {
      const answer = await get<AttendanceShortageAnswer>(teacher, path('department=CSE&semester=6'));
      expect(answer.status).toBe(200);
      expect(answer.body.threshold).toBe(75);
      expect(shown(answer.body)).toEqual(expected(75));
      // The student who left the class and the junior listed once are not the class's.
      expect(expected(75).length).toBe(4);
      const chitra = students.find((one) => one.name === 'Chitra')!;
      expect(answer.body.data.find((row) => row.student.email === chitra.email)).toMatchObject({
        student: { _id: chitra.id, name: 'Chitra', rollNo: chitra.rollNo },
        subject: { _id: subject.cs601, code: 'cs601', name: 'Subject cs601' },
      });
    });

    it('takes another threshold', async () => {
      for (const threshold of [90, 62.5, 0, 100]) {
        const answer = await get<AttendanceShortageAnswer>(
          admin,
          path(`department=cse&semester=6&threshold=${threshold}`),
        );
        expect(answer.status).toBe(200);
        expect(shown(answer.body)).toEqual(expected(threshold));
      }
    });

    it("is for the class's teachers, the department's HOD and admins, with no N+1 queries", async () => {
      for (const who of [teacher, otherTeacher, hod, admin]) {
        expect((await get(who, path('department=CSE&semester=6'))).status).toBe(200);
      }
      expect(await statementsOf(teacher, path('department=CSE&semester=6'))).toBeLessThanOrEqual(4);
      expect((await get(undefined, path('department=CSE&semester=6'))).status).toBe(401);
      const cse3 = classOf('CSE', 3);
      for (const who of [advisor, meHod, office, security, cse3[0]!]) {
        expect((await get(who, path('department=CSE&semester=6'))).status).toBe(403);
      }
      // A class the teacher does not teach.
      expect((await get(teacher, path('department=CSE&semester=5'))).status).toBe(403);
      expect((await get(teacher, path('department=ME&semester=6'))).status).toBe(403);
      expect((await get(meHod, path('department=ME&semester=6'))).status).toBe(200);
    });

    it('refuses a bad threshold or class with 400', async () => {
      for (const query of [
        'department=CSE&semester=6&threshold=abc',
        'department=CSE&semester=6&threshold=-5',
        'department=CSE&semester=6&threshold=101',
        'department=CSE&semester=6&threshold=7%005',
        'department=XYZ&semester=6',
        'department=CSE&semester=9',
        'semester=6',
        'department=CSE&semester=6&format=pdf',
      ]) {
        expect((await get(admin, path(query))).status, query).toBe(400);
      }
    });

    it('answers CSV', async () => {
      const answer = await text(hod, path('department=CSE&semester=6&format=csv'));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="attendance-shortage-CSE-S6.csv"');
      const byEmail = new Map(students.map((one) => [one.email, one]));
      expect(csvRows(answer.body)).toEqual([
        ['name', 'email', 'rollNo', 'subjectCode', 'subject', 'attended', 'held', 'percentage'],
        ...expected(75).map((row) => [
          byEmail.get(row.email)!.name,
          row.email,
          byEmail.get(row.email)!.rollNo,
          row.code,
          `Subject ${row.code}`,
          String(row.attended),
          String(row.held),
          String(row.percentage),
        ]),
      ]);
    });
  });

  describe('fee dues', () => {
    const path = (query: string) => `reports/fee-dues?${query}`;
    /** The active students who have not paid the fee, by name, after the filters. */
    const expected = (typeId: string, filter: { department?: string; currentYear?: number } = {}) =>
      students
        .filter((one) => one.active)
        .filter((one) => !paidRows.some((row) => row.typeId === typeId && row.studentId === one.id))
        .filter((one) => !filter.department || one.department === filter.department)
        .filter((one) => !filter.currentYear || one.currentYear === filter.currentYear)
        .sort((a, b) => a.name.localeCompare(b.name));

    it("lists the active students who have not paid, with the fee's amount, paged", async () => {
      const answer = await get<FeeDuesPage>(office, path(`paymentType=${tuition._id}&limit=100`));
      expect(answer.status).toBe(200);
      const due = expected(tuition._id);
      expect(answer.body.total).toBe(due.length);
      expect(answer.body.data.map((row) => row.student.email)).toEqual(due.map((one) => one.email));
      expect(answer.body.data.every((row) => row.amount === 45000.5)).toBe(true);
      expect(answer.body.paymentType).toMatchObject({ _id: tuition._id, type: 'Tuition fee', amount: 45000.5 });
      const esha = due.find((one) => one.name === 'Esha')!;
      expect(answer.body.data.find((row) => row.student._id === esha.id)?.student).toEqual({
        _id: esha.id,
        name: 'Esha',
        email: esha.email,
        rollNo: esha.rollNo,
        department: 'CSE',
        currentYear: 3,
      });

      const second = await get<FeeDuesPage>(admin, path(`paymentType=${tuition._id}&page=2&limit=2`));
      expect(second.body).toMatchObject({ total: due.length, page: 2, limit: 2 });
      expect(second.body.data.map((row) => row.student.email)).toEqual(due.slice(2, 4).map((one) => one.email));
    });

    it('filters by department and year', async () => {
      for (const [query, filter] of [
        ['department=ME', { department: 'ME' }],
        ['currentYear=3', { currentYear: 3 }],
        ['department=CSE&currentYear=2', { department: 'CSE', currentYear: 2 }],
      ] as const) {
        const answer = await get<FeeDuesPage>(office, path(`paymentType=${busFee._id}&${query}`));
        expect(answer.status).toBe(200);
        const due = expected(busFee._id, filter);
        expect(answer.body.total).toBe(due.length);
        expect(answer.body.data.map((row) => row.student.email)).toEqual(due.map((one) => one.email));
      }
    });

    it('is for the office and admins, with no N+1 queries', async () => {
      expect(await statementsOf(office, path(`paymentType=${tuition._id}`))).toBeLessThanOrEqual(4);
      expect((await get(undefined, path(`paymentType=${tuition._id}`))).status).toBe(401);
      for (const who of [security, teacher, hod, classOf('CSE', 3)[0]!]) {
        expect((await get(who, path(`paymentType=${tuition._id}`))).status).toBe(403);
      }
    });

    it('refuses bad input with 400 and an unknown fee with 404', async () => {
      for (const query of [
        `paymentType=${tuition._id}&limit=101`,
        `paymentType=${tuition._id}&page=0`,
        `paymentType=${tuition._id}&currentYear=5`,
        `paymentType=${tuition._id}&department=XYZ`,
        'paymentType=tuition',
        '',
      ]) {
        expect((await get(office, path(query))).status, query).toBe(400);
      }
      expect((await get(office, path(`paymentType=${MISSING}`))).status).toBe(404);
    });

    it('answers every due student as CSV, whatever the page', async () => {
      const answer = await text(office, path(`paymentType=${tuition._id}&limit=1&format=csv`));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="fee-dues-tuition-fee.csv"');
      expect(csvRows(answer.body)).toEqual([
        ['name', 'email', 'department', 'year', 'rollNo', 'fee', 'amount'],
        ...expected(tuition._id).map((one) => [
          one.name,
          one.email,
          one.department,
          YEARS[one.currentYear]!,
          one.rollNo,
          'Tuition fee',
          '45000.50',
        ]),
      ]);
    });
  });

  describe('gate log', () => {
    it("lists the day's scans in the institute's time zone, each with its own outcome", async () => {
      const answer = await get<GateLogAnswer>(security, 'reports/gate-log');
      expect(answer.status).toBe(200);
      expect(answer.body.date).toBe(TODAY);
      const expected = [
        { outcome: 'unknown', gatepassId: null, student: null }, // 'early', written at 00:01
        ...todaysScans.map((scan) => ({
          outcome: scan.outcome,
          gatepassId: scan.gatepassId,
          student: scan.student?.email ?? null,
        })),
      ];
      expect(
        answer.body.data.map((entry) => ({
          outcome: entry.outcome,
          gatepassId: entry.gatepassId,
          student: entry.student?.email ?? null,
        })),
      ).toEqual(expected);
      // Times are instants, in order, a minute apart from 11:31 for the scans through the API.
      const times = answer.body.data.map((entry) => entry.time);
      expect(times[0]).toBe(kolkata(TODAY, '00:01').toISOString());
      expect(times.slice(1)).toEqual(
        todaysScans.map((_, index) => new Date(NOW.getTime() + (index + 1) * 60_000).toISOString()),
      );
      const aarav = students.find((one) => one.name === 'Aarav')!;
      expect(answer.body.data[1]).toMatchObject({
        student: { _id: aarav.id, name: 'Aarav', email: aarav.email, department: 'CSE', currentYear: 3 },
        scannedBy: expect.any(String),
        input: passToday,
      });
      // The day's count of each outcome, and of all: the first page holds them all here.
      expect(answer.body.total).toBe(expected.length);
      const outcomes = Object.fromEntries(GATE_OUTCOMES.map((outcome) => [outcome, 0]));
      for (const scan of expected) outcomes[scan.outcome]! += 1;
      expect(answer.body.outcomes).toEqual(outcomes);
    });

    it('pages the day in the order of the scans, with the whole day counted on every page', async () => {
      const all = (await get<GateLogAnswer>(security, 'reports/gate-log')).body;
      const pages: string[] = [];
      for (let page = 1; page <= 3; page += 1) {
        const answer = await get<GateLogAnswer>(security, `reports/gate-log?limit=3&page=${page}`);
        expect(answer.status).toBe(200);
        expect([answer.body.page, answer.body.limit, answer.body.total]).toEqual([page, 3, all.total]);
        expect(answer.body.outcomes).toEqual(all.outcomes);
        pages.push(...answer.body.data.map((entry) => entry._id));
      }
      expect(pages).toEqual(all.data.map((entry) => entry._id));
      for (const query of ['limit=101', 'limit=0', 'page=0']) {
        expect((await get(security, `reports/gate-log?${query}`)).status, query).toBe(400);
      }
    });

    it('shows another day on asking', async () => {
      const answer = await get<GateLogAnswer>(admin, 'reports/gate-log?date=2030-06-14');
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((entry) => [entry.input, entry.outcome])).toEqual([['late', 'unknown']]);
      const empty = (await get<GateLogAnswer>(admin, 'reports/gate-log?date=2030-06-16')).body;
      expect([empty.data, empty.total, empty.outcomes.unknown]).toEqual([[], 0, 0]);
    });

    it('is for security and admins, with no N+1 queries', async () => {
      expect(await statementsOf(security, 'reports/gate-log')).toBeLessThanOrEqual(3);
      expect((await get(undefined, 'reports/gate-log')).status).toBe(401);
      for (const who of [office, hod, teacher, classOf('CSE', 3)[0]!]) {
        expect((await get(who, 'reports/gate-log')).status).toBe(403);
      }
      for (const query of ['date=2030-02-30', 'date=yesterday', 'format=xml']) {
        expect((await get(security, `reports/gate-log?${query}`)).status, query).toBe(400);
      }
    });

    it('answers CSV', async () => {
      const answer = await text(security, `reports/gate-log?date=${TODAY}&format=csv`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="gate-log-${TODAY}.csv"`);
      const rows = csvRows(answer.body);
      expect(rows[0]).toEqual([
        'time',
        'outcome',
        'gatepassId',
        'name',
        'email',
        'department',
        'year',
        'rollNo',
        'scannedBy',
        'input',
      ]);
      expect(rows.slice(1).map((row) => row[1])).toEqual(['unknown', ...todaysScans.map((scan) => scan.outcome)]);
      const aarav = students.find((one) => one.name === 'Aarav')!;
      expect(rows[2]!.slice(0, 8)).toEqual([
        new Date(NOW.getTime() + 60_000).toISOString(),
        'valid',
        passToday,
        'Aarav',
        aarav.email,
        'CSE',
        'Third',
        aarav.rollNo,
      ]);
    });
  });

  describe('exam results', () => {
    const sorted = [...marks].sort((a, b) => a - b);
    const bandsOf = (given: number[]) =>
      Array.from({ length: 10 }, (_, band) => ({
        from: band * 5,
        to: band * 5 + 5,
        count: given.filter((mark) => (band === 9 ? mark >= 45 : mark >= band * 5 && mark < band * 5 + 5)).length,
      }));

    it('answers count, mean, median, highest, lowest and the distribution of the marks given', async () => {
      const answer = await get<{ data: ExamResults }>(teacher, `reports/exam/${examId}`);
      expect(answer.status).toBe(200);
      const data = answer.body.data;
      expect(data).toMatchObject({
        exam: { _id: examId, type: 'Series 1', date: '2030-06-12', maxMark: 50, passMark: 20 },
        count: marks.length,
        mean: round2(marks.reduce((sum, mark) => sum + mark, 0) / marks.length),
        median: sorted[1],
        highest: sorted[2],
        lowest: sorted[0],
        passed: marks.filter((mark) => mark >= 20).length,
        // The absent student and the one not entered yet are in none of the figures, counted apart.
        absent: 1,
        notEntered: 1,
      });
      // A mark of 0 is a mark: the lowest, and in the first band; the absent student is not.
      expect(data.exam.subject).toMatchObject({ code: 'cs601', department: 'CSE', semester: 6 });
      expect(data.lowest).toBe(0);
      // Ten bands of 5 marks; the max mark falls in the last.
      expect(data.distribution).toEqual(bandsOf(marks));
      expect(data.distribution[0]!.count).toBe(1);
      expect(data.distribution[9]!.count).toBe(1);
      expect(data.distribution.reduce((sum, band) => sum + band.count, 0)).toBe(data.count);
    });

    it('counts a student who left the class only by the mark given, and not entered only for the class now', async () => {
      // Farhan (inactive) is not in the class: entering a mark for him directly in the table counts
      // it as a mark, as the marks view does, and he is never "not entered".
      const before = (await get<{ data: ExamResults }>(admin, `reports/exam/${examId}`)).body.data;
      const leaver = students.find((one) => one.name === 'Farhan')!;
      await server.db.insert(examMarks).values({ examId, studentId: leaver.id, marks: 45 });
      try {
        const after = (await get<{ data: ExamResults }>(admin, `reports/exam/${examId}`)).body.data;
        expect(after).toMatchObject({ count: 4, highest: 50, absent: 1, notEntered: 1 });
        expect(after.distribution).toEqual(bandsOf([...marks, 45]));
        expect(before.count).toBe(3);
      } finally {
        await server.db.delete(examMarks).where(and(eq(examMarks.examId, examId), eq(examMarks.studentId, leaver.id)));
      }
    });

    it("is for the subject's teacher, its department's HOD and admins, with no N+1 queries", async () => {
      for (const who of [teacher, hod, admin]) expect((await get(who, `reports/exam/${examId}`)).status).toBe(200);
      // Made again: the kept answer's versions, the exam's class and its versions, then three reads.
      expect(await statementsOf(teacher, `reports/exam/${examId}`)).toBeLessThanOrEqual(6);
      expect((await get(undefined, `reports/exam/${examId}`)).status).toBe(401);
      for (const who of [otherTeacher, advisor, meHod, office, security, classOf('CSE', 3)[0]!]) {
        expect((await get(who, `reports/exam/${examId}`)).status).toBe(403);
      }
      expect((await get(admin, `reports/exam/${MISSING}`)).status).toBe(404);
      expect((await get(teacher, `reports/exam/${MISSING}`)).status).toBe(404);
      expect((await get(admin, 'reports/exam/not-an-id')).status).toBe(400);
    });

    it('lists the exams of a class whose results each may open', async () => {
      const list = (who: Fixture) => get<{ data: ReportExam[] }>(who, 'reports/exams?department=CSE&semester=6');
      expect((await list(teacher)).body.data).toEqual([
        {
          _id: examId,
          type: 'Series 1',
          date: '2030-06-12',
          subject: { code: 'cs601', name: 'Subject cs601' },
          // Entered: a mark or absent (the student not entered yet is not).
          marked: 4,
        },
      ]);
      expect((await list(hod)).body.data.map((exam) => exam._id)).toEqual([examId]);
      expect((await list(admin)).body.data.map((exam) => exam._id)).toEqual([examId]);
      expect((await list(otherTeacher)).body.data).toEqual([]);
      expect((await list(office)).status).toBe(403);
    });

    it('answers CSV', async () => {
      const answer = await text(hod, `reports/exam/${examId}?format=csv`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-disposition')).toBe(
        'attachment; filename="exam-results-cs601-series-1-2030-06-12.csv"',
      );
      const rows = csvRows(answer.body);
      expect(rows.slice(0, 9)).toEqual([
        ['measure', 'from', 'to', 'value'],
        ['count', '', '', '3'],
        ['mean', '', '', String(round2(marks.reduce((sum, mark) => sum + mark, 0) / marks.length))],
        ['median', '', '', String(sorted[1])],
        ['highest', '', '', String(sorted[2])],
        ['lowest', '', '', String(sorted[0])],
        ['passed', '', '', '1'],
        ['absent', '', '', '1'],
        ['notEntered', '', '', '1'],
      ]);
      expect(rows.slice(9)).toEqual(
        bandsOf(marks).map((band) => ['band', String(band.from), String(band.to), String(band.count)]),
      );
    });
  });

  describe('today at a glance', () => {
    const week = ['2030-06-09', '2030-06-10', '2030-06-11', '2030-06-12', '2030-06-13', '2030-06-14', TODAY];
    /** Figures worked out from the rows this file wrote: the college's, or one department's. */
    const expected = (department?: 'CSE' | 'ME') => {
      const of = (id: string) => students.find((one) => one.id === id)!;
      const inScope = (id: string) => !department || of(id).department === department;
      const dayOf = (instant: Date) => new Date(instant.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
      const used = [
        ...[
          ['Chitra', kolkata('2030-06-13', '08:00')],
          ['Indu', kolkata('2030-06-13', '09:00')],
          ['Dev', kolkata('2030-06-07', '09:00')],
        ].map(([name, at]) => ({ id: students.find((one) => one.name === name)!.id, at: at as Date })),
        { id: students.find((one) => one.name === 'Aarav')!.id, at: new Date(NOW.getTime() + 60_000) },
      ].filter((pass) => inScope(pass.id));
      const paid = paidRows.filter((row) => inScope(row.studentId));
      return {
        date: TODAY,
        department: department ?? null,
        // Pending passes: Bhavna's (CSE) and Hari's second (ME); leave: Chitra (CSE) and Indu (ME).
        requestsPending: department ? { gatepass: 1, leave: 1 } : { gatepass: 2, leave: 2 },
        passesUsedToday: used.filter((pass) => dayOf(pass.at) === TODAY).length,
        signUpsWaiting: department === 'CSE' ? 1 : department ? 0 : 3,
        paymentsToday: {
          count: paid.filter((row) => dayOf(row.paidAt) === TODAY).length,
          amount:
            paid.filter((row) => dayOf(row.paidAt) === TODAY).reduce((sum, row) => sum + row.amountPaise, 0) / 100,
        },
        week: week.map((date) => ({
          date,
          passesUsed: used.filter((pass) => dayOf(pass.at) === date).length,
          payments: paid.filter((row) => dayOf(row.paidAt) === date).length,
          amount: paid.filter((row) => dayOf(row.paidAt) === date).reduce((sum, row) => sum + row.amountPaise, 0) / 100,
        })),
      };
    };

    it("answers the college's day for an admin", async () => {
      const answer = await get<{ data: TodayAtAGlance }>(admin, 'reports/today');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(expected());
      expect(answer.body.data.paymentsToday.count).toBe(2);
    });

    it("answers the department's day for its HOD", async () => {
      expect((await get<{ data: TodayAtAGlance }>(hod, 'reports/today')).body.data).toEqual(expected('CSE'));
      expect((await get<{ data: TodayAtAGlance }>(meHod, 'reports/today')).body.data).toEqual(expected('ME'));
    });

    it('is for admins and HODs only, with no N+1 queries', async () => {
      expect(await statementsOf(admin, 'reports/today')).toBeLessThanOrEqual(6);
      expect((await get(undefined, 'reports/today')).status).toBe(401);
      for (const who of [teacher, advisor, office, security, classOf('CSE', 3)[0]!]) {
        expect((await get(who, 'reports/today')).status).toBe(403);
      }
    });
  });
});
