import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, DEPARTMENTS } from '@portal/domain';
import type { Database } from '../db/client.js';
import { users } from '../modules/users/schema.js';
import { dayInZone } from '../lib/time.js';
import { termStartOf } from '../modules/attendance/index.js';
import { readTermSettings } from '../modules/settings/index.js';
import { loadDemoCollege } from './seed.js';

/** The benchmark's college: the demo college grown to a real institute's size.; its classes are the demo's
 * 40 (five departments, S1-S8), which already have their subjects and timetables from the demo.
 */
export const COLLEGE_SCALE = {
  /** Students per department and year; CSE has 1,000 students, like every department here. */
  studentsPerClass: 250,
  facultyPerDepartment: 50,
  passesPerStudent: 10,
  leavesPerStudent: 4,
  /** Of every three students, two have paid each of the demo's fees (about 13,000 payments). */
  paidFeesOutOfThree: 2,
  /** Threads on every class's board this term (about three a college day over sixteen weeks), each with 0-6 replies. */
  discussionThreadsPerClass: 300,
} as const;

export interface ScaleReport {
  demoMs: number;
  growMs: number;
  students: number;
  faculty: number;
  passes: number;
  leaves: number;
  payments: number;
  /** Scans at the gate, and marks of exams. */
  scans: number;
  marks: number;
  /** Periods of attendance held, and the presence marks in them (one per student and period). */
  attendancePeriods: number;
  presenceMarks: number;
  attendanceMs: number;
  /** Discussion posts (threads and replies) on the boards of this term's classes. */
  discussionPosts: number;
}

const count = async (db: Database, query: ReturnType<typeof sql>): Promise<number> => {
  const result = (await db.execute(query)) as unknown as { rows: Array<{ n: number | string }> };
  return Number(result.rows[0]?.n ?? 0);
};

/** Every class's active students, by e-mail: the `classes` of a WITH clause. */
const classRosters = sql`classes AS (
      SELECT department, current_year, array_agg(id ORDER BY email) AS ids
      FROM users WHERE type = 'student' AND active AND current_year IS NOT NULL
      GROUP BY department, current_year
    )`;

/** 1 in the odd semesters' term, 0 in the even's: a year's semester this term is 2 x year - parity. */
async function termParity(db: Database, now: Date): Promise<number> {
  const { currentTerm } = await readTermSettings(db, now, DEFAULT_TIME_ZONE);
  return currentTerm === 'odd' ? 1 : 0;
}

/**
 * A term so far of attendance, in one statement: every period of the timetable of every class held
 * this term (the odd or even semesters, as the term setting says) on every weekday from the first
 * of the term (1 July or 1 January) to yesterday, with every active student of the class marked.
 * Nine students in ten attend about 92% of their periods, every seventh about 62% (under 75%). The
 * demo's own records of its class keep their marks; the students the scale adds join them.
 */
