import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startServer, waitFor, type TestServer } from './helpers.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/**
 * GET /api/health for a load balancer (docs/architecture.md, "Health and metrics"): the database
 * really stops answering here, through a paused proxy on PostgreSQL and the embedded database's one
 * connection held on PGlite, and the default 2 s bound is what the 503 waits for.
 */
describe.each(databases)('the health check (%s)', (kind) => {
  const lines: Array<Record<string, unknown>> = [];
  let server: TestServer;
  let proxy: TcpProxy | undefined;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    if (kind === 'postgres') {
      const target = new URL(process.env.TEST_DATABASE_URL!);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    }
    server = await startServer(kind, {
      logger: { level: 'info', stream },
      rateLimits: { signin: { perAddress: 1, perAddressAndEmail: 1 } },
      databaseThrough: proxy?.through,
    });
  });
  afterAll(async () => {
    proxy?.resume();
    await server?.close();
    await proxy?.close();
  });

  const health = async (requestId = 'health') => {
    const answer = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': requestId } });
    return { status: answer.status, text: await answer.text(), type: answer.headers.get('content-type') };
  };

  /** Makes the database stop answering; answers the function that lets it answer again. */
  const stallDatabase = async (): Promise<() => Promise<void>> => {
    if (proxy) {
      proxy.pause();
      return async () => proxy!.resume();
    }
    // The embedded database has one connection: a transaction that waits holds it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const transaction = server.db.transaction(async () => {
      begun();
      await held;
    });
    await inside;
    return async () => {
      release();
      await transaction;
    };
  };

  it('answers 200 {status: ok} and nothing else, without a sign-in, and writes no request line', async () => {
    expect(await health('health-quiet')).toEqual({
      status: 200,
      text: '{"status":"ok"}',
      type: 'application/json; charset=utf-8',
    });
    await fetch(`${server.url}/api/config`, { headers: { 'x-request-id': 'after-health' } });
    await waitFor(() => lines.some((line) => line.reqId === 'after-health'), { what: 'the next request line' });
    expect(lines.filter((line) => line.reqId === 'health-quiet')).toEqual([]);
  });

  it('answers while sign-in is refused to the same address', async () => {
    const signIn = () =>
      server.api('POST', 'auth/signin', { body: { email: 'nobody@test.example', password: 'Wrong1234' } });
    await waitFor(async () => (await signIn()).status === 429, { what: 'the sign-in limit' });
    expect((await health()).status).toBe(200);
  });

  it('answers 503 {status: unavailable} after 2 s while the database does not answer, and 200 once it does', async () => {
    const release = await stallDatabase();
    try {
      const started = performance.now();
      const [first, second] = await Promise.all([health('health-down'), health()]);
      const waited = performance.now() - started;
      for (const answer of [first, second]) {
        expect(answer).toEqual({
          status: 503,
          text: '{"status":"unavailable"}',
          type: 'application/json; charset=utf-8',
        });
      }
      expect(waited).toBeGreaterThanOrEqual(1_990);
      expect(waited).toBeLessThan(10_000);
      // Worth one warning in the log, never a request line.
      await waitFor(() => lines.some((line) => line.level === 40 && /health/i.test(String(line.msg))), {
        what: 'the warning',
      });
      expect(lines.filter((line) => line.reqId === 'health-down')).toEqual([]);
    } finally {
      await release();
    }
    await waitFor(async () => (await health()).status === 200, { what: 'the health check to recover' });
    expect(await health()).toMatchObject({ status: 200, text: '{"status":"ok"}' });
  });
});
