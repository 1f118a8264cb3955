import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPARTMENTS,
  GATE_OUTCOMES,
  NOTIFICATION_KINDS,
  teacherClashes,
  type AttendanceShortageAnswer,
  type ExamResults,
  type FeeDuesPage,
  type GateLogAnswer,
  type ReportExam,
  type BusyPeriod,
  type Gatepass,
  type GatepassVerifyResult,
  type Subject,
  type TimetableDay,
  type TimetableSummary,
} from '@portal/domain';
import { users } from '../src/modules/users/schema.js';
import { DEMO_LOGINS, DEMO_PASSWORD, STUDENTS_PER_CLASS, loadDemoCollegeIfEmpty } from '../src/demo/seed.js';
import { countUsers, ensureAdmin } from '../src/modules/users/index.js';
import { databases, startServer, type TestServer } from './helpers.js';

describe.each(databases)('the demo college on %s', (kind) => {
  let server: TestServer;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    server = await startServer(kind);
    expect(await loadDemoCollegeIfEmpty(server.db)).toBe(true);
  });
  afterAll(() => server?.close());

  it('lets every demo login sign in with its role', async () => {
    for (const login of DEMO_LOGINS) {
      const answer = await server.api<{ token: string }>('POST', 'auth/signin', {
        body: { email: login.email, password: DEMO_PASSWORD },
      });
      expect(answer.status, login.email).toBe(200);
      tokens.set(login.email, answer.body.token);
      const me = await server.api<{ data: { type: string; stats: unknown } }>('GET', 'user/getUser', {
        token: answer.body.token,
      });
      expect(login.role.startsWith(me.body.data.type)).toBe(true);
      expect(me.body.data.stats).toEqual({ feedback: true, payment: true });
    }
  });

  it('gives the demo logins notifications of every kind, some read, none by e-mail', async () => {
    const kindsOf = async (email: string) => {
      const answer = await server.api<{ data: { kind: string; link: string }[]; unread: number; total: number }>(
        'GET',
        'notifications?limit=100',
        { token: tokens.get(email) },
      );
      expect(answer.body.unread, email).toBeGreaterThan(0);
      expect(answer.body.unread, email).toBeLessThan(answer.body.total);
      return new Set(answer.body.data.map((item) => item.kind));
    };
    const kinds = new Set([
      ...(await kindsOf('student.cse@college.example')),
      ...(await kindsOf('faculty.cse@college.example')),
      ...(await kindsOf('admin@college.example')),
    ]);
    expect([...kinds].sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(await server.db.execute(sql`select 1 from email_outbox`)).toMatchObject({ rows: [] });
  });

  it('fills every department and year with a class, an HOD and advisors', async () => {
    const perClass = await server.db
      .select({ department: users.department, year: users.currentYear, count: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.type, 'student'), eq(users.awaitingActivation, false)))
      .groupBy(users.department, users.currentYear);
    expect(perClass).toHaveLength(DEPARTMENTS.length * 4);
    expect(perClass.every((row) => Number(row.count) === STUDENTS_PER_CLASS)).toBe(true);
    const hods = await server.db
      .select()
      .from(users)
      .where(and(eq(users.type, 'faculty'), eq(users.isHod, true)));
    expect(hods.map((hod) => hod.department).sort()).toEqual([...DEPARTMENTS].sort());
    const [named] = await server.db.select().from(users).where(eq(users.email, 'faculty.cse@college.example'));
    expect(named).toMatchObject({ department: 'CSE', advisorYears: [3], isHod: false });
    const [student] = await server.db.select().from(users).where(eq(users.email, 'student.cse@college.example'));
    expect(student!.studentId).toMatch(/^CSE\d{5}$/);
  });

  it('has at least three sign-ups awaiting activation, which the admin sees', async () => {
    const admin = tokens.get('admin@college.example');
    const pending = await server.api<{ data: { active: boolean; type: string }[] }>('GET', 'admin/pending', {
      token: admin,
    });
    expect(pending.body.data.length).toBeGreaterThanOrEqual(3);
    expect(pending.body.data.every((user) => !user.active && user.type === 'student')).toBe(true);
  });

  it('has gate passes in every status, and one for today that the gate accepts', async () => {
    const own = await server.api<{ data: Gatepass[] }>('GET', 'gatepass', {
      token: tokens.get('student.cse@college.example'),
    });
    expect(new Set(own.body.data.map((pass) => pass.status))).toEqual(new Set([0, 1, -1]));
    // A rejection shows its reason to the student.
    expect(own.body.data.find((pass) => pass.status === -1)?.reason).toMatch(/hostel closes/);
    const hodList = await server.api<{ data: Gatepass[]; total: number }>('GET', 'faculty/gatepass?limit=1', {
      token: tokens.get('hod.cse@college.example'),
    });
    expect(hodList.body.data).toHaveLength(1);
    expect(hodList.body.total).toBeGreaterThan(1);
    const today = own.body.data.find((pass) => pass.status === 1 && !pass.usedAt)!;
    const scan = await server.api<{ data: GatepassVerifyResult }>('POST', 'security/verify', {
      token: tokens.get('security@college.example'),
      body: { gatepassId: today._id },
    });
    expect(scan.body.data.valid).toBe(true);
  });

  it('gives the reports something to show: a shortage, an unpaid fee, each outcome at the gate, a spread of marks', async () => {
    const teacher = tokens.get('faculty.cse@college.example');
    const classes = await server.api<{ data: { className: string }[] }>('GET', 'faculty/classes', { token: teacher });
    // student.cse's class: CSE S5 in the odd term, S6 in the even.
    const ownClass = classes.body.data.map((row) => /^S([56])-CSE-/.exec(row.className)).find(Boolean);
    const semester = Number(ownClass![1]);
    const shortage = await server.api<AttendanceShortageAnswer>(
      'GET',
      `reports/attendance-shortage?department=CSE&semester=${semester}`,
      { token: teacher },
    );
    // The report shows student.cse's subjects under 75% as the student's own screen does (the
    // demo puts one subject there; the term's first days may have none yet).
    const own = await server.api<{ data: { subject: { code: string }; held: number; percentage: number }[] }>(
      'GET',
      'student/attendance',
      { token: tokens.get('student.cse@college.example') },
    );
    const low = own.body.data.filter((row) => row.held > 0 && row.percentage < 75).map((row) => row.subject.code);
    expect(
      shortage.body.data
        .filter((row) => row.student.email === 'student.cse@college.example')
        .map((row) => row.subject.code),
    ).toEqual(low);
    if (own.body.data.some((row) => row.held > 10)) expect(low.length).toBeGreaterThanOrEqual(1);

    const office = tokens.get('office@college.example');
    const types = await server.api<{ data: { _id: string; type: string }[] }>('GET', 'payment/types', {
      token: office,
    });
    const tuition = types.body.data.find((type) => type.type === 'Tuition fee')!;
    const dues = await server.api<FeeDuesPage>(
      'GET',
      `reports/fee-dues?paymentType=${tuition._id}&department=CSE&currentYear=3&limit=100`,
      {
        token: office,
      },
    );
    expect(dues.body.data.map((row) => row.student.email)).toContain('student.cse@college.example');

    const log = await server.api<GateLogAnswer>('GET', 'reports/gate-log', {
      token: tokens.get('security@college.example'),
    });
    expect(new Set(log.body.data.map((entry) => entry.outcome))).toEqual(new Set(GATE_OUTCOMES));

    const exams = await server.api<{ data: ReportExam[] }>('GET', `reports/exams?department=CSE&semester=${semester}`, {
      token: teacher,
    });
    const series2 = exams.body.data.find((exam) => exam.type === 'Series 2')!;
    const results = await server.api<{ data: ExamResults }>('GET', `reports/exam/${series2._id}`, { token: teacher });
    // The latest exam, still being entered: student.cse was absent and three are not entered yet,
    // counted apart from the marks.
    expect(results.body.data).toMatchObject({ count: STUDENTS_PER_CLASS - 4, absent: 1, notEntered: 3 });
    // Gathered in the middle bands, with a few in the bands around them.
    const bands = results.body.data.distribution.map((band) => band.count);
    expect(bands.filter((count) => count > 0).length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...bands)).toBeLessThan(STUDENTS_PER_CLASS / 2);
  });

  it('gives every class its subjects and a timetable, with the fixed points of the demo college', async () => {
    const admin = tokens.get('admin@college.example');
    const all = await server.api<{ data: Subject[] }>('GET', 'shared/subject', { token: admin });
    expect(all.body.data).toHaveLength(DEPARTMENTS.length * 8 * 6);
    const list = await server.api<{ data: TimetableSummary[] }>('GET', 'admin/timetable', { token: admin });
    expect(list.body.data).toHaveLength(DEPARTMENTS.length * 8);
    const taughtBy = (email: string, department: string, semester: number) =>
      all.body.data.filter(
        (row) => row.department === department && row.semester === semester && row.taughtBy.email === email,
      );
    // faculty.cse teaches at least two subjects of student.cse's class in either term (S5 and S6).
    expect(taughtBy('faculty.cse@college.example', 'CSE', 5).length).toBeGreaterThanOrEqual(2);
    expect(taughtBy('faculty.cse@college.example', 'CSE', 6).length).toBeGreaterThanOrEqual(2);
    expect(taughtBy('faculty.me@college.example', 'ME', 3).length).toBeGreaterThanOrEqual(1);
    expect(taughtBy('faculty.me@college.example', 'ME', 4).length).toBeGreaterThanOrEqual(1);
    const student = tokens.get('student.cse@college.example');
    const week = await server.api<{ data: TimetableDay[] }>('GET', 'student/timetable', { token: student });
    expect(week.body.data.map((day) => day.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
    expect(week.body.data.every((day) => day.timings.length > 0)).toBe(true);
    const teachers = await server.api<{ data: { taughtBy: { email: string } }[] }>('GET', 'student/teachers', {
      token: student,
    });
    expect(
      teachers.body.data.filter((row) => row.taughtBy.email === 'faculty.cse@college.example').length,
    ).toBeGreaterThanOrEqual(2);
    // No teacher is in two classes at once anywhere in the college.
    const periods: BusyPeriod[] = [];
    for (const department of DEPARTMENTS) {
      for (let semester = 1; semester <= 8; semester++) {
        const answer = await server.api<{ data: { periodTimings: TimetableDay[]; subjects: Subject[] } }>(
          'GET',
          `shared/timetable?department=${department}&semester=${semester}`,
          { token: admin },
        );
        expect(answer.status).toBe(200);
        for (const { day, timings } of answer.body.data.periodTimings) {
          for (const timing of timings) {
            const teacherId = answer.body.data.subjects.find((row) => row.code === timing.subject)!.taughtBy._id;
            periods.push({
              teacherId,
              department,
              semester,
              subject: timing.subject,
              day,
              startTime: timing.startTime,
              endTime: timing.endTime,
            });
          }
        }
      }
    }
    const clashes = periods.flatMap((period, index) =>
      teacherClashes(
        [{ ...period, index }],
        periods.filter((other, at) => at !== index),
      ),
    );
    expect(clashes).toEqual([]);
  });

  it('loads only into an empty database', async () => {
    const before = await countUsers(server.db);
    expect(await loadDemoCollegeIfEmpty(server.db)).toBe(false);
    expect(await countUsers(server.db)).toBe(before);
  });

  it('creates the ADMIN_EMAIL admin once and never overwrites its password', async () => {
    const before = await countUsers(server.db);
    expect(await ensureAdmin(server.db, { email: 'head@college.example', password: 'First123' })).toBe(true);
    expect(await ensureAdmin(server.db, { email: 'head@college.example', password: 'Second123' })).toBe(false);
    expect(await countUsers(server.db)).toBe(before + 1);
    const signin = (password: string) =>
      server.api('POST', 'auth/signin', { body: { email: 'head@college.example', password } });
    expect((await signin('First123')).status).toBe(200);
    expect((await signin('Second123')).status).toBe(401);
  });
});
