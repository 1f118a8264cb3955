import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { TIME_ZONE } from './constants';
import { RAZORPAY_TEST, startRazorpayStandIn } from './razorpayStandIn';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the portal under test answers, e.g. http://localhost:41234 */
    baseUrl: string;
    /** The server's log as it is written: the tests read e-mailed links from it (no SMTP here). */
    serverLog: string;
  }
}

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
 * Starts the BUILT portal (what `npm start` serves) on a free port with a fresh embedded
 * database holding the demo college, hands its address to the tests, and stops it after.
 */
export default async function setup(project: TestProject) {
  for (const file of [serverEntry, webBuild]) {
    if (!existsSync(file)) throw new Error(`${path.relative(repoRoot, file)} is missing: run "npm run build" first.`);
  }
  // One folder for everything this run writes (database, server log, camera videos, Chromium's
  // profiles, screenshots), so two runs never share a path and nothing is left behind.
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-'));
  // The test workers start after this and inherit it: their temporary files land in the run folder.
  process.env.TMPDIR = runDir;
  const dataDir = path.join(runDir, 'data');
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Online payment works against a local stand-in for Razorpay's orders API (test keys only).
  const razorpay = await startRazorpayStandIn();

  const env: NodeJS.ProcessEnv = {
    ...process.env,
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
  project.provide('baseUrl', baseUrl);
  project.provide('serverLog', serverLog);

  return async () => {
    await stop(server);
    await razorpay.close();
    await new Promise((resolve) => logFile.end(resolve));
    // E2E_KEEP=1 keeps the folder (server log, screenshots of failures) for a look afterwards.
    if (process.env.E2E_KEEP) console.log(`The run's files are kept in ${runDir}`);
    else await rm(runDir, { recursive: true, force: true });
  };
}
