/**
 * A load benchmark of the calls people make most: the student's own list, the approver's list,
 * the current user, the public view and a scan at the gate. It boots the real app on a fresh
 * database with the demo college (PGlite, or PostgreSQL when BENCH_DATABASE_URL is set), then
 * runs a bounded number of requests per call from a few concurrent clients over loopback and
 * prints throughput and latency percentiles. It stops by itself; nothing here is a test.
 *
 *   npm run bench -w apps/server            # PGlite
 *   BENCH_DATABASE_URL=postgres://... npm run bench -w apps/server
 */
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { parseConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { gatepasses, users } from '../src/db/schema.js';
import { DEMO_PASSWORD, loadDemoCollege } from '../src/demo/seed.js';

const REQUESTS_PER_CALL = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** No single call may hold the run longer than this. */
const TIME_LIMIT_MS = 30_000;

const handle = await openDatabase(
  process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL } : { pgliteDir: 'memory://' },
);
await runMigrations(handle);
await loadDemoCollege(handle.db);
const config = parseConfig({ DEMO_DATA: 'off', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-long-enough-0123456789abcdef' });
const app = await buildApp({ config, db: handle.db, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const signIn = async (email: string): Promise<string> => {
  const answer = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { token: string }).token;
};
const student = await signIn('student.cse@college.example');
const hod = await signIn('hod.cse@college.example');
const guard = await signIn('security@college.example');
const [owner] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'student.cse@college.example'));
const [pass] = await handle.db.select({ id: gatepasses.id }).from(gatepasses).where(eq(gatepasses.studentId, owner!.id)).limit(1);

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
}
const calls: Call[] = [
  { name: 'GET user/getUser (student)', method: 'GET', path: '/api/user/getUser', token: student },
  { name: 'GET gatepass (own list)', method: 'GET', path: '/api/gatepass', token: student },
  { name: 'GET faculty/gatepass (HOD, pending)', method: 'GET', path: '/api/faculty/gatepass', token: hod },
  { name: 'GET gatepass/view/{id} (public)', method: 'GET', path: `/api/gatepass/view/${pass!.id}` },
  // Every scan is logged, so this one measures a read, a conditional update and an insert.
  { name: 'POST security/verify', method: 'POST', path: '/api/security/verify', token: guard, body: { gatepassId: pass!.id } },
];

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

console.log(`${REQUESTS_PER_CALL} requests per call, ${CONCURRENCY} concurrent clients, ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);
for (const call of calls) {
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  const client = async () => {
    while (issued < REQUESTS_PER_CALL && performance.now() - started < TIME_LIMIT_MS) {
      issued += 1;
      const sent = performance.now();
      const answer = await fetch(`${base}${call.path}`, {
        method: call.method,
        headers: {
          ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          ...(call.body ? { 'content-type': 'application/json' } : {}),
        },
        body: call.body ? JSON.stringify(call.body) : undefined,
      });
      await answer.arrayBuffer();
      if (!answer.ok) failures += 1;
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `${call.name.padEnd(40)} ${String(Math.round(latencies.length / seconds)).padStart(6)} req/s` +
      `  p50 ${percentile(latencies, 0.5).toFixed(1)} ms  p95 ${percentile(latencies, 0.95).toFixed(1)} ms` +
      `  p99 ${percentile(latencies, 0.99).toFixed(1)} ms${failures ? `  (${failures} failed)` : ''}`,
  );
}

await app.close();
await handle.close();
