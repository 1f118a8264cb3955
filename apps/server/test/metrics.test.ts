import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../src/lib/mailer.js';
import { databases, makeUser, startServer, waitFor, type TestServer } from './helpers.js';
import { freePort } from './support/free-port.js';

/** The value of one sample of a Prometheus text exposition, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-zA-Z_]+=")/) : [];
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

/** METRICS_PORT (docs/architecture.md, "Health and metrics"): a listener of its own, one registry per app. */
describe.each(databases)('metrics (%s)', (kind) => {
  let server: TestServer;
  let metricsUrl: string;
  const delivered: Mail[] = [];
  beforeAll(async () => {
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    server = await startServer(kind, {
      env: { METRICS_PORT: String(port) },
      // Stands in for the SMTP server: a bounce is refused as a mail server refuses an unknown mailbox.
      mailer: {
        send: async (mail) => {
          if (mail.to.startsWith('bounce')) throw new Error('550 mailbox unavailable');
          delivered.push(mail);
        },
      },
    });
  });
  afterAll(async () => server?.close());

  const scrape = async () => {
    const answer = await fetch(metricsUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return answer.text();
  };

  it('has the e-mail counters at zero before any e-mail, and serves nothing on the main port', async () => {
    const text = await scrape();
    expect(sample(text, 'portal_mail_sent_total')).toBe(0);
    expect(sample(text, 'portal_mail_failed_total')).toBe(0);
    for (const accept of ['*/*', 'application/openmetrics-text;version=1.0.0,text/plain;version=0.0.4;q=0.5']) {
      expect((await fetch(`${server.url}/metrics`, { headers: { accept } })).status).toBe(404);
    }
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('counts and times requests by method, route pattern and status, never the raw address', async () => {
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    const unmatchedBefore = sample(await scrape(), 'portal_http_requests_total', unmatched) ?? 0;
    const passes = [randomUUID(), randomUUID()];
    for (const id of passes) expect((await server.api('GET', `gatepass/view/${id}`)).status).toBe(404);
    expect((await server.api('GET', 'config')).status).toBe(200);
    expect((await server.api('GET', 'no-such-call')).status).toBe(404);
    const text = await scrape();
    const view = { method: 'GET', route: '/api/gatepass/view/:id', status: '404' };
    expect(sample(text, 'portal_http_requests_total', view)).toBe(2);
    expect(sample(text, 'portal_http_request_duration_seconds_count', view)).toBe(2);
    expect(sample(text, 'portal_http_request_duration_seconds_bucket', { ...view, le: '+Inf' })).toBe(2);
    expect(sample(text, 'portal_http_request_duration_seconds_sum', view)).toBeGreaterThan(0);
    expect(sample(text, 'portal_http_requests_total', { route: '/api/config', status: '200' })).toBe(1);
    expect(sample(text, 'portal_http_requests_total', unmatched)).toBe(unmatchedBefore + 1);
    for (const id of passes) expect(text).not.toContain(id);
    expect(text).not.toContain('no-such-call');
  });

  it('times database queries and reports Node process metrics', async () => {
    const text = await scrape();
    expect(sample(text, 'portal_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'portal_db_query_duration_seconds_sum')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('shows the connections in use and a caller waiting for one', async () => {
    const max = sample(await scrape(), 'portal_db_pool_max')!;
    expect(max).toBe(kind === 'pglite' ? 1 : 10);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const begun: Array<Promise<void>> = [];
    const transactions = Array.from({ length: max }, () => {
      let begin!: () => void;
      begun.push(new Promise<void>((resolve) => (begin = resolve)));
      return server.db.transaction(async () => {
        begin();
        await held;
      });
    });
    await Promise.all(begun);
    // A Drizzle query runs when it is awaited or then'd.
    const waiting = server.db.execute(sql`select 1`).then(() => undefined);
    try {
      await waitFor(
        async () => {
          const text = await scrape();
          return (
            sample(text, 'portal_db_pool_waiting') === 1 &&
            sample(text, 'portal_db_pool_total') === max &&
            sample(text, 'portal_db_pool_idle') === 0
          );
        },
        { what: 'a caller waiting for a connection' },
      );
    } finally {
      release();
      await Promise.all([...transactions, waiting]);
    }
    const text = await scrape();
    expect(sample(text, 'portal_db_pool_waiting')).toBe(0);
    expect(sample(text, 'portal_db_pool_idle')).toBeGreaterThanOrEqual(1);
  });

  it('counts e-mails sent and failed', async () => {
    const student = await makeUser(server, 'student');
    const bounce = await makeUser(server, 'student', { email: `bounce.${randomUUID()}@test.example` });
    for (const email of [student.email, bounce.email])
      expect((await server.api('POST', 'auth/forgot-password', { body: { email } })).status).toBe(200);
    // The reset e-mail leaves after the answer: wait for both to be counted.
    await waitFor(
      async () => {
        const text = await scrape();
        return sample(text, 'portal_mail_sent_total') === 1 && sample(text, 'portal_mail_failed_total') === 1;
      },
      { what: 'one e-mail sent and one failed' },
    );
    expect(delivered.map((mail) => mail.to)).toEqual([student.email]);
  });
});
