import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { JWT_SECRET_FILE } from '../config.js';
import { openDatabase } from '../db/client.js';
import { applyMigrations, committedMigrations, MIGRATION_LOCK_KEY, type Migration } from '../db/migrate.js';
import { archiveEntries, checkArchive, type CheckedArchive } from './archive.js';
import { firstTableWithRows, listTables, quote, type Rows } from './catalog.js';
import {
  addScratch,
  BackupError,
  CHECKSUMS_ENTRY,
  copySettingsSql,
  count,
  DATA_DIR_PARTS,
  dropScratch,
  FILES_PREFIX,
  tableEntry,
  type Manifest,
  type ManifestTable,
  type Report,
} from './format.js';
import { claimEmbeddedDatabase, databaseInUse } from './socket.js';
import { drained } from './tar.js';

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** PostgreSQL's URL; without it, the embedded database under `dataDir`. */
  databaseUrl?: string;
  /** Replace a target that is not empty. */
  force?: boolean;
  report?: Report;
}

export interface RestoreSummary {
  target: 'postgres' | 'pglite';
  tables: number;
  rows: number;
  files: number;
  /** Migrations applied after the rows, when the archive came from an older portal. */
  newerMigrations: number;
}

/** What a restore does on the target's connection, inside its one transaction. */
interface Loader {
  exec: (statement: string) => Promise<unknown>;
  rows: Rows;
  /** Loads one table's COPY text; answers the rows loaded. */
  copyIn: (table: ManifestTable, selfReferencing: boolean, data: AsyncIterable<Buffer>) => Promise<number>;
}

/**
 * `npm run restore -- FILE [--force]`: checks the whole archive first, then loads it into an
 * empty target (docs/architecture.md, "Backup and restore"): the archive's schema version, the
 * rows in dependency order with the triggers off (a tally is restored as it was, not counted
 * twice), the sequences, then this portal's newer migrations, all in one transaction; then the files.
 */
