import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { FORM_BODY_LIMIT } from '../src/app.js';
import { gatepasses, scans } from '../src/modules/gatepass/schema.js';
import { users } from '../src/modules/users/schema.js';
import { databases, makeUser, startServer, waitFor, type Fixture, type TestServer } from './helpers.js';

const NOW = new Date('2030-06-15T06:00:00Z');
const TODAY = '2030-06-15T16:00:00+05:30';

describe.each(databases)('hostile text (%s)', (kind) => {
  let server: TestServer;
  let student: Fixture;
  let guard: Fixture;

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW, env: { SELF_REGISTRATION: 'open' } });
    student = await makeUser(server, 'student', { name: 'Original Name', department: 'CSE', currentYear: 3 });
    guard = await makeUser(server, 'security');
  });
  afterAll(async () => server?.close());

  const refusedWithControlMessage = (answer: { status: number; body: { msg?: string } }) => {
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe(SERVER_MESSAGES.controlCharacters);
  };

  it('refuses a NUL in sign-up and creates nobody', async () => {
    const email = 'nul.signup@test.example';
    const answer = await server.api('POST', 'auth/signup', {
      body: { name: 'Bad\u0000Name', email, number: '9876543210', password: 'Passw0rd!', confirm: 'Passw0rd!' },
    });
    refusedWithControlMessage(answer);
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a NUL in a password wherever one is chosen or typed, and creates nobody', async () => {
    const email = 'nul.password@test.example';
    const password = 'Passw0rd\u0000';
    refusedWithControlMessage(
      await server.api('POST', 'auth/signup', {
        body: { name: 'Nul Password', email, number: '9876543210', password, confirm: password },
      }),
    );
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const admin = await makeUser(server, 'admin');
    refusedWithControlMessage(
      await server.api('POST', 'admin/adduser', {
        token: admin.token,
        body: { email, password: 'initial\u0000pass', type: 'admin' },
      }),
    );
    expect(await server.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    refusedWithControlMessage(
      await server.api('POST', 'user/updateuser', {
        token: student.token,
        body: { name: 'Fine Name', number: '9876543210', password, confirm: password },
      }),
    );
    refusedWithControlMessage(
      await server.api('POST', 'auth/reset-password', { body: { token: 'x'.repeat(43), password, confirm: password } }),
    );
    refusedWithControlMessage(await server.api('POST', 'auth/signin', { body: { email, password } }));
  });

  it('refuses a NUL anywhere in the profile, parent details included, and changes nothing', async () => {
    const base = { name: 'Fine Name', number: '9876543210' };
    for (const body of [
      { ...base, name: 'Bad\u0000' },
      { ...base, address: 'Street\u0000' },
      { ...base, parentDetails: { father: { name: 'Dad\u0000' } } },
      { ...base, parentDetails: { mother: { name: '\u0007' } } },
    ]) {
      refusedWithControlMessage(await server.api('POST', 'user/updateuser', { token: student.token, body }));
    }
    const [row] = await server.db.select({ name: users.name }).from(users).where(eq(users.id, student.id));
    expect(row?.name).toBe('Original Name');
  });

  it('keeps newlines in an address and refuses a name of invisible characters only', async () => {
    const ok = await server.api('POST', 'user/updateuser', {
      token: student.token,
      body: { name: 'Fine Name', number: '9876543210', address: 'House 4\nMain Road' },
    });
    expect(ok.status).toBe(200);
    const blank = await server.api('POST', 'user/updateuser', {
      token: student.token,
      body: { name: '\u200B\u2060', number: '9876543210' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe(MESSAGES.required);
  });

  it('refuses a NUL in a gate pass request and edit, and a description of zero-width spaces', async () => {
    refusedWithControlMessage(
      await server.api('POST', 'gatepass/request', {
        token: student.token,
        body: { description: 'x\u0000', time: TODAY },
      }),
    );
    const blank = await server.api('POST', 'gatepass/request', {
      token: student.token,
      body: { description: '\u200B\u200B', time: TODAY },
    });
    expect(blank.body.msg).toBe(MESSAGES.required);
    expect(await server.db.select().from(gatepasses).where(eq(gatepasses.studentId, student.id))).toHaveLength(0);

    expect(
      (
        await server.api('POST', 'gatepass/request', {
          token: student.token,
          body: { description: 'Bank\nthen home', time: TODAY },
        })
      ).status,
    ).toBe(201);
    const [pass] = await server.db.select().from(gatepasses).where(eq(gatepasses.studentId, student.id));
    expect(pass?.description).toBe('Bank\nthen home');
    refusedWithControlMessage(
      await server.api('POST', 'gatepass/edit', {
        token: student.token,
        body: { _id: pass!.id, description: 'y\u0000', time: TODAY },
      }),
    );
    const [after] = await server.db.select().from(gatepasses).where(eq(gatepasses.id, pass!.id));
    expect(after?.description).toBe('Bank\nthen home');
  });

  it('refuses a scan holding a NUL at the gate, and still logs it', async () => {
    const before = await server.db.select().from(scans);
    refusedWithControlMessage(
      await server.api('POST', 'security/verify', { token: guard.token, body: { gatepassId: 'abc\u0000def' } }),
    );
    const after = await server.db.select().from(scans);
    expect(after).toHaveLength(before.length + 1);
    const logged = after.find((scan) => !before.some((old) => old.id === scan.id));
    expect(logged).toMatchObject({ result: 'refused', rawInput: 'abc\uFFFDdef', scannedBy: guard.id });
  });
});

describe.each(databases)('hostile bodies (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind);
  });
  afterAll(async () => server?.close());

  it('refuses a body over the form limit with 413 before parsing it, however it is nested', async () => {
    const nested = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    const huge = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: nested,
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { msg: string }).msg).toBe(SERVER_MESSAGES.requestTooLarge);
  });

  it('answers a deeply nested body under the limit with 400, not an error', async () => {
    const depth = FORM_BODY_LIMIT / 2 - 100;
    const answer = await fetch(`${server.url}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `${'['.repeat(depth)}${']'.repeat(depth)}`,
    });
    expect(answer.status).toBe(400);
  });

  it('takes a form just under the limit', async () => {
    const answer = await server.api('POST', 'auth/forgot-password', {
      body: { email: 'someone@test.example', padding: 'x'.repeat(FORM_BODY_LIMIT - 200) },
    });
    expect(answer.status).toBe(200);
  });
});

describe.each(databases)('the time of a gate pass (%s)', (kind) => {
  let server: TestServer;
  let student: Fixture;
  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    student = await makeUser(server, 'student');
  });
  afterAll(async () => server?.close());

  it('may be up to 90 days ahead, not further, with its own message', async () => {
    const request = (time: string) =>
      server.api('POST', 'gatepass/request', { token: student.token, body: { description: 'Trip', time } });
    expect((await request('2030-09-12T10:00:00+05:30')).status).toBe(201);
    for (const far of ['2030-09-14T10:00:00+05:30', '9999-01-01T10:00:00+05:30']) {
      const answer = await request(far);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(SERVER_MESSAGES.gatepassTimeTooFar);
    }
    const [pass] = await server.db.select().from(gatepasses).where(eq(gatepasses.studentId, student.id));
    const edit = await server.api('POST', 'gatepass/edit', {
      token: student.token,
      body: { _id: pass!.id, description: 'Trip', time: '9999-01-01T10:00:00+05:30' },
    });
    expect(edit.body.msg).toBe(SERVER_MESSAGES.gatepassTimeTooFar);
    expect(await server.db.select().from(gatepasses).where(eq(gatepasses.studentId, student.id))).toHaveLength(1);
  });
});

describe.each(databases)('deeply nested bodies (%s)', (kind) => {
  const log: Array<{ url?: string; statusCode?: number; ms?: number; msg?: string }> = [];
  let server: TestServer;
  let admin: Fixture;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) log.push(JSON.parse(line));
        callback();
      },
    });
    server = await startServer(kind, { logger: { level: 'info', stream } });
    admin = await makeUser(server, 'admin');
  });
  afterAll(async () => server?.close());

  const post = (path: string, body: string, token?: string) =>
    fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  /** Calls `send` while JSON.parse is watched, and answers whether it was ever given one of `bodies`. */
  const parsedAnyOf = async (bodies: string[], send: () => Promise<unknown>) => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      await send();
      return parse.mock.calls.some(([text]) => bodies.includes(text));
    } finally {
      parse.mockRestore();
    }
  };

  it('refuses 64 KB nested 32,000 deep to the anonymous sign-in, eight at a time, before parsing it', async () => {
    const body = nested(32_000);
    const answers: Response[] = [];
    const parsed = await parsedAnyOf([body], async () => {
      answers.push(...(await Promise.all(Array.from({ length: 8 }, () => post('auth/signin', body)))));
    });
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { msg: string }).msg).toBe(SERVER_MESSAGES.tooDeeplyNested);
    }
    expect(parsed).toBe(false);
  });

  it("refuses 1 MB nested 500,000 deep to the admin's bulk upload at once, while others are served", async () => {
    const body = nested(500_000);
    const user = await makeUser(server, 'student');
    let refusal: Response | undefined;
    let other: { status: number } | undefined;
    const parsed = await parsedAnyOf([body], async () => {
      [refusal, other] = await Promise.all([
        post('admin/addusers', body, admin.token),
        server.api('GET', 'user/getUser', { token: user.token }),
      ]);
    });
    expect(refusal!.status).toBe(400);
    expect(((await refusal!.json()) as { msg: string }).msg).toBe(SERVER_MESSAGES.tooDeeplyNested);
    expect(other!.status).toBe(200);
    expect(parsed).toBe(false);
    // The handler's own time, from the request log: it took 13-15 s when the body was parsed.
    const line = await waitFor(() =>
      log.find((entry) => entry.msg === 'request' && entry.url === '/api/admin/addusers'),
    );
    expect(line.ms).toBeLessThan(1000);
  });

  it('takes nesting a form may have, and brackets inside strings', async () => {
    const deepEnough = `{"email":${nested(20).replace('[]', '"a@b.example"')}}`;
    const answer = await post('auth/forgot-password', deepEnough);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { msg: string }).msg).not.toBe(SERVER_MESSAGES.tooDeeplyNested);
    const inString = await post(
      'auth/forgot-password',
      JSON.stringify({ email: 'someone@test.example', note: `"${'['.repeat(100)}\\"{{{{` }),
    );
    expect(inString.status).toBe(200);
  });
});
