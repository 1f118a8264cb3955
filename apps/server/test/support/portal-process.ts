import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CONFIG_ENV_NAMES } from '../../src/config.js';
import { TEST_SECRET, waitFor } from '../helpers.js';
import { freePort } from './free-port.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

let bundle: Promise<string> | undefined;
/**
 * The server in one file, as `npm run serve` runs it, bundled from the source once per test process
 * (a second or two) into a folder of its own under dist/, removed by the global setup's teardown. A process started from it answers about three times sooner than one
 * started from the source through tsx, which loads some hundreds of modules through its loader.
 */
function serverBundle(): Promise<string> {
  bundle ??= (async () => {
    // Named by the test run (the parent process, whose teardown removes it) and this process.
    const folder = path.join('dist', `test-bundle-${process.ppid}-${process.pid}`);
    await promisify(execFile)(process.execPath, ['scripts/bundle.mjs', folder], {
      cwd: serverRoot,
    });
    return path.join(serverRoot, folder, 'server.js');
  })();
  return bundle;
}

/** The real server entry point (src/index.ts) running as a process of its own. */
export interface PortalProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  dataDir: string;
  /** What it wrote so far. */
  output: () => { stdout: string; stderr: string };
  /** Resolves with the exit code once the process has ended (null when killed). */
  exited: Promise<number | null>;
  /** Resolves once it answers HTTP; throws (with its output) if it ends first or takes longer than `timeout`. */
  ready: (timeout?: number) => Promise<void>;
  /** SIGTERM, then waits for the process to end (and removes the DATA_DIR it was given by default). */
  stop: () => Promise<void>;
  /** SIGKILL, at once. */
  kill: () => void;
}

/**
 * Starts the server on a free port of 127.0.0.1, without waiting for it. Its configuration is
 * `env` over a few test defaults (a fresh DATA_DIR, TEST_SECRET, no demo, warnings only): the
 * server's variables of the calling shell (a developer's DATABASE_URL, NODE_ENV) are left out.
 */
export async function launchPortal(env: Record<string, string>): Promise<PortalProcess> {
  const [entry, port] = await Promise.all([serverBundle(), freePort()]);
  const ownDataDir = env.DATA_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'portal-process-')) : undefined;
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !CONFIG_ENV_NAMES.includes(name) && name !== 'NODE_ENV'),
  );
  // Node itself: nothing in between that a SIGKILL could leave running.
  const child = spawn(process.execPath, [entry], {
    cwd: serverRoot,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_SECRET,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const output = () => ({ stdout, stderr });
  let ended = false;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      ended = true;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;

  return {
    base,
    dataDir,
    output,
    exited,
    ready: async (timeout = 90_000) => {
      await waitFor(
        async () => {
          if (ended) throw new Error('The server process ended before answering');
          return fetch(`${base}/api/config`).then(
            (answer) => answer.ok,
            () => false,
          );
        },
        { timeout, what: `the server process on port ${port} to answer` },
      ).catch((error: Error) => {
        child.kill('SIGKILL');
        throw new Error(`${error.message}: ${JSON.stringify(output())}`);
      });
    },
    stop: async () => {
      if (!ended) child.kill('SIGTERM');
      await exited;
    },
    kill: () => void child.kill('SIGKILL'),
  };
}

/** Starts the server and waits until it answers (90 s at most, unless told). */
export async function startPortalProcess(
  env: Record<string, string>,
  { timeout = 90_000 }: { timeout?: number } = {},
): Promise<PortalProcess> {
  const portal = await launchPortal(env);
  await portal.ready(timeout);
  return portal;
}

/** Starts the server expecting it to stop by itself: its exit code, output and time taken. */
export async function portalStartThatStops(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  await serverBundle();
  const started = performance.now();
  const portal = await launchPortal(env);
  // Bounded: a start that never stops is killed after two minutes (its code is then null).
  const killer = setTimeout(portal.kill, 120_000);
  const code = await portal.exited;
  clearTimeout(killer);
  return { code, ...portal.output(), ms: performance.now() - started };
}
