/**
 * The load benchmark (npm run bench; docs/benchmarks.md). For each database (the embedded PGlite, and
 * PostgreSQL when BENCH_DATABASE_URL is set or one answers at postgres://postgres@127.0.0.1:5432):
 *
 * 1. loads the college-scale dataset (src/demo/scale.ts) into a fresh database, timing the demo load;
 * 2. starts the built server (dist/bundle/server.js) as a process of its own and times its cold start;
 * 3. loads each call with autocannon, also a process of its own (bench/cannon.ts): 50 connections,
 *    BENCH_SECONDS each, waiting after each call until the server answers promptly again;
 * 4. measures a bare Fastify route the same way, in the same run, as the ceiling;
 * 5. times sign-in apart (argon2id makes it slow on purpose), with one client and with eight;
 * 6. on PostgreSQL, runs the signed-in reads again with WORKERS=2.
 *
 * It prints a markdown table per database. Everything it starts, it stops; every run is bounded.
 * BENCH_ONLY (a part of a call's name, or several separated by |), BENCH_DATABASES and BENCH_CPU_PROFILE
 * narrow it down while working on a call.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import pg from 'pg';
import {
  ATTENDANCE_MATRIX_PERIODS,
  ATTENDANCE_PAGE_DEFAULT,
  BULK_MAX_ROWS,
  DEFAULT_TIME_ZONE,
  DEPARTMENTS,
  STATUS,
} from '@portal/domain';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { attendancePeriods } from '../src/modules/attendance/schema.js';
import { examMarks, exams } from '../src/modules/exams/schema.js';
import { gatepasses, scans } from '../src/modules/gatepass/schema.js';
import { paymentTypes, payments } from '../src/modules/payments/schema.js';
import { subjects } from '../src/modules/subjects/schema.js';
import { users } from '../src/modules/users/schema.js';
import { loadCollegeScale } from '../src/demo/scale.js';
import { onDays } from '../src/lib/days.js';
import { dayInZone } from '../src/lib/time.js';
import { currentSemesterOf } from '../src/modules/subjects/index.js';
import { freePort } from '../test/support/free-port.js';
import {
  CONNECTIONS,
  JWT_SECRET,
  SECONDS,
  load,
  measureCeiling,
  serverEntry,
  settle,
  signIn,
  startProcess,
  table,
  type Figures,
  type Load,
} from './tools.js';

/** Only the calls whose name holds this text (and no bulk upload), while working on them. */
const ONLY = process.env.BENCH_ONLY;
/** A folder for a CPU profile of the (single-process) server of each database, to see where a call's time goes. */
const PROFILE = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROFILE)}`]
  : [];
/** pglite, postgres or both (the default). */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Sign-in p50 with one client, then with eight at once (within the sign-in rate limits). */
async function timeSignIn(base: string, emails: string[]): Promise<{ alone: number; eight: number }> {
  const alone: number[] = [];
  for (const email of emails.slice(0, 8)) alone.push((await signIn(base, email)).ms);
  const together = await Promise.all(emails.slice(0, 8).map((email) => signIn(base, email)));
  return { alone: median(alone), eight: median(together.map((result) => result.ms)) };
}

/**
 * A file of new students sent as the web app sends it: chunks of at most 500 rows, one after the
 * other. Every row's password is hashed with argon2id on the server, which is what this measures.
 */
async function timeBulkUpload(
  base: string,
  token: string,
  tag: string,
): Promise<{ rows: number; ms: number; slowestMs: number; created: number }> {
  const rows = Array.from({ length: 5_000 }, (_, index) => [
    `bulk.${tag}.${index}@upload.example`,
    `Welcome${index}A`,
    'ECE',
    '1',
    '2030',
    String(50_000 + index),
  ]);
  const started = performance.now();
  let slowestMs = 0;
  let created = 0;
  for (let first = 0; first < rows.length; first += BULK_MAX_ROWS) {
    const chunkStarted = performance.now();
    const answer = await fetch(`${base}/api/admin/addusers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ type: 'student', data: rows.slice(first, first + BULK_MAX_ROWS), firstRow: first + 1 }),
    });
    const body = (await answer.json()) as { data?: { created: number } };
    if (!answer.ok || !body.data) throw new Error(`bulk upload failed: ${answer.status} ${JSON.stringify(body)}`);
    created += body.data.created;
    slowestMs = Math.max(slowestMs, performance.now() - chunkStarted);
  }
  return { rows: rows.length, ms: performance.now() - started, slowestMs, created };
}

