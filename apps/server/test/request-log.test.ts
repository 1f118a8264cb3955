import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '@portal/domain';
import { users } from '../src/modules/users/schema.js';
import { loggableError } from '../src/lib/loggable-error.js';
import { databases, makeUser, startServer, waitFor, type TestServer } from './helpers.js';

describe.each(databases)('the request log (%s)', (kind) => {
  const lines: Array<Record<string, unknown>> = [];
  let server: TestServer;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    server = await startServer(kind, { logger: { level: 'info', stream } });
  });
  afterAll(async () => server?.close());

  it('writes one line per request, with its id, status and time, and never the token', async () => {
    const user = await makeUser(server, 'student');
    lines.length = 0;
    const answer = await server.api('GET', 'user/getUser', {
      token: user.token,
      headers: { 'x-request-id': 'one-line-test' },
    });
    expect(answer.status).toBe(200);
    // The line is written once the answer is sent, which may be after the client has it.
    const mine = await waitFor(
      () => {
        const found = lines.filter((line) => line.reqId === 'one-line-test');
        return found.length > 0 ? found : undefined;
      },
      { what: 'the request log line' },
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ method: 'GET', url: '/api/user/getUser', statusCode: 200, msg: 'request' });
    expect(typeof mine[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(user.token);
  });

  it('never writes a calendar feed secret or a resource link signature, as the token is kept out', async () => {
    const user = await makeUser(server, 'student');
    const feed = await server.api<{ data: CalendarFeed }>('GET', 'calendar/feed', { token: user.token });
    const feedPath = new URL(feed.body.data.url).pathname;
    const secret = feedPath
      .split('/')
      .pop()!
      .replace(/\.ics$/, '');
    const signature = 'c2lnbmF0dXJlLXRoYXQtbXVzdC1ub3QtYmUtbG9nZ2Vk';
    lines.length = 0;
    const requests = [
      { id: 'feed-log-test', path: feedPath },
      { id: 'link-log-test', path: `/api/shared/resources/file/${randomUUID()}?expires=1900000000&sig=${signature}` },
    ];
    for (const { id, path } of requests) {
      await fetch(`${server.url}${path}`, { headers: { 'x-request-id': id } });
    }
    const logged = await waitFor(
      () => {
        const found = requests.map(({ id }) => lines.find((line) => line.reqId === id));
        return found.every(Boolean) ? found : undefined;
      },
      { what: 'the request log lines' },
    );
    expect(logged[0]!.url).toBe('/api/calendar/[redacted].ics');
    expect(logged[1]!.url).toMatch(
      /\/api\/shared\/resources\/file\/[0-9a-f-]{36}\?expires=1900000000&sig=\[redacted\]$/,
    );
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(JSON.stringify(lines)).not.toContain(signature);
  });
});

/** A log stream that keeps what is written, a chunk per entry. */
function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, stream };
}

describe.each(databases)('the log of a failed query (%s)', (kind) => {
  const log = capturedLog();
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(kind, { logger: { level: 'info', stream: log.stream } });
  });
  afterAll(async () => server?.close());
  beforeEach(() => {
    log.lines.length = 0;
  });
  const failedRequestEntry = () =>
    log.lines
      .flatMap((chunk) => chunk.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === 'request failed');

  it('names the query and the database error, never the values it was given', async () => {
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$secret-hash-that-must-not-be-logged';
    // A sign-up whose insert fails in the database (the name column refuses NULL).
    const failing = server.db
      .insert(users)
      .values({ email: 'leak@test.example', type: 'student', passwordHash: secretHash, name: sql`NULL` });
    let failure: unknown;
    try {
      await failing;
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeDefined();
    server.app.log.error({ err: loggableError(failure) }, 'request failed');
    const entry = await waitFor(failedRequestEntry, { what: 'the logged error' });
    const logged = log.lines.join('');
    expect(entry.err.query).toContain('insert into "users"');
    expect(entry.err.code).toBe('23502');
    expect(logged).not.toContain('secret-hash-that-must-not-be-logged');
    expect(logged).not.toContain('leak@test.example');
  });

  it('is what the error handler writes for a request that fails', async () => {
    const user = await makeUser(server, 'student');
    // Make the profile update fail in the database, as a broken migration or constraint would.
    await server.db.execute(sql`ALTER TABLE users ADD CONSTRAINT name_not_secret CHECK (name <> 'Secret Person')`);
    const answer = await server.api('POST', 'user/updateuser', {
      token: user.token,
      body: { name: 'Secret Person', number: '9876543210' },
    });
    expect(answer.status).toBe(500);
    const entry = await waitFor(failedRequestEntry, { what: 'the logged error' });
    const logged = log.lines.join('');
    expect(entry.err.query).toContain('update "users"');
    expect(entry.err.code).toBe('23514');
    expect(logged).not.toContain('Secret Person');
  });
});
