import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type ExamType } from '@portal/domain';
import { examTypes } from '../src/modules/exams/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

describe.each(databases)('exam types on %s', (kind) => {
  let server: TestServer;
  let admin: Fixture;
  let faculty: Fixture;
  let student: Fixture;

  const list = async (who: Fixture = admin) =>
    (await server.api<{ data: ExamType[] }>('GET', 'admin/examtype', { token: who.token })).body.data;
  const create = (body: unknown, who: Fixture = admin) =>
    server.api<{ data: ExamType }>('POST', 'admin/examtype', { token: who.token, body });

  beforeAll(async () => {
    server = await startServer(kind);
    admin = await makeUser(server, 'admin');
    faculty = await makeUser(server, 'faculty', { department: 'CSE' });
    student = await makeUser(server, 'student');
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.db.delete(examTypes);
  });

  it('creates a type, lists it to the admin and to everyone signed in', async () => {
    const answer = await create({ type: ' Series 1 ', maxMark: '50', passMark: 20 });
    expect(answer.status).toBe(201);
    expect(answer.body.msg).toBe(MESSAGES.examTypeCreated);
    expect(await list()).toEqual([{ _id: answer.body.data._id, type: 'Series 1', maxMark: 50, passMark: 20 }]);
    const shared = await server.api<{ data: ExamType[] }>('GET', 'shared/examtype', { token: student.token });
    expect(shared.body.data).toHaveLength(1);
    expect((await server.api('GET', 'shared/examtype')).status).toBe(401);
  });

  it('refuses bad input with the documented messages and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ type: '', maxMark: 50, passMark: 20 }, MESSAGES.required],
      [{ type: 'A', maxMark: 'fifty', passMark: 20 }, MESSAGES.mustBeNumber],
      [{ type: 'A', maxMark: 50, passMark: 60 }, MESSAGES.greaterThanMaxMark],
      [{ type: 'A', maxMark: 50 }, MESSAGES.required],
    ];
    for (const [body, message] of cases) {
      const answer = await create(body);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(message);
    }
    expect(await list()).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await server.api('GET', 'admin/examtype')).status).toBe(401);
    expect((await create({ type: 'A', maxMark: 50, passMark: 20 }, faculty)).status).toBe(403);
    expect((await create({ type: 'A', maxMark: 50, passMark: 20 }, student)).status).toBe(403);
    expect((await server.api('GET', 'admin/examtype', { token: faculty.token })).status).toBe(403);
    expect(await list()).toEqual([]);
  });

  it('refuses a second type of the same name in any letter case', async () => {
    await create({ type: 'Assignment', maxMark: 10, passMark: 4 });
    const again = await create({ type: 'assignment', maxMark: 20, passMark: 4 });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(SERVER_MESSAGES.examTypeExists);
  });

  it('edits a type, with the same rules, and answers 404 for an unknown one', async () => {
    const { data } = (await create({ type: 'Series 2', maxMark: 50, passMark: 20 })).body;
    const bad = await server.api('PUT', 'admin/examtype', {
      token: admin.token,
      body: { _id: data._id, type: 'Series 2', maxMark: 10, passMark: 20 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(MESSAGES.greaterThanMaxMark);
    const good = await server.api('PUT', 'admin/examtype', {
      token: admin.token,
      body: { _id: data._id, type: 'Series II', maxMark: 60, passMark: 25 },
    });
    expect(good.status).toBe(200);
    expect(await list()).toEqual([{ _id: data._id, type: 'Series II', maxMark: 60, passMark: 25 }]);
    const missing = await server.api('PUT', 'admin/examtype', {
      token: admin.token,
      body: { _id: '00000000-0000-4000-8000-000000000000', type: 'X', maxMark: 60, passMark: 25 },
    });
    expect(missing.status).toBe(404);
    expect(
      (
        await server.api('PUT', 'admin/examtype', {
          token: faculty.token,
          body: { _id: data._id, type: 'X', maxMark: 60, passMark: 25 },
        })
      ).status,
    ).toBe(403);
  });

  it('deletes a type by the query or the body, and 404 after', async () => {
    const first = (await create({ type: 'One', maxMark: 10, passMark: 4 })).body.data;
    const second = (await create({ type: 'Two', maxMark: 10, passMark: 4 })).body.data;
    expect((await server.api('DELETE', `admin/examtype?id=${first._id}`, { token: faculty.token })).status).toBe(403);
    expect((await server.api('DELETE', `admin/examtype?id=${first._id}`, { token: admin.token })).status).toBe(200);
    expect(
      (await server.api('DELETE', 'admin/examtype', { token: admin.token, body: { id: second._id } })).status,
    ).toBe(200);
    expect((await server.api('DELETE', `admin/examtype?id=${first._id}`, { token: admin.token })).status).toBe(404);
    expect((await server.api('DELETE', 'admin/examtype?id=nope', { token: admin.token })).status).toBe(400);
    expect(await list()).toEqual([]);
  });
});
