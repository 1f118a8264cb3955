import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './client.js';

/** The committed migrations, found next to src/ and dist/ alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Any fixed number: the key of the advisory lock that serialises migrating processes. */
export const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Applies the committed migrations. On PostgreSQL several processes may start together, so the
 * migration runs on one dedicated connection holding an advisory lock; the others wait, then
 * find nothing left to do.
 */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = new pg.Client({ connectionString: handle.url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** One committed migration: its name, its journal's time (the version it stands for) and its statements. */
export interface Migration {
  tag: string;
  when: number;
  /** The SHA-256 of its SQL file, as drizzle's migrator records it. */
  hash: string;
  statements: string[];
}

/** The committed migrations in order, with the names of drizzle's journal (drizzle/meta/_journal.json). */
export function committedMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[index]!.hash,
    statements: files[index]!.sql,
  }));
}

/** Where drizzle's migrator records what it applied: one row per migration (hash, created_at = its `when`). */
export const MIGRATION_JOURNAL = 'drizzle.__drizzle_migrations';

/**
 * Applies `migrations` through `exec` (statements run inside the caller's transaction) and records
 * each in the journal exactly as drizzle's migrator does, so a server starting later sees them
 * applied. A restore uses it to build the archive's schema version, load the rows and apply the
 * newer migrations, all in one transaction (docs/architecture.md, "Backup and restore").
 */
export async function applyMigrations(
  exec: (statement: string) => Promise<unknown>,
  migrations: Migration[],
): Promise<void> {
  await exec('CREATE SCHEMA IF NOT EXISTS drizzle');
  await exec(
    `CREATE TABLE IF NOT EXISTS ${MIGRATION_JOURNAL} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
  );
  for (const migration of migrations) {
    if (!/^[0-9a-f]{64}$/.test(migration.hash) || !Number.isSafeInteger(migration.when)) {
      throw new Error(`The migration ${migration.tag} has a malformed journal entry`);
    }
    for (const statement of migration.statements) await exec(statement);
    await exec(`INSERT INTO ${MIGRATION_JOURNAL} (hash, created_at) VALUES ('${migration.hash}', ${migration.when})`);
  }
}
