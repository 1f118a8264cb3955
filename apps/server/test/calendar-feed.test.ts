import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, type CalendarFeed, type FacultyToday } from '@portal/domain';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';
import { teachCompilerDesign } from './support/teaching.js';

/** A Saturday in June (the even term: a third-year student is in S6). */
const SATURDAY = new Date('2030-06-15T06:00:00Z');
const MONDAY = new Date('2030-06-17T04:00:00Z');
let now = SATURDAY;
/** Each fetch of a feed comes a minute after the last, past the feed's cache (docs/choices.md). */
let later = 0;

describe.each(databases)('calendar feed on %s', (kind) => {
  let server: TestServer;
  let student: Fixture;
  let meStudent: Fixture;
  let faculty: Fixture;

  const feedUrl = async (who: Fixture, method = 'GET') =>
    (await server.api<{ data: CalendarFeed }>(method, 'calendar/feed', { token: who.token })).body.data.url;
  const fetchFeed = (url: string) => {
    later += 61_000;
    return fetch(`${server.url}${new URL(url).pathname}`);
  };

  beforeAll(async () => {
    server = await startServer(kind, { now: () => new Date(now.getTime() + later) });
    student = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    meStudent = await makeUser(server, 'student', { department: 'ME', currentYear: 3 });
    faculty = await makeUser(server, 'faculty', { name: 'Meera Pillai', department: 'CSE' });
    const span = { start: '2030-06-20T09:00:00+05:30', end: '2030-06-20T12:00:00+05:30' };
    for (const [title, department] of [
      ['Sports day, for all', 'all'],
      ['CSE seminar', 'CSE'],
      ['ME expo', 'ME'],
    ]) {
      const answer = await server.api('POST', 'shared/event', {
        token: faculty.token,
        body: { ...span, title, department, semester: 0 },
      });
      expect(answer.status).toBe(201);
    }
  });
  afterAll(() => server?.close());

  const teachCse6 = async () => {
    const admin = await makeUser(server, 'admin');
    await teachCompilerDesign(server, admin.token, faculty.id, [
      { day: 'monday', startTime: '09:00', endTime: '10:00' },
      { day: 'wednesday', startTime: '14:00', endTime: '15:00' },
    ]);
  };

  it('needs a token to see or renew the address', async () => {
    expect((await server.api('GET', 'calendar/feed')).status).toBe(401);
    expect((await server.api('POST', 'calendar/feed')).status).toBe(401);
  });

  it("serves the user's own events as iCalendar without a token", async () => {
    const url = await feedUrl(student);
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(student)).toBe(url);
    const answer = await fetchFeed(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    const text = await answer.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('SUMMARY:Sports day\\, for all');
    expect(text).toContain('SUMMARY:CSE seminar');
    expect(text).not.toContain('ME expo');
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20300620T090000');
    expect(text).toContain('Put up by Meera Pillai');
    const me = await (await fetchFeed(await feedUrl(meStudent))).text();
    expect(me).toContain('ME expo');
    expect(me).not.toContain('CSE seminar');
  });

  it('renewing ends the old address', async () => {
    const old = await feedUrl(faculty);
    const renewed = await server.api<{ data: CalendarFeed }>('POST', 'calendar/feed', { token: faculty.token });
    expect(renewed.body.msg).toBe(SERVER_MESSAGES.feedRenewed);
    expect(renewed.body.data.url).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(renewed.body.data.url)).status).toBe(200);
  });

  it('answers 404 to a made-up or malformed address', async () => {
    expect((await fetch(`${server.url}/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/calendar/nothing.ics`)).status).toBe(404);
  });

  it("adds the own timetable's periods as weekly events in the institute's zone, and tells faculty today's periods", async () => {
    await teachCse6();
    const text = await (await fetchFeed(await feedUrl(student))).text();
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20300617T090000');
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z;BYDAY=MO\r\n/);
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20300619T140000');
    expect(text).toContain('SUMMARY:Compiler Design (CS601)');
    const teacher = await (await fetchFeed(await feedUrl(faculty))).text();
    expect(teacher).toContain('SUMMARY:Compiler Design (CS601) · CSE S6');
    expect(await (await fetchFeed(await feedUrl(meStudent))).text()).not.toContain('RRULE');

    const weekend = await server.api<{ data: FacultyToday }>('GET', 'faculty/today', { token: faculty.token });
    expect(weekend.body.data).toEqual({ day: null, periods: [] });
    now = MONDAY;
    try {
      const monday = await server.api<{ data: FacultyToday }>('GET', 'faculty/today', { token: faculty.token });
      expect(monday.body.data).toEqual({
        day: 'monday',
        periods: [
          {
            subject: 'cs601',
            name: 'Compiler Design',
            startTime: '09:00',
            endTime: '10:00',
            department: 'CSE',
            semester: 6,
          },
        ],
      });
    } finally {
      now = SATURDAY;
    }
    expect((await server.api('GET', 'faculty/today', { token: student.token })).status).toBe(403);
    expect((await server.api('GET', 'faculty/today')).status).toBe(401);
  });
});
