import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_SECRET, waitFor } from '../helpers.js';
import { freePort } from './free-port.js';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The real server entry point (src/index.ts) as a process of its own, in a fresh DATA_DIR unless given one. */
function spawnPortal(
  env: Record<string, string>,
  port: number,
): { child: ChildProcess; dataDir: string; output: () => { stdout: string; stderr: string } } {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'portal-process-'));
  let stdout = '';
  let stderr = '';
  // Node itself with tsx's loader, not the tsx command: that runs the server in a child process of
  // its own, which a SIGKILL of the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/index.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_SECRET,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  return { child, dataDir, output: () => ({ stdout, stderr }) };
}

export interface PortalProcess {
  base: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/** Starts the real server entry point and waits until it answers (90 s at most, unless told). */
export async function startPortalProcess(
  env: Record<string, string>,
  { timeout = 90_000 }: { timeout?: number } = {},
): Promise<PortalProcess> {
  const port = await freePort();
  const { child, dataDir, output } = spawnPortal(env, port);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`The server process exited: ${JSON.stringify(output())}`);
      return fetch(`${base}/api/config`).then(
        (answer) => answer.ok,
        () => false,
      );
    },
    { timeout, what: 'the server process to answer' },
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}: ${JSON.stringify(output())}`);
  });
  return {
    base,
    dataDir,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the real server entry point expecting it to stop by itself: its exit code, output and time taken. */
export async function portalStartThatStops(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = performance.now();
  const { child, dataDir, output } = spawnPortal(env, await freePort());
  // Bounded: a start that never stops is killed after two minutes (its code is then null).
  const killer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(killer);
  rmSync(dataDir, { recursive: true, force: true });
  return { code, ...output(), ms: performance.now() - started };
}