export async function restore(options: RestoreOptions): Promise<RestoreSummary> {
  const report = options.report ?? (() => {});
  const started = Date.now();
  const file = path.resolve(options.file);
  const archive = await checkArchive(file, report);
  const plan = migrationPlan(path.basename(file), archive.manifest);
  await mkdir(options.dataDir, { recursive: true });
  const staging = path.join(options.dataDir, `.restore-${process.pid}-${Date.now()}`);
  addScratch(staging);
  try {
    const job: RestoreJob = { file, archive, plan, staging, force: options.force ?? false, report };
    const target = options.databaseUrl
      ? await restorePostgres(options.databaseUrl, job)
      : await restorePglite(options.dataDir, job);
    const files = await placeFiles(staging, options.dataDir, options.force ?? false);
    if (files > 0) report(`Restored ${count(files)} files into ${options.dataDir}`);
    if (archive.bucketKeys > 0) {
      report(`The archive lists ${count(archive.bucketKeys)} files kept in an object bucket: the bucket keeps them`);
    }
    const rows = archive.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    report(`Restored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { target, tables: archive.manifest.tables.length, rows, files, newerMigrations: plan.after.length };
  } finally {
    await rm(staging, { recursive: true, force: true });
    dropScratch(staging);
  }
}

/** One restore under way: the checked archive, its plan, where its files wait, how it reports. */
interface RestoreJob {
  file: string;
  archive: CheckedArchive;
  plan: MigrationPlan;
  staging: string;
  force: boolean;
  report: Report;
}

interface MigrationPlan {
  /** The migrations that make the archive's schema. */
  before: Migration[];
  /** This portal's newer ones, applied after the rows are in. */
  after: Migration[];
}

/** The archive's schema version must be one this portal has: the same migrations, in the same order. */
function migrationPlan(name: string, manifest: Manifest): MigrationPlan {
  const committed = committedMigrations();
  const taken = manifest.migrations;
  if (taken.length > committed.length) {
    const newest = taken.at(-1)!;
    throw new BackupError(
      `${name} comes from a newer portal (its schema has migration ${newest.tag ?? newest.when} that this one lacks): update this portal first`,
    );
  }
  taken.forEach((migration, index) => {
    const ours = committed[index]!;
    if (ours.when !== migration.when || ours.hash !== migration.hash) {
      throw new BackupError(
        `${name} has a schema this portal does not know (its migration ${index + 1}, ${migration.tag ?? migration.when}, differs from ${ours.tag})`,
      );
    }
  });
  return { before: committed.slice(0, taken.length), after: committed.slice(taken.length) };
}

/** Loads the archive through `loader` (inside the caller's transaction) and stages its files. */
async function load(loader: Loader, { file, archive, plan, staging, report }: RestoreJob): Promise<void> {
  const { manifest } = archive;
  const name = path.basename(file);
  await loader.exec(copySettingsSql());
  await applyMigrations(loader.exec, plan.before);
  const schema = await listTables(loader.rows);
  const order = new Map(manifest.tables.map((table, index) => [table.name, index]));
  for (const table of schema) {
    const archived = manifest.tables.find((candidate) => candidate.name === table.name);
    if (!archived) throw new BackupError(`${name} does not hold the table ${table.name} of its own schema`);
    const missing = archived.columns.find((column) => !table.columns.includes(column));
    if (missing) throw new BackupError(`${name} has a column ${table.name}.${missing} its schema does not have`);
  }
  const extra = manifest.tables.find((table) => !schema.some((candidate) => candidate.name === table.name));
  if (extra) throw new BackupError(`${name} holds a table ${extra.name} its schema does not have`);
  // Rows come in the archive's order: each table's parents must come before it.
  for (const table of schema) {
    const late = table.parents.find((parent) => order.get(parent)! > order.get(table.name)!);
    if (late) throw new BackupError(`${name} lists ${table.name} before ${late}, which it refers to`);
  }
  const selfReferencing = new Map(schema.map((table) => [table.name, table.selfReferencing]));
  const tableList = manifest.tables.map((table) => `public.${quote(table.name)}`).join(', ');
  if (tableList) {
    // The triggers go off before the truncate: a version key's truncate trigger (migration 0024)
    // would otherwise bump a version in the table about to be loaded.
    for (const table of manifest.tables)
      await loader.exec(`ALTER TABLE public.${quote(table.name)} DISABLE TRIGGER USER`);
    await loader.exec(`TRUNCATE ${tableList}`);
  }
  await mkdir(staging, { recursive: true });
  let loaded = 0;
  let files = 0;
  for await (const entry of archiveEntries(file)) {
    const table = manifest.tables.find((candidate) => tableEntry(candidate.name) === entry.name);
    if (table) {
      const rows = await loader.copyIn(
        table,
        selfReferencing.get(table.name) ?? true,
        checked(entry.data, archive, entry.name, name),
      );
      if (rows !== table.rows) {
        throw new BackupError(`${name}: ${table.name} loaded ${rows} rows where the archive holds ${table.rows}`);
      }
      loaded += 1;
      report(`  [${loaded}/${manifest.tables.length}] ${table.name}: ${count(rows)} rows`);
    } else if (entry.name.startsWith(FILES_PREFIX)) {
      const target = path.join(staging, ...entry.name.slice(FILES_PREFIX.length).split('/'));
      await mkdir(path.dirname(target), { recursive: true });
      const out = createWriteStream(target, { mode: 0o600 });
      for await (const chunk of checked(entry.data, archive, entry.name, name)) {
        if (!out.write(chunk)) await drained(out);
      }
      out.end();
      await finished(out);
      await chmod(target, entry.mode & 0o777 || 0o600);
      files += 1;
      if (files % 1000 === 0) report(`  files: ${count(files)}`);
    } else if (entry.name === CHECKSUMS_ENTRY) {
      for await (const _ of entry.data);
    } else {
      for await (const _ of checked(entry.data, archive, entry.name, name));
    }
  }
  for (const table of manifest.tables) await loader.exec(`ALTER TABLE public.${quote(table.name)} ENABLE TRIGGER USER`);
  for (const sequence of manifest.sequences) {
    await loader.rows(`SELECT setval(format('public.%I', $1::text)::regclass, $2::bigint, $3)`, [
      sequence.name,
      sequence.value,
      sequence.called,
    ]);
  }
  if (plan.after.length > 0) {
    report(`Applying ${plan.after.length} newer migrations (up to ${plan.after.at(-1)!.tag})`);
    await applyMigrations(loader.exec, plan.after);
  }
}

/** Passes an entry's bytes on and fails at its end when they are not what the check read. */
async function* checked(
  data: AsyncIterable<Buffer>,
  archive: CheckedArchive,
  entry: string,
  name: string,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  for await (const chunk of data) {
    hash.update(chunk);
    yield chunk;
  }
  if (hash.digest('hex') !== archive.sums.get(entry)) {
    throw new BackupError(`${name} changed while it was being restored (${entry})`);
  }
}

const copyIn = (table: ManifestTable, source: string): string =>
  `COPY public.${quote(table.name)} (${table.columns.map(quote).join(', ')}) FROM ${source}`;

async function restorePostgres(url: string, job: RestoreJob): Promise<'postgres'> {
  const { force, report } = job;
  const client = new pg.Client({ connectionString: url, application_name: 'portal restore' });
  await client.connect();
  try {
    await client.query('BEGIN');
    // A portal starting now waits: its migrations take the same lock.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const rows: Rows = async (text, params) => (await client.query(text, params)).rows;
    const [others] = await rows<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    if (others && others.count > 0) {
      throw new BackupError(
        `${others.count} other connections use the database of DATABASE_URL: stop the portal before restoring`,
      );
    }
    const filled = await firstTableWithRows(rows);
    if (filled && !force) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${filled} has rows): restore into an empty database, or add --force to replace it`,
      );
    }
    report(`Restoring into the PostgreSQL database of DATABASE_URL${filled ? ' (replacing what it held)' : ''}`);
    await dropPortalSchema(rows);
    const loader: Loader = {
      exec: (statement) => client.query(statement),
      rows,
      copyIn: async (table, _selfReferencing, data) => {
        const stream = client.query(copyFrom(copyIn(table, 'STDIN')));
        await pipeline(Readable.from(data), stream);
        return stream.rowCount;
      },
    };
    await load(loader, job);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
  // Fresh statistics, so the first queries are planned on the rows just loaded.
  const analyze = new pg.Client({ connectionString: url });
  await analyze.connect();
  await analyze.query('ANALYZE').finally(() => analyze.end());
  return 'postgres';
}

