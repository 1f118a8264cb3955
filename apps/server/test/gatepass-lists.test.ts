import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gatepass } from '@portal/domain';
import { gatepasses } from '../src/modules/gatepass/schema.js';
import { users } from '../src/modules/users/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

const NOW = new Date('2030-06-15T06:00:00Z');
const TODAY = '2030-06-15T16:00:00+05:30';

describe.each(databases)("approvers' lists (%s)", (kind) => {
  let server: TestServer;
  let cseYear3: Fixture;
  let cseYear1: Fixture;
  let eceYear3: Fixture;
  let cseHod: Fixture;
  let eceHod: Fixture;
  let advisor3: Fixture;
  let advisor13: Fixture;

  const request = (who: Fixture, description: string) =>
    server.api('POST', 'gatepass/request', { token: who.token, body: { description, time: TODAY } });
  const pending = async (who: Fixture) => {
    const answer = await server.api<{ data: Gatepass[]; total: number }>('GET', 'faculty/gatepass', {
      token: who.token,
    });
    expect(answer.status).toBe(200);
    return { descriptions: answer.body.data.map((pass) => pass.description).sort(), total: answer.body.total };
  };

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    cseYear3 = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    cseYear1 = await makeUser(server, 'student', { department: 'CSE', currentYear: 1 });
    eceYear3 = await makeUser(server, 'student', { department: 'ECE', currentYear: 3 });
    cseHod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    eceHod = await makeUser(server, 'faculty', { department: 'ECE', isHod: true });
    advisor3 = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [3] });
    advisor13 = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [1, 3] });
    for (const [who, text] of [
      [cseYear3, 'cse 3'],
      [cseYear1, 'cse 1'],
      [eceYear3, 'ece 3'],
    ] as const) {
      expect((await request(who, text)).status).toBe(201);
    }
  });
  afterAll(async () => server?.close());

  it("give an HOD the department's passes and an advisor those of the advisor's years, with the total", async () => {
    expect(await pending(cseHod)).toEqual({ descriptions: ['cse 1', 'cse 3'], total: 2 });
    expect(await pending(eceHod)).toEqual({ descriptions: ['ece 3'], total: 1 });
    expect(await pending(advisor3)).toEqual({ descriptions: ['cse 3'], total: 1 });
    expect(await pending(advisor13)).toEqual({ descriptions: ['cse 1', 'cse 3'], total: 2 });
  });

  it("record the student's department on each pass, whatever the request sent", async () => {
    const rows = await server.db
      .select({ department: gatepasses.department })
      .from(gatepasses)
      .where(eq(gatepasses.studentId, eceYear3.id));
    expect(rows).toEqual([{ department: 'ECE' }]);
  });

  it('follow a student who moves to another department, passes and all', async () => {
    await server.db.update(users).set({ department: 'ECE' }).where(eq(users.id, cseYear1.id));
    expect(await pending(cseHod)).toEqual({ descriptions: ['cse 3'], total: 1 });
    expect(await pending(eceHod)).toEqual({ descriptions: ['cse 1', 'ece 3'], total: 2 });
    expect(await pending(advisor13)).toEqual({ descriptions: ['cse 3'], total: 1 });
  });

  it('page through a long list, newest first, with the total', async () => {
    for (let index = 0; index < 5; index += 1) expect((await request(cseYear3, `more ${index}`)).status).toBe(201);
    const first = await server.api<{ data: Gatepass[]; total: number }>('GET', 'faculty/gatepass?limit=2&page=1', {
      token: cseHod.token,
    });
    const second = await server.api<{ data: Gatepass[]; total: number }>('GET', 'faculty/gatepass?limit=2&page=2', {
      token: cseHod.token,
    });
    expect(first.body.total).toBe(6);
    expect(first.body.data.map((pass) => pass.description)).toEqual(['more 4', 'more 3']);
    expect(second.body.data.map((pass) => pass.description)).toEqual(['more 2', 'more 1']);
  });
});

describe.each(databases)("the student's own list (%s)", (kind) => {
  let server: TestServer;
  let student: Fixture;
  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    student = await makeUser(server, 'student');
  });
  afterAll(async () => server?.close());

  it("is ordered by the pass's time, latest first, not by when it was asked for", async () => {
    for (const [description, time] of [
      ['in two days', '2030-06-17T10:00:00+05:30'],
      ['tomorrow', '2030-06-16T10:00:00+05:30'],
      ['next week', '2030-06-22T10:00:00+05:30'],
      ['today', TODAY],
    ] as const) {
      expect(
        (await server.api('POST', 'gatepass/request', { token: student.token, body: { description, time } })).status,
      ).toBe(201);
    }
    const own = await server.api<{ data: Gatepass[] }>('GET', 'gatepass', { token: student.token });
    expect(own.body.data.map((pass) => pass.description)).toEqual(['next week', 'in two days', 'tomorrow', 'today']);
  });
});