async function loadTermOfAttendance(db: Database, now: Date): Promise<void> {
  const parity = await termParity(db, now);
  const termStart = termStartOf(dayInZone(now, DEFAULT_TIME_ZONE), parity === 1 ? 1 : 2);
  const yesterday = dayInZone(new Date(now.getTime() - 86_400_000), DEFAULT_TIME_ZONE);
  if (yesterday < termStart) return;
  await db.execute(sql`
    WITH ${classRosters}, held AS (
      SELECT t.department, t.semester, tp.subject_id, d.day::date AS date, tp.start_time, tp.end_time, s.taught_by,
             (d.day::date - ${termStart}::date) AS days_in, row_number() OVER () AS k
      FROM timetables t
      JOIN timetable_periods tp ON tp.timetable_id = t.id
      JOIN subjects s ON s.id = tp.subject_id
      CROSS JOIN generate_series(${termStart}::date, ${yesterday}::date, interval '1 day') AS d(day)
      WHERE t.semester % 2 = ${parity}::int AND tp.day = to_char(d.day, 'FMday')
    )
    INSERT INTO attendance_periods (department, semester, subject_id, date, start_time, end_time, module, delivery_mode, topic, present, absent, taken_by)
    SELECT h.department, h.semester, h.subject_id, h.date, h.start_time, h.end_time, least(6, 1 + h.days_in / 25),
           CASE WHEN h.k % 11 = 0 THEN 'online' ELSE 'offline' END, 'Module ' || least(6, 1 + h.days_in / 25) || ', lecture ' || (1 + h.days_in % 25),
           coalesce(m.present, '{}'), coalesce(m.absent, '{}'), h.taught_by
    FROM held h
    JOIN classes c ON c.department = h.department AND c.current_year = (h.semester + 1) / 2
    -- Each student's mark from a hash of the period and the student's place in the class.
    CROSS JOIN LATERAL (
      SELECT array_agg(u.id) FILTER (WHERE u.here) AS present, array_agg(u.id) FILTER (WHERE NOT u.here) AS absent
      FROM (SELECT id, abs(hashint8(h.k * 100003 + rn)) % 100 < CASE WHEN rn % 7 = 3 THEN 62 ELSE 92 END AS here
            FROM unnest(c.ids) WITH ORDINALITY AS s(id, rn)) AS u
    ) AS m
    ON CONFLICT (subject_id, date, start_time) DO UPDATE SET
      present = attendance_periods.present || ARRAY(SELECT x FROM unnest(excluded.present) AS x WHERE x <> ALL (attendance_periods.present || attendance_periods.absent)),
      absent = attendance_periods.absent || ARRAY(SELECT x FROM unnest(excluded.absent) AS x WHERE x <> ALL (attendance_periods.present || attendance_periods.absent))`);
}

/**
 * A term of discussion on the board of every class this term (the department, and the semester its
 * year is in): 300 threads each, about three a day over the last sixteen weeks, at college
 * hours (09:00-15:00 in the institute's time zone), four in five by a student of the class and the
 * rest by a teacher of its department; each thread has 0-6 replies (three on average), twenty
 * minutes apart, by its classmates and every fourth by a teacher. The demo's own threads stay.
 */
async function loadTermOfDiscussions(db: Database, now: Date): Promise<void> {
  const parity = await termParity(db, now);
  await db.execute(sql`
    WITH ${classRosters}, teachers AS (
      SELECT department, array_agg(id ORDER BY email) AS ids FROM users WHERE type = 'faculty' AND active GROUP BY department
    ), threads AS (
      INSERT INTO discussion_posts (department, semester, author_id, text, created_at)
      SELECT c.department, c.current_year * 2 - ${parity}::int,
             CASE WHEN n % 5 = 0 AND t.ids IS NOT NULL THEN t.ids[1 + (n * 13) % cardinality(t.ids)] ELSE c.ids[1 + (n * 37) % cardinality(c.ids)] END,
             (ARRAY[
               'Has anyone got the notes of the last lecture? I missed the second half and the slides stop at the derivation.',
               'The assignment deadline is on Friday. Please upload it as one PDF with your roll number in the file name.',
               'Study group in the library after the last period today, for anyone preparing for the series test.',
               'Is the lab on Thursday moved to the afternoon, or is it still at 9? The notice board has both times.'
             ])[1 + n % 4] || ' (' || n || ')',
             ((((${now}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE})::date - (1 + (n * 7) % 112)) + time '09:00'
               + ((n * 53) % 360) * interval '1 minute') AT TIME ZONE ${DEFAULT_TIME_ZONE})
      FROM classes c
      LEFT JOIN teachers t ON t.department = c.department
      CROSS JOIN generate_series(1, ${COLLEGE_SCALE.discussionThreadsPerClass}::int) AS n
      RETURNING id, department, semester, created_at
    )
    INSERT INTO discussion_posts (department, semester, parent_id, author_id, text, created_at)
    SELECT th.department, th.semester, th.id,
           CASE WHEN r % 4 = 0 AND t.ids IS NOT NULL THEN t.ids[1 + (h + r) % cardinality(t.ids)] ELSE c.ids[1 + (h + r * 101) % cardinality(c.ids)] END,
           CASE WHEN r % 2 = 1 THEN 'Same question here, following this.' ELSE 'Thanks, that helps: I have added what I have to the shared folder.' END,
           th.created_at + r * interval '20 minutes'
    FROM threads th
    JOIN classes c ON c.department = th.department AND c.current_year = (th.semester + 1) / 2
    LEFT JOIN teachers t ON t.department = th.department
    CROSS JOIN LATERAL (SELECT abs(hashtext(th.id::text)) AS h) AS hashed
    CROSS JOIN LATERAL generate_series(1, h % 7) AS r`);
}