/**
 * Drops what a portal's migrations made (its tables, functions, types and journal), so the
 * archive's schema is built afresh; objects of extensions stay.
 */
async function dropPortalSchema(rows: Rows): Promise<void> {
  await rows('DROP SCHEMA IF EXISTS drizzle CASCADE');
  const notExtension = (oid: string) =>
    `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = ${oid} AND d.deptype = 'e')`;
  const drops = await rows<{ statement: string }>(
    `SELECT format('DROP %s IF EXISTS public.%I CASCADE', CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
              WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END, c.relname) AS statement
       FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S')
        AND ${notExtension('c.oid')}
     UNION ALL
     SELECT format('DROP ROUTINE IF EXISTS %s CASCADE', p.oid::regprocedure)
       FROM pg_proc p WHERE p.pronamespace = 'public'::regnamespace AND ${notExtension('p.oid')}
     UNION ALL
     SELECT format('DROP TYPE IF EXISTS public.%I CASCADE', t.typname)
       FROM pg_type t WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd', 'r', 'm')
        AND ${notExtension('t.oid')}`,
  );
  for (const { statement } of drops) await rows(statement);
}

async function restorePglite(dataDir: string, job: RestoreJob): Promise<'pglite'> {
  const { force, report } = job;
  const running = `A portal is running on ${dataDir}: stop it before restoring`;
  if (await databaseInUse(dataDir)) throw new BackupError(running);
  const current = path.join(dataDir, 'db');
  const filled = existsSync(current) && (await readdir(current)).length > 0;
  if (filled && !force) {
    throw new BackupError(
      `${dataDir} already holds a database: restore into a DATA_DIR without one, or add --force to replace it`,
    );
  }
  const owner = await claimEmbeddedDatabase(dataDir, {
    taken: running,
    waiting: 'A restore is writing the embedded database: try again when it is done',
  });
  const building = path.join(dataDir, 'db.restoring');
  try {
    report(`Restoring into the embedded database in ${dataDir}${filled ? ' (replacing the one there)' : ''}`);
    await rm(building, { recursive: true, force: true });
    addScratch(building);
    const handle = await openDatabase({ pgliteDir: building });
    try {
      await handle.pglite!.transaction(async (tx: Transaction) => {
        const loader: Loader = {
          exec: (statement) => tx.exec(statement),
          rows: async (text, params) => (await tx.query(text, params)).rows as never[],
          copyIn: (table, selfReferencing, data) => copyIntoPglite(tx, table, selfReferencing, data),
        };
        await load(loader, job);
      });
      await handle.pglite!.exec('ANALYZE');
    } finally {
      await handle.close();
    }
    if (filled) {
      const replaced = path.join(dataDir, `db.replaced-${Date.now()}`);
      await rename(current, replaced);
      await rename(building, current);
      await rm(replaced, { recursive: true, force: true });
    } else {
      await rm(current, { recursive: true, force: true });
      await rename(building, current);
    }
    // The new name reaches the disk too (the database's own files were flushed as it was built).
    const folder = await open(dataDir, 'r');
    await folder.sync().finally(() => folder.close());
    dropScratch(building);
  } finally {
    await rm(building, { recursive: true, force: true });
    dropScratch(building);
    await owner.close();
  }
  return 'pglite';
}

