import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, makeUser, startServer, type TestServer } from './helpers.js';

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
    const answer = await server.api('GET', 'user/getUser', { token: user.token, headers: { 'x-request-id': 'one-line-test' } });
    expect(answer.status).toBe(200);
    const mine = lines.filter((line) => line.reqId === 'one-line-test');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ method: 'GET', url: '/api/user/getUser', statusCode: 200, msg: 'request' });
    expect(typeof mine[0]!.ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(user.token);
  });
});