/**
 * The demo's exams marked for the whole class they are of, now that it has 250 students: a mark for
 * every student without one, spread from 15% to 100% of the max mark by a hash of the pair.
 */
async function loadClassMarks(db: Database): Promise<void> {
  await db.execute(sql`
    INSERT INTO exam_marks (exam_id, student_id, marks)
    SELECT e.id, u.id, round((t.max_mark * (0.15 + (abs(hashtext(e.id::text || u.id::text)) % 1000) / 1000.0 * 0.85))::numeric * 2) / 2
    FROM exams e
    JOIN exam_types t ON t.id = e.exam_type_id
    JOIN subjects s ON s.id = e.subject_id
    JOIN users u ON u.type = 'student' AND u.active AND u.department = s.department AND u.current_year = (s.semester + 1) / 2
    ON CONFLICT DO NOTHING`);
}

/**
 * Loads the demo college (its logins and fixed points stay as they are) into an empty database, then
 * grows it in a few INSERT ... SELECT statements: 250 students in every class (5,000 in all, 1,000 in
 * CSE), 50 faculty per department (250), 10 gate passes per student (50,000) spread over the past
 * and the coming weeks (a fifth pending, three fifths approved, half of the past ones used, a fifth
 * rejected), 4 leave applications per student (20,000) in the same proportions, payments of
 * the demo's fees by two of every three students and the gate's scans of those passes; the demo's
 * exams marked for their whole class; then a term so far of attendance and a term of discussion on
 * every class's board. Every account shares the demo password, hashed once.
 */
