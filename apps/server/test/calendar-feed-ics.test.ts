import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '@portal/domain';
import { databases, makeUser, startServer, testClock, type Fixture, type TestServer } from './helpers.js';
import { teachCompilerDesign } from './support/teaching.js';

/** The feed read as a calendar app reads it: the VTIMEZONEs it carries decide what TZID means. */
function parseFeed(text: string) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zones = calendar.getAllSubcomponents('vtimezone');
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
      stamp: vevent.getFirstPropertyValue('dtstamp'),
      tzids: ['dtstart', 'dtend'].map((name) => vevent.getFirstProperty(name)?.getParameter('tzid')),
    };
  });
  return { zones: zones.map((zone) => String(zone.getFirstPropertyValue('tzid'))), events };
}

/** A Saturday in June (the even term: a third-year student is in S6). */
const SATURDAY = new Date('2030-06-15T06:00:00Z');
/** Longer than the feed's answers are kept (docs/choices.md, "The calendar feed under load"). */
const PAST_THE_CACHE = 61_000;

describe.each(databases)('the calendar feed as iCalendar on %s', (kind) => {
  const clock = testClock(SATURDAY);
  let server: TestServer;
  let student: Fixture;
  let faculty: Fixture;
  let feed: string;
  let eventId: string;

  const read = async () => {
    clock.advance(PAST_THE_CACHE);
    const answer = await fetch(`${server.url}${new URL(feed).pathname}`);
    expect(answer.status).toBe(200);
    return parseFeed(await answer.text());
  };
  const named = (parsed: ReturnType<typeof parseFeed>, summary: string) =>
    parsed.events.find((event) => event.summary === summary);

  beforeAll(async () => {
    server = await startServer(kind, { now: clock.now });
    student = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    faculty = await makeUser(server, 'faculty', { name: 'Meera Pillai', department: 'CSE' });
    const admin = await makeUser(server, 'admin');
    const created = await server.api<{ data: { _id: string } }>('POST', 'shared/event', {
      token: faculty.token,
      body: {
        title: 'CSE seminar',
        start: '2030-06-20T09:00:00+05:30',
        end: '2030-06-20T12:00:00+05:30',
        department: 'CSE',
        semester: 0,
      },
    });
    expect(created.status).toBe(201);
    eventId = created.body.data._id;
    await teachCompilerDesign(server, admin.token, faculty.id, [
      { day: 'monday', startTime: '09:00', endTime: '10:00' },
    ]);
    feed = (await server.api<{ data: CalendarFeed }>('GET', 'calendar/feed', { token: student.token })).body.data.url;
  });
  afterAll(() => server?.close());

  it('carries a VTIMEZONE for every TZID it uses, and every start and end is the right instant', async () => {
    const parsed = await read();
    const tzids = new Set(parsed.events.flatMap((event) => event.tzids).filter(Boolean));
    expect(tzids.size).toBeGreaterThan(0);
    for (const tzid of tzids) expect(parsed.zones).toContain(tzid);
    expect(named(parsed, 'CSE seminar')).toMatchObject({
      start: '2030-06-20T03:30:00.000Z',
      end: '2030-06-20T06:30:00.000Z',
    });
    // Monday's 09:00-10:00 period on the institute's clock (Asia/Kolkata, UTC+05:30).
    expect(named(parsed, 'Compiler Design (CS601)')).toMatchObject({
      start: '2030-06-17T03:30:00.000Z',
      end: '2030-06-17T04:30:00.000Z',
    });
  });

  it('keeps every UID across fetches, and stamps every event', async () => {
    const first = await read();
    const second = await read();
    expect(second.events.map((event) => event.uid).sort()).toEqual(first.events.map((event) => event.uid).sort());
    expect(first.events.length).toBe(2);
    for (const event of [...first.events, ...second.events]) expect(event.stamp).toBeTruthy();
  });

  it('raises the SEQUENCE of an event that changed, and leaves the others', async () => {
    const before = await read();
    const renamed = await server.api('POST', 'user/updateuser', {
      token: faculty.token,
      body: { name: 'Meera P. Pillai', number: '9876543210' },
    });
    expect(renamed.status).toBe(200);
    const after = await read();
    expect(named(after, 'CSE seminar')!.sequence).toBeGreaterThan(named(before, 'CSE seminar')!.sequence);
    expect(named(after, 'Compiler Design (CS601)')!.sequence).toBe(named(before, 'Compiler Design (CS601)')!.sequence);
  });

  it('drops a deleted event from the feed', async () => {
    expect(named(await read(), 'CSE seminar')).toBeDefined();
    const deleted = await server.api('DELETE', `shared/event/${eventId}`, { token: faculty.token });
    expect(deleted.status).toBe(200);
    const after = await read();
    expect(named(after, 'CSE seminar')).toBeUndefined();
    expect(named(after, 'Compiler Design (CS601)')).toBeDefined();
  });
});
