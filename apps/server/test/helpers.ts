import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AnyUserType, Department } from '@portal/domain';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { parseConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { hashPassword } from '../src/lib/passwords.js';
import { signToken } from '../src/lib/tokens.js';
import { createAccount, type NewAccount } from '../src/modules/users/index.js';
import type { Mail } from '../src/lib/mailer.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every suite runs on PGlite, and on PostgreSQL as well when TEST_DATABASE_URL is set. */
export const databases: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const PASSWORD = 'Passw0rd!';

export function testConfig(env: Record<string, string> = {}): Config {
  return parseConfig({ DEMO_DATA: 'off', JWT_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', ...env });
}

/** A fresh database: PGlite in memory, or a uniquely named PostgreSQL database dropped afterwards. */
async function freshDatabase(
  kind: DatabaseKind,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; url?: string }> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ pgliteDir: 'memory://' });
    await runMigrations(handle);
    return { handle, drop: async () => {} };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `portal_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await runMigrations(handle);
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
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
  mails: Mail[];
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
}

/** Builds the app on a fresh database and listens on a free port of 127.0.0.1. */
export async function startServer(kind: DatabaseKind, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...options.env });
  const { handle, drop, url: databaseUrl } = await freshDatabase(kind);
  const mails: Mail[] = [];
  const { env: _env, ...overrides } = options;
  const app = await buildApp({
    config,
    db: handle.db,
    listen: handle.listen,
    logger: false,
    mailer: { send: async (mail) => void mails.push(mail) },
    webDist: path.join(dataDir, 'no-web-build'),
    ...overrides,
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
    api,
    close: async () => {
      await app.close();
      await handle.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
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

/** Creates an account through the real service and a token for it, without the sign-in route. */
export async function makeUser(
  server: TestServer,
  type: AnyUserType,
  fields: Partial<NewAccount> & { department?: Department } = {},
): Promise<Fixture> {
  counter += 1;
  const email = fields.email ?? `${type}${counter}.${Math.random().toString(36).slice(2, 7)}@test.example`;
  const id = await createAccount(server.db, {
    name: `${type[0]!.toUpperCase()}${type.slice(1)} ${counter}`,
    type,
    passwordHash: await passwordHash(),
    mobile: '9876543210',
    ...(type === 'student' ? { department: 'CSE' as const, currentYear: 3 } : {}),
    ...fields,
    email,
  });
  if (!id) throw new Error(`could not create ${email}`);
  const token = await signToken({ userId: id, tokenVersion: 0 }, server.config.jwtSecret);
  return { id, email, token };
}

/**
 * Asks until the answer has the wanted status, at most 2 s. For changes written straight to the
 * database (not through a route): the trigger's notification reaches the cache asynchronously.
 */
export async function eventually(read: () => Promise<number>, wanted: number): Promise<number> {
  const deadline = Date.now() + 2000;
  let status = await read();
  while (status !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = await read();
  }
  return status;
}