export async function loadCollegeScale(db: Database, now = new Date()): Promise<ScaleReport> {
  const started = performance.now();
  await loadDemoCollege(db, now);
  const demoMs = performance.now() - started;

  const [demoUser] = await db.select({ hash: users.passwordHash }).from(users).limit(1);
  const hash = demoUser?.hash ?? null;
  const departments = sql.join(
    DEPARTMENTS.map((department) => sql`(${department})`),
    sql`, `,
  );
  const academicYearEnd = now.getMonth() >= 6 ? now.getFullYear() + 1 : now.getFullYear();

  const growing = performance.now();
  await db.transaction(async (tx) => {
    // Top every class up to its size (the demo has a few dozen students per class).
    await tx.execute(sql`
      INSERT INTO users (email, name, type, department, current_year, passout_year, joining_year, roll_no, mobile, active, password_hash)
      SELECT lower(d.department) || '.y' || y.year || '.s' || n || '@scale.college.example',
             'Student ' || d.department || ' ' || y.year || '-' || n, 'student', d.department, y.year,
             ${academicYearEnd}::int + 4 - y.year, ${academicYearEnd}::int - y.year,
             d.department || (${academicYearEnd}::int - y.year) || lpad(n::text, 4, '0'),
             '9' || lpad(((y.year * 100000 + n * 7) % 1000000000)::text, 9, '0'), true, ${hash}
      FROM (VALUES ${departments}) AS d(department)
      CROSS JOIN generate_series(1, 4) AS y(year)
      CROSS JOIN LATERAL generate_series(1, ${COLLEGE_SCALE.studentsPerClass}::int - (
        SELECT count(*)::int FROM users u WHERE u.type = 'student' AND u.department = d.department AND u.current_year = y.year
      )) AS n`);
    await tx.execute(sql`
      INSERT INTO users (email, name, type, department, active, password_hash, mobile)
      SELECT lower(d.department) || '.f' || n || '@scale.college.example', 'Prof. ' || d.department || ' ' || n,
             'faculty', d.department, true, ${hash}, '8' || lpad((n * 7919)::text, 9, '0')
      FROM (VALUES ${departments}) AS d(department)
      CROSS JOIN LATERAL generate_series(1, ${COLLEGE_SCALE.facultyPerDepartment}::int - (
        SELECT count(*)::int FROM users u WHERE u.type = 'faculty' AND u.department = d.department
      )) AS n`);
    // Ten passes per student, times spread over the last six weeks and the next two, created a
    // day or so before their time; decided by the department's HOD.
    await tx.execute(sql`
      INSERT INTO gatepasses (student_id, description, time, status, decided_by, decided_at, used_at, created_at)
      SELECT s.id, 'Errand ' || g || ' in town', t.time,
             CASE WHEN k < 2 THEN 0 WHEN k < 8 THEN 1 ELSE -1 END,
             CASE WHEN k < 2 THEN NULL ELSE hod.id END,
             CASE WHEN k < 2 THEN NULL ELSE t.time - interval '20 hours' END,
             CASE WHEN k >= 2 AND k < 5 AND t.time < ${now} THEN t.time + interval '10 minutes' END,
             t.time - interval '26 hours'
      FROM (SELECT id, department, row_number() OVER (ORDER BY id) AS rn FROM users WHERE type = 'student') s
      CROSS JOIN generate_series(1, ${COLLEGE_SCALE.passesPerStudent}::int) AS g
      CROSS JOIN LATERAL (SELECT (s.rn * 7 + g * 3) % 10 AS k) AS kind
      CROSS JOIN LATERAL (SELECT ${now}::timestamptz + ((((s.rn * 31 + g * 977) % 1344) - 1008) * interval '1 hour') AS time) AS t
      LEFT JOIN users hod ON hod.type = 'faculty' AND hod.is_hod AND hod.department = s.department`);
    // Four leave applications per student, one a week from two weeks ago on (so none of a student's
    // overlap), every other one a half day; as many pending, approved and rejected as the passes.
    await tx.execute(sql`
      INSERT INTO leave_applications (student_id, description, type, date, to_date, from_time, to_time, status, decided_by, decided_at, created_at)
      SELECT s.id, 'Leave ' || g, CASE WHEN g % 2 = 0 THEN 'halfDay' ELSE 'fullDay' END, d.day,
             CASE WHEN g % 2 = 0 THEN NULL ELSE d.day + 1 END,
             CASE WHEN g % 2 = 0 THEN '10:00' END, CASE WHEN g % 2 = 0 THEN '13:00' END,
             CASE WHEN k < 2 THEN 0 WHEN k < 8 THEN 1 ELSE -1 END,
             CASE WHEN k < 2 THEN NULL ELSE hod.id END,
             CASE WHEN k < 2 THEN NULL ELSE d.day - interval '2 days' END,
             d.day - interval '3 days'
      FROM (SELECT id, department, row_number() OVER (ORDER BY id) AS rn FROM users WHERE type = 'student') s
      CROSS JOIN generate_series(1, ${COLLEGE_SCALE.leavesPerStudent}::int) AS g
      CROSS JOIN LATERAL (SELECT (s.rn * 7 + g * 3) % 10 AS k) AS kind
      CROSS JOIN LATERAL (SELECT (${now}::timestamptz)::date + (g * 7 - 21 + (s.rn % 5)::int) AS day) AS d
      LEFT JOIN users hod ON hod.type = 'faculty' AND hod.is_hod AND hod.department = s.department`);
    // Two of every three students have paid each demo fee, over the last month (the office's history).
    await tx.execute(sql`
      INSERT INTO payments (payment_type_id, student_id, amount_paise, razorpay_order_id, razorpay_payment_id, status, paid_at, created_at)
      SELECT t.id, s.id, t.amount_paise, 'order_scale' || s.rn || '_' || t.rn, 'pay_scale' || s.rn || '_' || t.rn, 'paid',
             ${now}::timestamptz - (((s.rn * 13 + t.rn * 7) % 720) * interval '1 hour'),
             ${now}::timestamptz - (((s.rn * 13 + t.rn * 7) % 720) * interval '1 hour') - interval '2 minutes'
      FROM (SELECT id, row_number() OVER (ORDER BY id) AS rn FROM users WHERE type = 'student' AND active) s
      CROSS JOIN (SELECT id, amount_paise, row_number() OVER (ORDER BY id) AS rn FROM payment_types) t
      WHERE (s.rn + t.rn) % 3 < ${COLLEGE_SCALE.paidFeesOutOfThree}::int
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.student_id = s.id AND p.payment_type_id = t.id AND p.status = 'paid')`);
    // The gate's log: every used pass's valid scan (with a second look at every fourth, two minutes
    // later, which finds it used), a scan of every fifth pending pass at its time, and an unknown id
    // an hour after every tenth pass that was let through: some 350 scans a day.
    await tx.execute(sql`
      INSERT INTO scans (gatepass_id, scanned_by, raw_input, result, scanned_at)
      SELECT g.id, guard.id, g.id::text, s.result, s.at
      FROM gatepasses g
      CROSS JOIN (SELECT id FROM users WHERE type = 'security' ORDER BY email LIMIT 1) guard
      CROSS JOIN LATERAL (VALUES
        ('valid', g.used_at, g.used_at IS NOT NULL),
        ('already_used', g.used_at + interval '2 minutes', g.used_at IS NOT NULL AND abs(hashtext(g.id::text)) % 4 = 0),
        ('not_approved', g.time, g.status = 0 AND g.time < ${now} AND abs(hashtext(g.id::text)) % 5 = 0)
      ) AS s(result, at, made)
      WHERE s.made
      UNION ALL
      SELECT NULL, guard.id, 'GP-' || abs(hashtext(g.id::text)), 'not_found', g.used_at + interval '1 hour'
      FROM gatepasses g
      CROSS JOIN (SELECT id FROM users WHERE type = 'security' ORDER BY email LIMIT 1) guard
      WHERE g.used_at IS NOT NULL AND abs(hashtext(g.id::text)) % 10 = 0 AND g.used_at + interval '1 hour' < ${now}`);
  });
  await loadClassMarks(db);
  const attendanceStarted = performance.now();
  await loadTermOfAttendance(db, now);
  const attendanceMs = performance.now() - attendanceStarted;
  await loadTermOfDiscussions(db, now);
  // The planner's statistics, and the visibility map that lets counts read the index alone.
  await db.execute(sql`VACUUM ANALYZE`);
  const growMs = performance.now() - growing;

  return {
    demoMs,
    growMs,
    students: await count(db, sql`SELECT count(*) AS n FROM users WHERE type = 'student'`),
    faculty: await count(db, sql`SELECT count(*) AS n FROM users WHERE type = 'faculty'`),
    passes: await count(db, sql`SELECT count(*) AS n FROM gatepasses`),
    leaves: await count(db, sql`SELECT count(*) AS n FROM leave_applications`),
    payments: await count(db, sql`SELECT count(*) AS n FROM payments`),
    scans: await count(db, sql`SELECT count(*) AS n FROM scans`),
    marks: await count(db, sql`SELECT count(*) AS n FROM exam_marks`),
    attendancePeriods: await count(db, sql`SELECT count(*) AS n FROM attendance_periods`),
    presenceMarks: await count(
      db,
      sql`SELECT sum(cardinality(present) + cardinality(absent)) AS n FROM attendance_periods`,
    ),
    attendanceMs,
    discussionPosts: await count(db, sql`SELECT count(*) AS n FROM discussion_posts`),
  };
}