/** PGlite copies from memory: rows go in slices of about this size, cut at a row's end. */
const PGLITE_COPY_SLICE = 32 * 1024 * 1024;

/**
 * One table into PGlite. A table whose foreign key points to itself goes in one statement, where
 * the key is checked at its end whatever the order of its rows.
 */
async function copyIntoPglite(
  tx: Transaction,
  table: ManifestTable,
  selfReferencing: boolean,
  data: AsyncIterable<Buffer>,
): Promise<number> {
  let rows = 0;
  let pending: Buffer[] = [];
  let length = 0;
  const send = async (bytes: Buffer) => {
    const result = await tx.query(copyIn(table, `'/dev/blob'`), [], { blob: new Blob([bytes]) });
    rows += result.affectedRows ?? 0;
  };
  for await (const chunk of data) {
    pending.push(chunk);
    length += chunk.length;
    if (length >= PGLITE_COPY_SLICE && !selfReferencing) {
      const all = Buffer.concat(pending);
      const cut = all.lastIndexOf(10) + 1;
      if (cut > 0) {
        await send(all.subarray(0, cut));
        pending = [all.subarray(cut)];
        length = all.length - cut;
      }
    }
  }
  if (length > 0) await send(Buffer.concat(pending));
  return rows;
}

/**
 * Moves the restored files into DATA_DIR. With --force the folders of uploads are replaced (the
 * replaced database's files go with it); otherwise the archive's files join what is there (their
 * names are random, so one name is one file).
 */
async function placeFiles(staging: string, dataDir: string, force: boolean): Promise<number> {
  let files = 0;
  for (const part of DATA_DIR_PARTS) {
    const staged = path.join(staging, part);
    const target = path.join(dataDir, part);
    if (force && part !== JWT_SECRET_FILE && existsSync(target)) {
      const replaced = path.join(staging, `replaced-${part}`);
      await rename(target, replaced);
    }
    files += await moveTree(staged, target);
  }
  return files;
}

async function moveTree(from: string, to: string): Promise<number> {
  const entries = await readdir(from, { withFileTypes: true }).catch(() => undefined);
  if (!entries) {
    if (!existsSync(from)) return 0;
    await mkdir(path.dirname(to), { recursive: true });
    await rename(from, to);
    return 1;
  }
  let moved = 0;
  await mkdir(to, { recursive: true });
  for (const entry of entries) moved += await moveTree(path.join(from, entry.name), path.join(to, entry.name));
  return moved;
}
