import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { AnyUserType, Department } from '@portal/domain';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { parseConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';
import { signToken } from '../src/lib/tokens.js';
import { createAccount, type NewAccount } from '../src/modules/users/index.js';
import type { Mail } from '../src/lib/mailer.js';
import { databaseUrl } from './global-setup.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every suite runs on PGlite, and on PostgreSQL as well when TEST_DATABASE_URL is set. */
export const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const PASSWORD = 'Passw0rd!';

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ DEMO_DATA: 'off', JWT_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', ...env });
}

let pgliteDump: Promise<Blob> | undefined;
/** The migrated database the global setup dumped, read once per test file. */
const migratedDump = (): Promise<Blob> =>
  (pgliteDump ??= readFile(inject('pgliteDump')).then((bytes) => new Blob([bytes])));

/** Runs one statement on the server's maintenance connection (CREATE and DROP DATABASE). */
async function onAdminConnection(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL! });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database, copied from the one the global setup migrated (test/global-setup.ts):
 * PGlite in memory loaded from its dump, or a PostgreSQL database made from the template and
 * dropped afterwards. PostgreSQL only: `empty`, a database with no tables at all, as a college's
 * first start finds it; `through`, the URL the handle connects with, given the database's (a proxy
 * in between).
 */
export async function freshDatabase(
  kind: DatabaseKind,
  { empty = false, through = (url) => url }: { empty?: boolean; through?: (url: string) => string } = {},
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; url?: string }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://', loadDataDir: await migratedDump() });
    return { handle, drop: async () => {} };
  }
  const name = `portal_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  // Two copies of one template made at the same moment may collide ("being accessed by other
  // users"): try again until a deadline.
  await waitFor(
    () =>
      onAdminConnection(`CREATE DATABASE ${name}${empty ? '' : ` TEMPLATE ${inject('postgresTemplate')}`}`).then(
        () => true,
        (error: { code?: string }) => {
          if (error.code === '55006') return false;
          throw error;
        },
      ),
    { timeout: 30_000, what: `a copy of the template database for ${name}` },
  );
  const url = databaseUrl(process.env.TEST_DATABASE_URL!, name);
  const handle = await openDatabase({ url: through(url) });
  return { handle, url, drop: () => onAdminConnection(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * The migrated embedded database written into `dataDir` (under db/, where the server looks), for a
 * server process of its own to open: copied from the global setup's dump, not migrated again.
 */
export async function migratedDataDir(dataDir: string): Promise<void> {
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db'), loadDataDir: await migratedDump() });
  await handle.close();
}

/**
 * An empty PostgreSQL database (no schema at all, as `createdb` makes one), dropped by `drop`: what
 * a restore loads into.
 */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_empty_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  await onAdminConnection(`CREATE DATABASE ${name}`);
  return {
    url: databaseUrl(process.env.TEST_DATABASE_URL!, name),
    drop: () => onAdminConnection(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T & { success: boolean; msg?: string; data?: unknown; errors?: Array<{ path: string; message: string }> };
  headers: Headers;
}

export interface TestServer {
  app: FastifyInstance;
  url: string;
  db: Database;
  /** The database's handle (its `listen` included). */
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this server's database; undefined on PGlite. */
  databaseUrl: string | undefined;
  config: Config;
  dataDir: string;
  /** Every e-mail the app sent, in order. */
  mails: Mail[];
  /** Waits for an e-mail to `to` among those sent after the first `since` ones, and answers it. */
  mailTo: (to: string, since?: number) => Promise<Mail>;
  /** Calls the API over real HTTP. */
  api: <T = Record<string, unknown>>(
    method: string,
    apiPath: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<Answer<T>>;
  close: () => Promise<void>;
}

export interface StartOptions extends Partial<Omit<BuildAppOptions, 'config' | 'db'>> {
  env?: Record<string, string>;
  /** PostgreSQL: the URL the server connects with, given its database's (a proxy in between). */
  databaseThrough?: (url: string) => string;
}

/** Builds the app on a fresh database and listens on a free port of 127.0.0.1. */
export async function startServer(kind: DatabaseKind, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...options.env });
  const { handle, drop, url: databaseUrl } = await freshDatabase(kind, { through: options.databaseThrough });
  const mails: Mail[] = [];
  const { env: _env, databaseThrough: _through, ...overrides } = options;
  const app = await buildApp({
    config,
    db: handle.db,
    listen: handle.listen,
    listeners: handle.listeners,
    databaseStats: handle.stats,
    logger: false,
    mailer: { send: async (mail) => void mails.push(mail) },
    webDist: path.join(dataDir, 'no-web-build'),
    ...overrides,
    // A new mail wakes the outbox at once; its timed look (for retries that came due) runs
    // statements of its own, which would land inside the tests that count a call's statements on a
    // slow machine. A test of retries sets its own interval.
    notifications: {
      ...overrides.notifications,
      outbox: { pollMs: 3_600_000, ...overrides.notifications?.outbox },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const api: TestServer['api'] = async (method, apiPath, { token, body, headers = {} } = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (token) (init.headers as Record<string, string>).authorization = `Bearer ${token}`;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${url}/api/${apiPath.replace(/^\//, '')}`, init);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
  };

  return {
    app,
    url,
    db: handle.db,
    handle,
    databaseUrl,
    config,
    dataDir,
    mails,
    mailTo: (to, since = 0) =>
      waitFor(() => mails.slice(since).find((mail) => mail.to === to), { what: `an e-mail to ${to}` }),
    api,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface PeerServer {
  app: FastifyInstance;
  url: string;
  /** Its own database handle (PostgreSQL: its own pool and LISTEN connection); PGlite: the server's. */
  handle: DatabaseHandle;
  mails: Mail[];
  close: () => Promise<void>;
}

/**
 * A second app on the same database as `server`, as another server process would be: on
 * PostgreSQL with a database handle of its own (its own pool and its own LISTEN connection); on
 * PGlite, which one process owns, over the same handle.
 */
export async function startPeer(server: TestServer, options: StartOptions = {}): Promise<PeerServer> {
  const handle = server.databaseUrl ? await openDatabase({ url: server.databaseUrl }) : server.handle;
  const mails: Mail[] = [];
  const { env: _env, ...overrides } = options;
  const app = await buildApp({
    config: server.config,
    db: handle.db,
    listen: handle.listen,
    listeners: handle.listeners,
    logger: false,
    mailer: { send: async (mail) => void mails.push(mail) },
    webDist: path.join(server.dataDir, 'no-web-build'),
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return {
    app,
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    handle,
    mails,
    close: async () => {
      await app.close();
      if (handle !== server.handle) await handle.close();
    },
  };
}

let sharedHash: Promise<string> | undefined;
/** The hash of PASSWORD, made once per test file: argon2 is slow on purpose. */
export const passwordHash = (): Promise<string> => (sharedHash ??= hashPassword(PASSWORD));

let counter = 0;
export interface Fixture {
  id: string;
  email: string;
  token: string;
}

/**
 * Where makeUser creates accounts when there is no TestServer: a database that server processes of
 * their own open, signing tokens with `jwtSecret` on the clock `now`.
 */
export interface AccountDatabase {
  db: Database;
  jwtSecret: string;
  now: () => Date;
}

const accountDatabaseOf = (server: TestServer | AccountDatabase): AccountDatabase =>
  'app' in server ? { db: server.db, jwtSecret: server.config.jwtSecret, now: () => server.app.ctx.now() } : server;

/** Creates an account through the real service and a token for it, without the sign-in route. */
export async function makeUser(
  server: TestServer | AccountDatabase,
  type: AnyUserType,
  fields: Partial<NewAccount> & { department?: Department } = {},
): Promise<Fixture> {
  const { db, jwtSecret, now } = accountDatabaseOf(server);
  counter += 1;
  const email = fields.email ?? `${type}${counter}.${Math.random().toString(36).slice(2, 7)}@test.example`;
  const id = await createAccount(db, {
    name: `${type[0]!.toUpperCase()}${type.slice(1)} ${counter}`,
    type,
    passwordHash: await passwordHash(),
    mobile: '9876543210',
    ...(type === 'student' ? { department: 'CSE' as const, currentYear: 3 } : {}),
    ...fields,
    email,
  });
  if (!id) throw new Error(`could not create ${email}`);
  const token = await signToken({ userId: id, tokenVersion: 0 }, jwtSecret, now());
  return { id, email, token };
}

/**
 * Asks until `condition` answers something truthy, and answers that; throws after `timeout` ms.
 * The way to wait in these tests: on a condition, never for a fixed time (docs/architecture.md,
 * "Server tests").
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeout = 10_000, what = 'the condition' }: { timeout?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const answer = await condition();
    if (answer) return answer;
    if (Date.now() > deadline) throw new Error(`Waited ${timeout} ms for ${what}`);
    // The next poll, not a wait for the answer: the condition decides when the wait ends.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Asks until the answer has the wanted status (at most 10 s), answering the last status. For
 * changes written straight to the database (not through a route): the trigger's notification
 * reaches the cache asynchronously.
 */
export async function eventually(read: () => Promise<number>, wanted: number): Promise<number> {
  let status = await read();
  await waitFor(async () => (status = await read()) === wanted, { what: `status ${wanted}` }).catch(() => {});
  return status;
}

/** A clock for `startServer({ now })` that keeps time from `start` (default: now) and that a test moves on. */
export function testClock(start?: Date): { now: () => Date; advance: (ms: number) => void } {
  let offset = start ? start.getTime() - Date.now() : 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

/** A Series exam of a subject on 12 June 2030 (9:30 to 11:00 in Kolkata), as its teacher creates it: its id. */
export async function createExam(
  server: TestServer,
  teacher: Fixture,
  { examType, subject }: { examType: string; subject: string },
): Promise<string> {
  const exam = await server.api<{ data: { _id: string } }>('POST', 'faculty/exam', {
    token: teacher.token,
    body: {
      examType,
      subject,
      date: '2030-06-12',
      startTimestamp: '2030-06-12T04:00:00.000Z',
      endTimestamp: '2030-06-12T05:30:00.000Z',
      numberOfQuestions: 5,
    },
  });
  if (exam.status !== 201) throw new Error(`exam not created: ${JSON.stringify(exam.body)}`);
  return exam.body.data._id;
}
