import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the tarball of one migrated PGlite database; each server loads a copy. */
    pgliteDump: string;
    /** The migrated PostgreSQL template database ('' without TEST_DATABASE_URL). */
    postgresTemplate: string;
  }
}

/** Migrates one PGlite database and dumps it to a file (docs/architecture.md, "Server tests"). */
async function migratedPglite(dir: string): Promise<string> {
  const handle = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await runMigrations(handle);
    const file = path.join(dir, 'pglite.tar');
    writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

export const databaseUrl = (baseUrl: string, name: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onAdminConnection<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Migrates one PostgreSQL database to copy with CREATE DATABASE ... TEMPLATE. Every connection to
 * it is closed before the tests start: PostgreSQL copies only a template nobody is connected to.
 */
async function migratedTemplate(baseUrl: string): Promise<string> {
  const name = `portal_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onAdminConnection(baseUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const handle = await openDatabase({ url: databaseUrl(baseUrl, name) });
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
  return name;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The server bundles that test processes built to start servers from (test/support/portal-process.ts),
 * dist/test-bundle-<run>-<process>: this run's, and those of runs that have ended without removing
 * theirs (stopped rather than left to finish).
 */
function removeEndedBundles(): void {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  const folders = (() => {
    try {
      return readdirSync(dist);
    } catch {
      return [];
    }
  })();
  for (const folder of folders) {
    const run = /^test-bundle-(\d+)-\d+$/.exec(folder)?.[1];
    if (run && (Number(run) === process.pid || !isRunning(Number(run)))) {
      rmSync(path.join(dist, folder), { recursive: true, force: true });
    }
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-test-db-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const [dump, template] = await Promise.all([
    migratedPglite(dir),
    baseUrl ? migratedTemplate(baseUrl) : Promise.resolve(''),
  ]);
  project.provide('pgliteDump', dump);
  project.provide('postgresTemplate', template);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    removeEndedBundles();
    if (baseUrl && template) {
      await onAdminConnection(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    }
  };
}
