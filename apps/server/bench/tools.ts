/**
 * What the benchmarks share (bench/run.ts, bench/storage.ts; docs/benchmarks.md, "How to run it"):
 * processes started and stopped, autocannon runs in a process of their own, sign-in, the tables.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/demo/seed.js';
import { freePort } from '../test/support/free-port.js';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Seconds of each call's load run first and not measured (BENCH_WARMUP_SECONDS): the figures are the steady state. */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
/** The built server, the file `npm start` runs. */
export const serverEntry = path.join(serverRoot, 'dist/bundle/server.js');
const cannon = path.join(serverRoot, 'bench/cannon.ts');
export const JWT_SECRET = 'bench-secret-long-enough-0123456789abcdef';

export interface Figures {
  name: string;
  rps: number;
  /** Requests answered in the run. */
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/**
 * Starts a process and resolves once `url` answers; `ms` is how long that took. A process that does
 * not answer within `timeoutMs` is killed.
 */
export async function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  url: string,
  timeoutMs = 60_000,
) {
  const started = performance.now();
  let output = '';
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Drained, so a chatty process never blocks on a full pipe; kept short for error reports.
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited:\n${output}`);
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output}`);
    }
    if (
      await fetch(url).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const ms = performance.now() - started;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  };
  return { ms, stop, pid: child.pid! };
}

export interface Load {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  token?: string;
  body?: unknown;
  /** A body sent as it is (a multipart upload) instead of `body` as JSON. */
  raw?: { contentType: string; content: Buffer };
  /** Each connection's own requests, sent in turn (connection i takes sequence i mod their number); else every connection sends the call above. */
  sequences?: { path: string; body?: unknown; token?: string }[][];
  /** Connections for this call alone, instead of BENCH_CONNECTIONS. */
  connections?: number;
}

/** One autocannon run in its own process (bench/cannon.ts), read from its JSON report. */
export async function load(base: string, call: Load): Promise<Figures> {
  const step = (one: { path: string; body?: unknown; token?: string }) => {
    const headers: Record<string, string> =
      call.method === 'POST' ? { 'content-type': call.raw?.contentType ?? 'application/json' } : {};
    const token = one.token ?? call.token;
    if (token) headers.authorization = `Bearer ${token}`;
    const body = call.raw
      ? { bodyBase64: call.raw.content.toString('base64') }
      : { body: JSON.stringify(one.body ?? {}) };
    return { method: call.method ?? 'GET', path: one.path, headers, ...(call.method === 'POST' ? body : {}) };
  };
  const sequences = (call.sequences ?? [[{ path: call.path, body: call.body }]]).map((sequence) => sequence.map(step));
  const report = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cannon], { stdio: ['pipe', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`the load generator exited ${code}`))));
    child.stdin.end(
      JSON.stringify({
        base,
        connections: call.connections ?? CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        sequences,
      }),
    );
  });
  const result = JSON.parse(report) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    name: call.name,
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The ceiling every figure is read against: a bare Fastify route (bench/ceiling.ts) loaded the same way. */
export async function measureCeiling(): Promise<Figures> {
  const port = await freePort();
  const ceiling = await startProcess(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, 'bench/ceiling.ts')],
    { PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
  try {
    return await load(`http://127.0.0.1:${port}`, { name: 'bare Fastify JSON route (ceiling)', path: '/' });
  } finally {
    await ceiling.stop();
  }
}

/**
 * Waits until the server answers a light call promptly again: when a run ends, the server may still
 * be working through the requests it had taken in, which would count against the next call.
 */
export async function settle(base: string): Promise<void> {
  const until = performance.now() + 15_000;
  while (performance.now() < until) {
    const started = performance.now();
    await fetch(`${base}/api/config`).catch(() => undefined);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function signIn(base: string, email: string): Promise<{ token: string; ms: number }> {
  const started = performance.now();
  const answer = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await answer.json()) as { token?: string; msg?: string };
  if (!body.token) throw new Error(`sign-in of ${email} failed: ${answer.status} ${body.msg}`);
  return { token: body.token, ms: performance.now() - started };
}

export const table = (title: string, rows: Figures[], ceiling: Figures) =>
  [
    `\n### ${title}\n`,
    '| call | req/s | p50 | p99 | of the ceiling | errors | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...[ceiling, ...rows].map(
      (row) =>
        `| ${row.name} | ${Math.round(row.rps).toLocaleString('en')} | ${row.p50} ms | ${row.p99} ms | ` +
        `${((row.rps / ceiling.rps) * 100).toFixed(1)}% | ${row.errors} | ${row.non2xx} |`,
    ),
  ].join('\n');
