import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RUN_ENV, TIME_ZONE } from './constants';
import { RAZORPAY_TEST, startRazorpayStandIn } from './razorpayStandIn';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverEntry = path.join(repoRoot, 'apps/server/dist/bundle/server.js');
const webBuild = path.join(repoRoot, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 120_000;

/** Asks the OS for a port nobody listens on. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilAnswers(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode} before answering.\n${log()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${STARTUP_TIMEOUT_MS / 1000} s.\n${log()}`);
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const forced = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(forced);
}

/**
 * Starts the BUILT portal (what `npm start` serves) once for the whole run, on a free port of
 * 127.0.0.1 with a fresh embedded database holding the demo college, hands its address to the test
 * workers (through the environment they inherit, RUN_ENV) and stops it after the last test.
 */
export default async function globalSetup() {
  for (const file of [serverEntry, webBuild]) {
    if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing: run "npm run build" first.`);
  }
  // One folder for everything this run writes (database, server log, signed-in states, camera
  // videos, Chromium's profiles), so two runs never share a path and nothing is left behind.
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-'));
  await mkdir(path.join(runDir, 'auth'));
  // The test workers start after this and inherit it: their temporary files land in the run folder.
  process.env.TMPDIR = runDir;
  const dataDir = path.join(runDir, 'data');
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Online payment works against a local stand-in for Razorpay's orders API (test keys only).
  const razorpay = await startRazorpayStandIn();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    NODE_ENV: 'test',
    PUBLIC_URL: baseUrl,
    // info: without SMTP_URL the server logs the e-mails it would send, reset links included.
    LOG_LEVEL: 'info',
    // The browser runs in the same zone, so "today" means the same day to both.
    TIME_ZONE,
    RAZORPAY_KEY_ID: RAZORPAY_TEST.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY_TEST.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY_TEST.webhookSecret,
    RAZORPAY_API_URL: razorpay.url,
  };
  // Always the embedded database: the tests need a fresh demo college of their own.
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  delete env.WORKERS;

  let output = '';
  const serverLog = path.join(runDir, 'server.log');
  const logFile = createWriteStream(serverLog);
  const server = spawn(process.execPath, [serverEntry], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    logFile.write(chunk);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  try {
    await waitUntilAnswers(`${baseUrl}/api/config`, server, () => output);
  } catch (error) {
    await stop(server);
    await razorpay.close();
    throw error;
  }
  process.env[RUN_ENV.baseUrl] = baseUrl;
  process.env[RUN_ENV.serverLog] = serverLog;
  process.env[RUN_ENV.runDir] = runDir;

  return async () => {
    await stop(server);
    await razorpay.close();
    await new Promise((resolve) => logFile.end(resolve));
    // E2E_KEEP=1 keeps the folder (server log, database) for a look afterwards.
    if (process.env.E2E_KEEP) console.log(`The run's files are kept in ${runDir}`);
    else await rm(runDir, { recursive: true, force: true });
  };
}