/** Fresh databases: a temp folder for PGlite, a new database on the PostgreSQL server. */
async function freshDatabase(kind: 'pglite' | 'postgres', dataDir: string, serverUrl?: string) {
  if (kind === 'pglite') {
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    return { handle, env: {} as NodeJS.ProcessEnv, drop: async () => {} };
  }
  // Named by this process and the time, so runs by several people on one server never meet.
  const name = `portal_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    handle,
    env: { DATABASE_URL: url.toString() } as NodeJS.ProcessEnv,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function sampleIds(handle: DatabaseHandle) {
  const [student] = await handle.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'student.cse@college.example'));
  const [approvedToday] = await handle.db
    .select({ id: gatepasses.id })
    .from(gatepasses)
    .where(
      and(eq(gatepasses.studentId, student!.id), eq(gatepasses.status, STATUS.APPROVED), isNull(gatepasses.usedAt)),
    )
    .limit(1);
  return { passId: approvedToday!.id, ...(await attendanceSamples(handle)), ...(await reportSamples(handle)) };
}

/**
 * What the reports load: the fee with the most students still to pay, a Series 1 exam of student.cse's
 * class (marked for its 250 students) and yesterday, a whole day of the gate's log.
 */
async function reportSamples(handle: DatabaseHandle) {
  const [fee] = await handle.db
    .select({ id: paymentTypes.id, paid: count(payments.id) })
    .from(paymentTypes)
    .leftJoin(payments, and(eq(payments.paymentTypeId, paymentTypes.id), eq(payments.status, 'paid')))
    .groupBy(paymentTypes.id)
    .orderBy(asc(count(payments.id)))
    .limit(1);
  const [exam] = await handle.db
    .select({ id: exams.id, marks: count(examMarks.studentId) })
    .from(exams)
    .innerJoin(examMarks, eq(examMarks.examId, exams.id))
    .groupBy(exams.id)
    .orderBy(desc(count(examMarks.studentId)), asc(exams.id))
    .limit(1);
  const yesterday = dayInZone(new Date(Date.now() - 86_400_000), DEFAULT_TIME_ZONE);
  const [scanned] = await handle.db
    .select({ scans: count() })
    .from(scans)
    .where(onDays(scans.scannedAt, yesterday, yesterday, DEFAULT_TIME_ZONE));
  return { feeId: fee!.id, exam: exam!, yesterday, yesterdayScans: scanned?.scans ?? 0 };
}

/**
 * What the attendance calls load: the subject of student.cse's class (CSE, year 3) with the most
 * records, for the class matrix; and for the saves, the latest recorded period of ten subjects of
 * every department (as many as there are connections), each saved again by the department's HOD in
 * turn with one of two lists that differ in a fifth of the marks, so every save is a replace that
 * moves the tallies: fifty teachers saving a period each, at once.
 */
async function attendanceSamples(handle: DatabaseHandle) {
  const semester = (await currentSemesterOf(handle.db, 3, new Date(), DEFAULT_TIME_ZONE))!;
  const [matrix] = await handle.db
    .select({ code: subjects.code, records: count() })
    .from(attendancePeriods)
    .innerJoin(subjects, eq(subjects.id, attendancePeriods.subjectId))
    .where(and(eq(attendancePeriods.department, 'CSE'), eq(attendancePeriods.semester, semester)))
    .groupBy(subjects.code)
    .orderBy(desc(count()), asc(subjects.code))
    .limit(1);
  const latest = await handle.db
    .selectDistinctOn([attendancePeriods.subjectId], {
      department: attendancePeriods.department,
      code: subjects.code,
      semester: attendancePeriods.semester,
      date: attendancePeriods.date,
      startTime: attendancePeriods.startTime,
      endTime: attendancePeriods.endTime,
    })
    .from(attendancePeriods)
    .innerJoin(subjects, eq(subjects.id, attendancePeriods.subjectId))
    .orderBy(attendancePeriods.subjectId, desc(attendancePeriods.date), desc(attendancePeriods.startTime));
  const byDepartment = DEPARTMENTS.map((department) =>
    latest.filter((period) => period.department === department).sort((a, b) => a.code.localeCompare(b.code)),
  );
  const periods = Array.from(
    { length: CONNECTIONS },
    (_, index) => byDepartment[index % DEPARTMENTS.length]![Math.floor(index / DEPARTMENTS.length)],
  ).filter((period) => period !== undefined);
  const hods = new Map(
    (
      await handle.db
        .select({ department: users.department, email: users.email })
        .from(users)
        .where(and(eq(users.type, 'faculty'), eq(users.isHod, true)))
    ).map((row) => [row.department, row.email]),
  );
  const rosters = new Map<string, string[]>();
  const rosterOf = async (department: string, semester: number) => {
    const key = `${department}:${semester}`;
    if (!rosters.has(key)) {
      const rows = await handle.db
        .select({ email: users.email })
        .from(users)
        .where(
          and(
            eq(users.type, 'student'),
            eq(users.department, department),
            eq(users.currentYear, Math.ceil(semester / 2)),
            eq(users.active, true),
          ),
        )
        .orderBy(asc(users.email));
      rosters.set(
        key,
        rows.map((row) => row.email),
      );
    }
    return rosters.get(key)!;
  };
  const saves: { hod: string; bodies: unknown[] }[] = [];
  for (const [connection, period] of periods.entries()) {
    const roster = await rosterOf(period.department, period.semester);
    saves.push({
      hod: hods.get(period.department)!,
      bodies: [0, 5].map((shift) => ({
        timeStamp: period.date,
        startTime: period.startTime,
        endTime: period.endTime,
        department: period.department,
        semester: period.semester,
        period: period.code,
        attendanceList: roster.map((email, index) => ({
          email,
          present: (index + shift + connection) % 10 === 0 ? 'false' : 'true',
        })),
        module: 1,
        deliveryMode: 'offline',
        topic: 'Benchmark period',
      })),
    });
  }
  // The latest period of the matrix's subject: the one a teacher opens first.
  const [opened] = await handle.db
    .select({ id: attendancePeriods.id })
    .from(attendancePeriods)
    .innerJoin(subjects, eq(subjects.id, attendancePeriods.subjectId))
    .where(
      and(
        eq(attendancePeriods.department, 'CSE'),
        eq(attendancePeriods.semester, semester),
        eq(subjects.code, matrix!.code),
      ),
    )
    .orderBy(desc(attendancePeriods.date), desc(attendancePeriods.startTime))
    .limit(1);
  return {
    semester,
    matrix: { ...matrix!, latestPeriod: opened!.id },
    saves,
    classSize: (await rosterOf('CSE', semester)).length,
  };
}

async function benchDatabase(kind: 'pglite' | 'postgres', serverUrl?: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const lines: string[] = [];
  const database = await freshDatabase(kind, dataDir, serverUrl);
  try {
    await runMigrations(database.handle);
    const seeded = await loadCollegeScale(database.handle.db);
    const { passId, semester, matrix, saves, classSize, feeId, exam, yesterday, yesterdayScans } = await sampleIds(
      database.handle,
    );
    await database.handle.close();

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      JWT_SECRET,
      NODE_ENV: 'production',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    };
    const ceiling = await measureCeiling();

    const server = await startProcess(process.execPath, [...PROFILE, serverEntry], env, `${base}/api/config`);
    const student = (await signIn(base, 'student.cse@college.example')).token;
    const hod = (await signIn(base, 'hod.cse@college.example')).token;
    const guard = (await signIn(base, 'security@college.example')).token;
    const admin = (await signIn(base, 'admin@college.example')).token;
    const feedbackCategory = (
      (await (
        await fetch(`${base}/api/feedback/category`, { headers: { authorization: `Bearer ${admin}` } })
      ).json()) as { data: { _id: string }[] }
    ).data[0]!._id;
    const office = (await signIn(base, 'office@college.example')).token;
    const hodTokens = new Map<string, string>();
    for (const email of new Set(saves.map((save) => save.hod))) hodTokens.set(email, (await signIn(base, email)).token);
    const saveSequences = saves.map((save) =>
      save.bodies.map((body) => ({ path: '/api/faculty/attendance', body, token: hodTokens.get(save.hod)! })),
    );
    // The calendar's month: six weeks from the first of this month.
    const monthStart = new Date(new Date().setUTCDate(1)).toISOString();
    const monthEnd = new Date(Date.parse(monthStart) + 42 * 86_400_000).toISOString();
    const everyCall: Load[] = [
      { name: 'GET user/getUser (student)', path: '/api/user/getUser', token: student },
      { name: 'GET gatepass (own list)', path: '/api/gatepass', token: student },
      {
        name: 'GET faculty/gatepass (HOD of 1,000 students: the first 24 of the pending)',
        path: '/api/faculty/gatepass',
        token: hod,
      },
      { name: 'GET leaveapplication (own list)', path: '/api/leaveapplication', token: student },
      {
        name: 'GET faculty/leave (HOD of 1,000 students: the first 24 of the pending)',
        path: '/api/faculty/leave',
        token: hod,
      },
      { name: 'GET gatepass/view/{id} (public)', path: `/api/gatepass/view/${passId}` },
      {
        name: 'POST security/verify (a write: every scan is logged)',
        path: '/api/security/verify',
        method: 'POST',
        token: guard,
        body: { gatepassId: passId },
      },
      {
        name: 'GET admin/allstudents (first page of 5,000, by name)',
        path: '/api/admin/allstudents?limit=20',
        token: admin,
      },
      {
        name: 'GET admin/allstudents (searched, one department, by roll number)',
        path: '/api/admin/allstudents?search=3-12&department=CSE&sort=rollNo&limit=20',
        token: admin,
      },
      { name: 'GET office/students (page 100 of 5,000)', path: '/api/office/students?page=100&limit=20', token: admin },
      {
        name: 'GET feedback/category/student (categories with questions)',
        path: '/api/feedback/category/student',
        token: student,
      },
      {
        name: 'POST feedback/results/{id} (a class of 250, every teacher)',
        path: `/api/feedback/results/${feedbackCategory}`,
        method: 'POST',
        token: admin,
        body: { department: 'CSE', currentYear: 3 },
      },
      { name: 'GET student/timetable (the own class this term)', path: '/api/student/timetable', token: student },
      { name: 'GET shared/subject (one class)', path: '/api/shared/subject?department=CSE&semester=5', token: student },
      { name: 'GET payment/types (student: paid or not)', path: '/api/payment/types', token: student },
      {
        name: "GET payment/history (office: page 1 of the college's payments, with totals)",
        path: '/api/payment/history?limit=20',
        token: office,
      },
      {
        name: 'GET shared/event (a month, a student)',
        path: `/api/shared/event?start=${encodeURIComponent(monthStart)}&end=${encodeURIComponent(monthEnd)}`,
        token: student,
      },
      { name: "GET shared/resources (the student's class)", path: '/api/shared/resources', token: student },
      {
        name: "GET shared/discussion (the student's class, page 1 of its threads with their replies)",
        path: '/api/shared/discussion',
        token: student,
      },
      {
        name: 'GET student/attendance (the own class this term, per subject)',
        path: '/api/student/attendance',
        token: student,
      },
      { name: 'GET student/marks (own marks)', path: '/api/student/marks', token: student },
      {
        name: "GET notifications?limit=1 (the bell's unread count, on every signed-in page)",
        path: '/api/notifications?limit=1',
        token: student,
      },
      { name: 'GET notifications (the list under the bell, page 1)', path: '/api/notifications', token: student },
      {
        name: `GET faculty/attendance/matrix (the class's summary: ${classSize} students' totals of ${matrix.records} periods, and the latest ${ATTENDANCE_MATRIX_PERIODS} periods' marks)`,
        path: `/api/faculty/attendance/matrix?department=CSE&semester=${semester}&subjectCode=${matrix.code}`,
        token: hod,
      },
      {
        name: `GET faculty/attendance (page 1 of the same ${matrix.records} records: ${ATTENDANCE_PAGE_DEFAULT} summaries, no lists)`,
        path: `/api/faculty/attendance?department=CSE&semester=${semester}&subjectCode=${matrix.code}`,
        token: hod,
      },
      {
        name: `GET faculty/attendance/{id} (one period opened: its list of ${classSize} students)`,
        path: `/api/faculty/attendance/${matrix.latestPeriod}`,
        token: hod,
      },
      {
        name: `POST faculty/attendance (${saves.length} teachers each saving a ${classSize}-student period again: a replace)`,
        path: '/api/faculty/attendance',
        method: 'POST',
        sequences: saveSequences,
      },
      {
        name: `GET reports/attendance-shortage (HOD: a class of ${classSize} students, six subjects)`,
        path: `/api/reports/attendance-shortage?department=CSE&semester=${semester}`,
        token: hod,
      },
      {
        name: "GET reports/fee-dues (office: page 1 of a fee's dues in the college)",
        path: `/api/reports/fee-dues?paymentType=${feeId}&limit=20`,
        token: office,
      },
      {
        name: "GET reports/fee-dues?format=csv (office: every due of a fee's, as a file)",
        path: `/api/reports/fee-dues?paymentType=${feeId}&format=csv`,
        token: office,
      },
      {
        name: `GET reports/gate-log (security: page 1 of yesterday's ${yesterdayScans} scans, with the day's counts)`,
        path: `/api/reports/gate-log?date=${yesterday}&limit=50`,
        token: guard,
      },
      {
        name: `GET reports/exam/{id} (HOD: an exam of ${exam.marks} marks)`,
        path: `/api/reports/exam/${exam.id}`,
        token: hod,
      },
      { name: "GET reports/today (admin: the college's day and week)", path: '/api/reports/today', token: admin },
      { name: "GET reports/today (HOD: the department's day and week)", path: '/api/reports/today', token: hod },
      {
        name: 'POST faculty/attendance (the same, all on one period: they queue for its row)',
        path: '/api/faculty/attendance',
        method: 'POST',
        sequences: [saveSequences[0]!],
      },
    ];
    const calls = everyCall.filter((call) => !ONLY || ONLY.split('|').some((part) => call.name.includes(part)));
    const figures: Figures[] = [];
    for (const call of calls) {
      figures.push(await load(base, call));
      await settle(base);
    }
    const signInTimes = await timeSignIn(base, [
      'student.cse2@college.example',
      'student.me@college.example',
      'faculty.cse@college.example',
      'faculty.me@college.example',
      'office@college.example',
      'admin@college.example',
      'cse.y1.s100@scale.college.example',
      'me.y4.s200@scale.college.example',
    ]);
    const bulk = ONLY ? undefined : await timeBulkUpload(base, admin, kind);
    await server.stop();

    const title = kind === 'pglite' ? 'Embedded database (PGlite)' : 'PostgreSQL';
    lines.push(table(`${title}, one server process`, figures, ceiling));
    lines.push(
      '',
      `Dataset: ${seeded.students.toLocaleString('en')} students, ${seeded.faculty} faculty, ${seeded.passes.toLocaleString('en')} gate passes, ${seeded.leaves.toLocaleString('en')} leave applications, ` +
        `${seeded.payments.toLocaleString('en')} payments, ${seeded.scans.toLocaleString('en')} scans at the gate, ${seeded.marks.toLocaleString('en')} exam marks, ` +
        `${seeded.attendancePeriods.toLocaleString('en')} periods of attendance with ${seeded.presenceMarks.toLocaleString('en')} presence marks (loaded in ${(seeded.attendanceMs / 1000).toFixed(1)} s), ${seeded.discussionPosts.toLocaleString('en')} discussion posts, ` +
        `loaded in ${((seeded.demoMs + seeded.growMs) / 1000).toFixed(1)} s (the demo college alone: ${Math.round(seeded.demoMs)} ms).`,
      `Cold start of the server on this database to its first answer: ${Math.round(server.ms)} ms.`,
      `Sign-in p50: ${Math.round(signInTimes.alone)} ms alone, ${Math.round(signInTimes.eight)} ms with eight at once.`,
      bulk
        ? `Bulk upload of ${bulk.rows.toLocaleString('en')} student rows in chunks of ${BULK_MAX_ROWS}: ${(bulk.ms / 1000).toFixed(1)} s ` +
            `(${Math.round(bulk.rows / (bulk.ms / 1000))} rows/s; the slowest chunk ${(bulk.slowestMs / 1000).toFixed(1)} s), all ${bulk.created.toLocaleString('en')} created.`
        : 'Bulk upload not measured (BENCH_ONLY).',
    );

    if (kind === 'postgres') {
      const workers = await startProcess(
        process.execPath,
        [serverEntry],
        { ...env, WORKERS: '2' },
        `${base}/api/config`,
      );
      const twoProcesses: Figures[] = [];
      for (const call of calls.slice(0, 6)) {
        twoProcesses.push(await load(base, call));
        await settle(base);
      }
      await workers.stop();
      lines.push(table('PostgreSQL, WORKERS=2', twoProcesses, ceiling));
    }
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return lines.join('\n');
}

async function postgresServer(): Promise<string | undefined> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const candidate = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: candidate, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return candidate;
  } catch {
    return undefined;
  }
}

console.log(`Load: autocannon in its own process, ${CONNECTIONS} connections, ${SECONDS} s per call.`);
if (DATABASES.includes('pglite')) console.log(await benchDatabase('pglite'));
const serverUrl = DATABASES.includes('postgres') ? await postgresServer() : undefined;
if (serverUrl) console.log(await benchDatabase('postgres', serverUrl));
else if (DATABASES.includes('postgres')) console.log('\nNo PostgreSQL answered: set BENCH_DATABASE_URL to measure it.');
