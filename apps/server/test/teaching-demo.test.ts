import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  isWeekday,
  type AttendanceSummary,
  type DiscussionPage,
  type ExamType,
  type FacultyClass,
  type StudentMark,
  type SubjectAttendance,
} from '@portal/domain';
import { DEMO_PASSWORD, loadDemoCollege } from '../src/demo/seed.js';
import { dayInZone } from '../src/lib/time.js';
import { databases, startServer, type TestServer } from './helpers.js';

/** The demo's teaching data (docs/rules.md, "Demo college"): what the exam and attendance screens show. */
describe.each(databases)('the demo college teaches on %s', (kind) => {
  let server: TestServer;
  const loadedAt = new Date();
  const token = async (email: string) =>
    (
      await server.api<{ token: string }>('POST', 'auth/signin', {
        body: { email: `${email}@college.example`, password: DEMO_PASSWORD },
      })
    ).body.token;

  beforeAll(async () => {
    server = await startServer(kind);
    // How fast the demo loads is measured by the benchmark (docs/benchmarks.md), not here.
    await loadDemoCollege(server.db, loadedAt);
  });
  afterAll(() => server?.close());

  it('has the three exam types, and exams with marks for student.cse', async () => {
    const student = await token('student.cse');
    const types = await server.api<{ data: ExamType[] }>('GET', 'shared/examtype', { token: student });
    expect(types.body.data.map((type) => type.type).sort()).toEqual(['Assignment', 'Series 1', 'Series 2']);
    const marks = await server.api<{ data: StudentMark[] }>('GET', 'student/marks', { token: student });
    expect(marks.body.data.length).toBeGreaterThanOrEqual(4);
    // The latest exam is still being entered: student.cse was absent, and some have no entry yet.
    const latest = marks.body.data[0]!;
    expect(latest).toMatchObject({ state: 'absent', marks: null, passed: null });
    const faculty = await token('faculty.cse');
    const entries = await server.api<{ statistics: { absent: number; notEntered: number } }>(
      'GET',
      `faculty/exam/${latest.exam}/marks`,
      { token: faculty },
    );
    expect(entries.body.statistics).toMatchObject({ absent: 1, notEntered: 3 });
  });

  it('gives faculty.cse classes and student.cse attendance with one subject under 75%', async () => {
    const classes = await server.api<{ data: FacultyClass[] }>('GET', 'faculty/classes', {
      token: await token('faculty.cse'),
    });
    expect(classes.body.data.length).toBeGreaterThanOrEqual(2);
    const attendance = await server.api<{ data: SubjectAttendance[] }>('GET', 'student/attendance', {
      token: await token('student.cse'),
    });
    expect(attendance.body.data.length).toBeGreaterThan(0);
    // One period of faculty.cse's was taken again by the HOD.
    const hod = await token('hod.cse');
    const records: AttendanceSummary[] = [];
    for (const { subject } of classes.body.data) {
      const answer = await server.api<{ data: AttendanceSummary[] }>(
        'GET',
        `faculty/attendance?department=${subject.department}&semester=${subject.semester}&subjectCode=${subject.code}`,
        { token: hod },
      );
      records.push(...answer.body.data);
    }
    const retaken = records.filter((record) => /late arrivals/.test(record.topic));
    if (records.length > 0)
      expect(retaken).toEqual([expect.objectContaining({ takenBy: expect.stringMatching(/\S/) })]);
    const held = attendance.body.data.filter((row) => row.held > 0);
    // The term has begun on a weekday before today in every month but the first days of July and January.
    if (held.length > 0) expect(held.some((row) => row.percentage < 75)).toBe(true);
  });

  it("has threads with replies on the boards of student.cse's and student.me's classes, by the demo logins", async () => {
    const cse = await server.api<DiscussionPage>('GET', 'shared/discussion', { token: await token('student.cse') });
    expect(cse.status).toBe(200);
    expect(cse.body.department).toBe('CSE');
    expect(cse.body.data.length).toBeGreaterThanOrEqual(3);
    expect(cse.body.data.some((thread) => thread.replies.length > 0)).toBe(true);
    expect(cse.body.data.every((thread) => thread.author !== null)).toBe(true);
    expect(cse.body.data.some((thread) => thread.author?.type === 'faculty')).toBe(true);
    // faculty.cse teaches the class, so reads the same board.
    const asTeacher = await server.api<DiscussionPage>(
      'GET',
      `shared/discussion?department=CSE&semester=${cse.body.semester}`,
      { token: await token('faculty.cse') },
    );
    expect(asTeacher.body.total).toBe(cse.body.total);
    const me = await server.api<DiscussionPage>('GET', 'shared/discussion', { token: await token('student.me') });
    expect(me.body.data.length).toBeGreaterThanOrEqual(1);
  });

  it("dates every demo post within college hours, in the institute's time zone, on the college days before the load day", async () => {
    const boards = await Promise.all(
      ['student.cse', 'student.me'].map(
        async (login) =>
          (await server.api<DiscussionPage>('GET', 'shared/discussion', { token: await token(login) })).body.data,
      ),
    );
    const posts = boards.flat().flatMap((thread) => [thread, ...thread.replies]);
    expect(posts.length).toBeGreaterThanOrEqual(10);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: DEFAULT_TIME_ZONE,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
    });
    const today = dayInZone(loadedAt, DEFAULT_TIME_ZONE);
    for (const post of posts) {
      const day = dayInZone(new Date(post.createdAt), DEFAULT_TIME_ZONE);
      const time = clock.format(new Date(post.createdAt));
      expect({ day, weekday: isWeekday(day), beforeToday: day < today }).toEqual({
        day,
        weekday: true,
        beforeToday: true,
      });
      expect(time >= '09:00' && time <= '16:40', `${post.text} at ${time}`).toBe(true);
    }
    // The newest post is on the last college day before the load day.
    const newest = posts
      .map((post) => dayInZone(new Date(post.createdAt), DEFAULT_TIME_ZONE))
      .sort()
      .at(-1)!;
    let lastCollegeDay = new Date(loadedAt.getTime() - 86_400_000);
    while (!isWeekday(dayInZone(lastCollegeDay, DEFAULT_TIME_ZONE)))
      lastCollegeDay = new Date(lastCollegeDay.getTime() - 86_400_000);
    expect(newest).toBe(dayInZone(lastCollegeDay, DEFAULT_TIME_ZONE));
  });
});
