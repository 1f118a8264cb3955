import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type CalendarEvent } from '@portal/domain';
import { events } from '../src/modules/events/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

const NOW = new Date('2030-06-15T06:00:00Z');
const JUNE = 'start=2030-06-01T00:00:00%2B05:30&end=2030-07-01T00:00:00%2B05:30';

describe.each(databases)('events on %s', (kind) => {
  let server: TestServer;
  let cse3: Fixture;
  let cse2: Fixture;
  let me3: Fixture;
  let faculty: Fixture;
  let otherFaculty: Fixture;
  let admin: Fixture;
  let security: Fixture;

  const count = async () => (await server.db.select().from(events)).length;
  const create = async (who: Fixture, body: Record<string, unknown>) =>
    server.api<{ data: { _id: string } }>('POST', 'shared/event', { token: who.token, body });
  const list = async (who: Fixture, query = JUNE) =>
    (await server.api<{ data: CalendarEvent[] }>('GET', `shared/event?${query}`, { token: who.token })).body.data;
  const event = (title: string, department = 'all', semester = 0) => ({
    title,
    start: '2030-06-20T09:00:00+05:30',
    end: '2030-06-20T12:00:00+05:30',
    department,
    semester,
  });

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    cse3 = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    cse2 = await makeUser(server, 'student', { department: 'CSE', currentYear: 2 });
    me3 = await makeUser(server, 'student', { department: 'ME', currentYear: 3 });
    faculty = await makeUser(server, 'faculty', { name: 'Meera Pillai', department: 'CSE' });
    otherFaculty = await makeUser(server, 'faculty', { department: 'ME' });
    admin = await makeUser(server, 'admin');
    security = await makeUser(server, 'security');
    for (const [title, department, year] of [
      ['For everyone', 'all', 0],
      ['CSE all years', 'CSE', 0],
      ['CSE third years', 'CSE', 3],
      ['Third years of all departments', 'all', 3],
      ['ME only', 'ME', 0],
      ['CSE second years', 'CSE', 2],
    ] as const) {
      expect((await create(faculty, event(title, department, year))).status).toBe(201);
    }
  });
  afterAll(() => server?.close());

  it('creates an event for faculty and admins with the documented message', async () => {
    const answer = await create(admin, { ...event('Admin notice'), semester: '0' });
    expect(answer.status).toBe(201);
    expect(answer.body.msg).toBe(MESSAGES.eventCreated);
    const mine = (await list(admin)).find((item) => item._id === answer.body.data._id)!;
    expect(mine).toMatchObject({ title: 'Admin notice', department: 'all', semester: 0, canDelete: true });
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await count();
    const blank = await create(faculty, event('   '));
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe(MESSAGES.required);
    const backwards = await create(faculty, { ...event('Backwards'), end: '2030-06-20T08:00:00+05:30' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.msg).toBe(SERVER_MESSAGES.eventEndsBeforeStart);
    expect((await create(faculty, event('Bad department', 'XYZ'))).body.msg).toBe(SERVER_MESSAGES.eventDepartment);
    expect((await create(faculty, event('Bad year', 'all', 5))).status).toBe(400);
    expect((await create(faculty, { ...event('No start'), start: undefined })).status).toBe(400);
    expect((await server.api('GET', 'shared/event?start=yesterday', { token: cse3.token })).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('answers 401 without a token and 403 to students and security who try to create', async () => {
    expect((await server.api('GET', `shared/event?${JUNE}`)).status).toBe(401);
    expect((await server.api('POST', 'shared/event', { body: event('x') })).status).toBe(401);
    expect((await create(cse3, event('Student event'))).status).toBe(403);
    expect((await create(security, event('Gate event'))).status).toBe(403);
  });

  it('shows a student only the events for all and for the own department and year', async () => {
    const titles = (await list(cse3)).map((item) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining(['For everyone', 'CSE all years', 'CSE third years', 'Third years of all departments']),
    );
    expect(titles).not.toContain('ME only');
    expect(titles).not.toContain('CSE second years');
    const me = (await list(me3)).map((item) => item.title);
    expect(me).toContain('ME only');
    expect(me).toContain('Third years of all departments');
    expect(me).not.toContain('CSE all years');
    const second = (await list(cse2)).map((item) => item.title);
    expect(second).toContain('CSE second years');
    expect(second).not.toContain('CSE third years');
  });

  it('shows staff every event, with who put it up and whether they may delete it', async () => {
    const all = await list(otherFaculty);
    expect(all.map((item) => item.title)).toEqual(
      expect.arrayContaining(['ME only', 'CSE second years', 'CSE third years']),
    );
    const one = all.find((item) => item.title === 'CSE third years')!;
    expect(one).toMatchObject({ uploadBy: 'Meera Pillai', department: 'CSE', semester: 3, canDelete: false });
    expect((await list(faculty)).find((item) => item.title === 'CSE third years')!.canDelete).toBe(true);
    expect((await list(cse3)).every((item) => !item.canDelete)).toBe(true);
  });

  it('reads only the span asked for', async () => {
    expect(await list(faculty, 'start=2030-07-01T00:00:00Z&end=2030-08-01T00:00:00Z')).toEqual([]);
    expect(await list(faculty, 'start=2030-06-20T11:00:00Z&end=2030-06-21T00:00:00Z')).toEqual([]);
    expect((await list(faculty, 'start=2030-06-20T05:00:00Z&end=2030-06-20T06:00:00Z')).length).toBeGreaterThan(0);
  });

  it('lets only the creator or an admin delete, and answers 404 for an unknown event', async () => {
    const made = (await create(faculty, event('To delete'))).body.data._id;
    expect((await server.api('DELETE', `shared/event/${made}`, { token: otherFaculty.token })).status).toBe(403);
    expect((await server.api('DELETE', `shared/event/${made}`, { token: cse3.token })).status).toBe(403);
    expect((await server.api('DELETE', `shared/event/${made}`)).status).toBe(401);
    const gone = await server.api('DELETE', `shared/event/${made}`, { token: faculty.token });
    expect(gone.status).toBe(200);
    expect(gone.body.msg).toBe(SERVER_MESSAGES.eventDeleted);
    expect((await server.api('DELETE', `shared/event/${made}`, { token: faculty.token })).status).toBe(404);
    expect((await server.api('DELETE', 'shared/event/not-a-uuid', { token: faculty.token })).status).toBe(400);

    const another = (await create(faculty, event('Admin removes'))).body.data._id;
    expect((await server.api('DELETE', `shared/event/${another}`, { token: admin.token })).status).toBe(200);
    expect((await list(admin)).some((item) => item._id === another)).toBe(false);
  });
});
