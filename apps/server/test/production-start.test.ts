import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET, databases, freshDatabase, migratedDataDir } from './helpers.js';
import { launchPortal, type PortalProcess } from './support/portal-process.js';

/** Each test starts the server itself (that is what it checks), cold, on a machine that may be busy. */
const START_TIMEOUT = 120_000;

/**
 * A college's first start in production, then a restart (docs/deployment.md, "The first admin"):
 * the real entry point as a process of its own. The refusal is checked on both databases; the
 * starts, which cost a cold start each, on one: PostgreSQL when the run has it (what a college runs
 * in production), else the embedded database.
 */
const startsOn = databases.at(-1)!;

/** A data folder (and on PostgreSQL a database) with the schema but no account, as a college's first start finds it. */
function firstStartTarget(kind: (typeof databases)[number]) {
  const target = {
    env: {} as Record<string, string>,
    running: undefined as PortalProcess | undefined,
    launch: async (extra: Record<string, string> = {}) =>
      (target.running = await launchPortal({ ...target.env, ...extra })),
  };
  let dataDir: string;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-production-'));
    target.env = { NODE_ENV: 'production', JWT_SECRET: TEST_SECRET, DATA_DIR: dataDir };
    if (kind === 'postgres') {
      const database = await freshDatabase('postgres');
      await database.handle.close();
      drop = database.drop;
      target.env.DATABASE_URL = database.url!;
    } else {
      await migratedDataDir(dataDir);
    }
  });
  afterEach(async () => {
    await target.running?.stop();
    target.running = undefined;
  });
  afterAll(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return target;
}

/** Whether it came to answer HTTP before it ended. */
const answers = (server: PortalProcess) =>
  Promise.race([
    server.exited.then(() => false),
    server.ready(START_TIMEOUT).then(
      () => true,
      () => false,
    ),
  ]);

describe.each(databases)('starting in production on %s', (kind) => {
  const target = firstStartTarget(kind);

  it(
    'refuses to start without an active admin, in one line saying what to set',
    { timeout: START_TIMEOUT },
    async () => {
      const server = await target.launch();
      expect(await answers(server)).toBe(false);
      expect(await server.exited).not.toBe(0);
      const { stdout, stderr } = server.output();
      const lines = `${stdout}${stderr}`.split('\n').filter((line) => line.trim());
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/no active admin/i);
      expect(lines[0]).toContain('ADMIN_EMAIL');
      expect(lines[0]).toContain('ADMIN_PASSWORD');
    },
  );
});

describe(`the first start and a restart in production on ${startsOn}`, () => {
  const target = firstStartTarget(startsOn);
  const admin = { ADMIN_EMAIL: 'principal@college.example', ADMIN_PASSWORD: 'First-admin-2026' };

  it('starts with ADMIN_EMAIL and ADMIN_PASSWORD, and creates that admin', { timeout: START_TIMEOUT }, async () => {
    const server = await target.launch(admin);
    expect(await answers(server)).toBe(true);
    const signIn = await fetch(`${server.base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const me = await fetch(`${server.base}/api/user/getUser`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await me.json()) as { data: { type: string } }).data.type).toBe('admin');
  });

  it('starts again without them once an active admin exists', { timeout: START_TIMEOUT }, async () => {
    expect(await answers(await target.launch())).toBe(true);
  });
});
