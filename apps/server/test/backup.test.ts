import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveEntries } from '../src/backup/archive.js';
import { backup } from '../src/backup/backup.js';
import { BackupError, COPY_SETTINGS, DATA_DIR_PARTS, MANIFEST_ENTRY, type Manifest } from '../src/backup/format.js';
import { restore } from '../src/backup/restore.js';
import { claimEmbeddedDatabase, type DatabaseOwner } from '../src/backup/socket.js';
import { parseConfig, resolveJwtSecret } from '../src/config.js';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../src/db/client.js';
import { loadDemoCollege } from '../src/demo/seed.js';
import { emptyPostgresDatabase, startServer, type TestServer } from './helpers.js';
import { startS3StandIn, type S3StandIn } from './support/s3-stand-in.js';

/**
 * Backup and restore (docs/architecture.md, "Backup and restore"): one portal on the embedded
 * database holds the demo college with a row in every table, a photo, course resources and a
 * generated JWT secret; it is backed up while it runs, and every restore is compared with it, table
 * by table and file by file. The describes build on each other, in order: the PostgreSQL copies are
 * restored from the embedded portal's archive, and the later describes write into the targets the
 * earlier ones compared.
 */

/** Every table's rows as text, sorted: the schema's tables and the migration journal. */
async function tableRows(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    for (const [name, value] of Object.entries(COPY_SETTINGS))
      await tx.execute(sql.raw(`SET LOCAL ${name} = '${value}'`));
    const tables = await queryRows<{ name: string }>(
      tx,
      sql`SELECT format('public.%I', c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of [...tables, { name: 'drizzle.__drizzle_migrations' }]) {
      const found = await queryRows<{ row: string }>(
        tx,
        sql.raw(`SELECT t::text AS row FROM ${name} t ORDER BY t::text COLLATE "C"`),
      );
      rows[name] = found.map((row) => row.row);
    }
    return rows;
  });
}

/** Every file an archive carries from DATA_DIR, with the SHA-256 of its content and its mode. */
function filesOf(dataDir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (relative: string) => {
    const absolute = path.join(dataDir, relative);
    if (!existsSync(absolute)) return;
    const stats = statSync(absolute);
    if (stats.isDirectory()) for (const name of readdirSync(absolute)) walk(`${relative}/${name}`);
    else {
      const hash = createHash('sha256').update(readFileSync(absolute)).digest('hex');
      files[relative] = `${hash} ${(stats.mode & 0o777).toString(8)}`;
    }
  };
  for (const part of DATA_DIR_PARTS) walk(part);
  return files;
}

/** An archive's entries, whole, in order (the test archives are small). */
async function entriesOf(file: string): Promise<Array<{ name: string; content: Buffer }>> {
  const entries: Array<{ name: string; content: Buffer }> = [];
  for await (const entry of archiveEntries(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.data) chunks.push(chunk);
    entries.push({ name: entry.name, content: Buffer.concat(chunks) });
  }
  return entries;
}

/** A copy of an archive with some entries changed (checksums left as they were). */
async function repack(from: string, to: string, change: (name: string, content: Buffer) => Buffer): Promise<string> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  const done = (async () => {
    for await (const chunk of pack as AsyncIterable<Buffer>) chunks.push(chunk);
  })();
  for (const { name, content } of await entriesOf(from)) pack.entry({ name }, change(name, content));
  pack.finalize();
  await done;
  writeFileSync(to, gzipSync(Buffer.concat(chunks)));
  return to;
}

/** Who wrote the pairs of rows during a backup: a gate pass and its scan, in one transaction. */
const WRITER = 'written while a backup runs';

async function writePair(db: Database, studentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [pass] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO gatepasses (student_id, description, time) VALUES (${studentId}, ${WRITER}, now()) RETURNING id`,
    );
    await tx.execute(sql`INSERT INTO scans (gatepass_id, raw_input, result) VALUES (${pass!.id}, ${WRITER}, 'valid')`);
  });
}

/** The pairs a database holds: gate passes and scans written by `writePair`, and the scans whose pass is missing. */
async function pairs(db: Database): Promise<{ passes: number; scans: number; orphans: number }> {
  const [row] = await queryRows<{ passes: number; scans: number; orphans: number }>(
    db,
    sql`SELECT (SELECT count(*)::int FROM gatepasses WHERE description = ${WRITER}) AS passes,
               (SELECT count(*)::int FROM scans WHERE raw_input = ${WRITER}) AS scans,
               (SELECT count(*)::int FROM scans s WHERE raw_input = ${WRITER}
                  AND NOT EXISTS (SELECT 1 FROM gatepasses g WHERE g.id = s.gatepass_id)) AS orphans`,
  );
  return row!;
}

const work = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
const scratch = (name: string) => path.join(work, name);

let source: TestServer;
let owner: DatabaseOwner;
let sourceRows: Record<string, string[]>;
let sourceFiles: Record<string, string>;
let studentId: string;
const progress: string[] = [];
const embeddedArchive = scratch('embedded.tar.gz');

beforeAll(async () => {
  source = await startServer('pglite');
  await loadDemoCollege(source.db, new Date(), source.app.ctx.storage);
  await fillTheRest(source);
  // The portal's own socket in DATA_DIR, as index.ts opens it: backups of the running portal go through it.
  owner = await claimEmbeddedDatabase(source.dataDir, { taken: 'taken', waiting: 'waiting' });
  owner.serve(source.handle.pglite!);
  await backup({ file: embeddedArchive, dataDir: source.dataDir, report: (line) => progress.push(line) });
  sourceRows = await tableRows(source.db);
  sourceFiles = filesOf(source.dataDir);
});

afterAll(async () => {
  await owner?.close();
  await source?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Rows in the tables the demo leaves empty, a photo, and the JWT secret a portal generates. */
async function fillTheRest(server: TestServer): Promise<void> {
  const [student] = await queryRows<{ id: string }>(
    server.db,
    sql`SELECT id FROM users WHERE email = 'student.cse@college.example'`,
  );
  studentId = student!.id;
  const photo = await server.app.ctx.storage.savePhoto(Buffer.from('RIFF a photo WEBP'), 'webp');
  const [pass] = await queryRows<{ id: string }>(server.db, sql`SELECT id FROM gatepasses LIMIT 1`);
  await server.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE users SET photo = ${photo} WHERE id = ${studentId}`);
    await tx.execute(sql`INSERT INTO account_audit (actor_name, actor_email, user_id, user_email, action, changes)
      VALUES ('Portal Administrator', 'admin@college.example', ${studentId}, 'student.cse@college.example', 'edit',
              '[["mobile", "9876543210", "9876543211"]]')`);
    await tx.execute(sql`INSERT INTO calendar_feeds (user_id, secret) VALUES (${studentId}, 'a-feed-secret')`);
    await tx.execute(sql`INSERT INTO calendar_feed_revisions (uid, digest, sequence, revised_at)
      VALUES ('event-1@portal', 'digest', 2, '2026-11-20T10:00:00+05:30')`);
    await tx.execute(sql`INSERT INTO password_resets (user_id, token_hash, expires_at)
      VALUES (${studentId}, 'a-token-hash', now() + interval '30 minutes')`);
    await tx.execute(sql`INSERT INTO rate_limits (key, count, window_start) VALUES ('signin:127.0.0.1', 3, now())`);
    await tx.execute(
      sql`INSERT INTO scans (gatepass_id, raw_input, result) VALUES (${pass!.id}, ${pass!.id}, 'valid')`,
    );
    await tx.execute(sql`INSERT INTO webhook_events (id, event) VALUES ('evt_1', 'payment.captured')`);
    await tx.execute(sql`INSERT INTO notification_preferences (user_id, kind, email)
      VALUES (${studentId}, 'event_added', false)`);
    await tx.execute(sql`INSERT INTO notification_attendance_lows (student_id, subject_id)
      SELECT ${studentId}, id FROM subjects LIMIT 1`);
    await tx.execute(sql`INSERT INTO email_outbox (recipient_id, kind, to_address, subject, text, created_at, next_attempt_at)
      VALUES (${studentId}, 'fee_added', 'student.cse@college.example', 'New fee', 'A fee was added.', now(), now())`);
  });
  resolveJwtSecret({ ...server.config, jwtSecret: '' });
}

describe('a backup of the running embedded portal', () => {
  it('holds a row of every table, and the uploads and the secret of DATA_DIR', () => {
    const empty = Object.entries(sourceRows).filter(([, rows]) => rows.length === 0);
    expect(empty.map(([table]) => table)).toEqual([]);
    const files = Object.keys(sourceFiles);
    expect(files).toContain('jwt-secret');
    expect(files.some((file) => file.startsWith('uploads/photos/'))).toBe(true);
    expect(files.some((file) => file.startsWith('private/files/'))).toBe(true);
  });

  it('went through the portal, and says how far it is', () => {
    expect(progress[0]).toBe('Reading the embedded database through the running portal');
    expect(progress).toContainEqual(expect.stringMatching(/^ {2}\[\d+\/\d+\] users: \d+ rows, [\d.]+ KB$/));
    expect(progress.at(-1)).toMatch(/^Wrote .*embedded\.tar\.gz: [\d.]+ [KM]B in [\d.]+ s$/);
  });

  it('is a gzip tar a person can read: the manifest, a text file per table, the files, the checksums', async () => {
    const entries = await entriesOf(embeddedArchive);
    const names = entries.map((entry) => entry.name);
    expect(names[0]).toBe('manifest.json');
    expect(names.at(-1)).toBe('SHA256SUMS');
    expect(names).toContain('tables/users.tsv');
    expect(names).toContain('files/jwt-secret');
    const manifest = JSON.parse(entries[0]!.content.toString()) as Manifest;
    expect(manifest).toMatchObject({ format: 'college-portal-backup', version: 1, source: 'pglite' });
    expect(manifest.migrations.map((migration) => migration.tag)).toEqual(
      sourceRows['drizzle.__drizzle_migrations']!.map((_, index) =>
        expect.stringMatching(new RegExp(`^${String(index).padStart(4, '0')}_`)),
      ),
    );
    // Parents first: a user before the gate passes that name one.
    expect(names.indexOf('tables/users.tsv')).toBeLessThan(names.indexOf('tables/gatepasses.tsv'));
    const sums = entries.at(-1)!.content.toString();
    const users = entries.find((entry) => entry.name === 'tables/users.tsv')!;
    expect(sums).toContain(`${createHash('sha256').update(users.content).digest('hex')}  tables/users.tsv`);
  });
});

describe('files kept in a bucket', () => {
  const file = scratch('with-bucket.tar.gz');
  let s3: S3StandIn;

  beforeAll(async () => {
    s3 = await startS3StandIn(['portal-files']);
    await s3.put('portal-files', `photos/${'a'.repeat(32)}.webp`, Buffer.from('a photo'));
    await s3.put('portal-files', `files/${'b'.repeat(32)}.pdf`, Buffer.from('a resource'));
    const { bucket } = parseConfig({ DATA_DIR: source.dataDir, ...s3.env('portal-files') });
    await backup({ file, dataDir: source.dataDir, bucket });
  });
  afterAll(() => s3?.close());

  it('are listed by their keys, and left to the bucket', async () => {
    const entries = await entriesOf(file);
    const keys = entries.find((entry) => entry.name === 'bucket-keys.txt')!.content.toString();
    expect(keys).toBe(`files/${'b'.repeat(32)}.pdf\nphotos/${'a'.repeat(32)}.webp\n`);
    const manifest = JSON.parse(entries[0]!.content.toString()) as Manifest;
    expect(manifest.bucket).toEqual({ keys: 2 });
    expect(entries.some((entry) => entry.name.endsWith('.pdf') && entry.name.includes('b'.repeat(32)))).toBe(false);
  });
});

describe('embedded to embedded', () => {
  const dataDir = scratch('embedded-copy');
  const again = scratch('embedded-again.tar.gz');
  let restored: DatabaseHandle;
  const lines: string[] = [];

  beforeAll(async () => {
    await restore({ file: embeddedArchive, dataDir, report: (line) => lines.push(line) });
    // No portal runs on the copy: this backup opens its folder.
    await backup({ file: again, dataDir, report: (line) => lines.push(line) });
    restored = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  });
  afterAll(() => restored?.close());

  it('brings back every table and every file', async () => {
    expect(await tableRows(restored.db)).toEqual(sourceRows);
    expect(filesOf(dataDir)).toEqual(sourceFiles);
  });

  it('backs up a DATA_DIR no portal runs on by opening its database', async () => {
    expect(lines).toContain(`Reading the embedded database in ${dataDir} (no portal is running on it)`);
    const tables = (entries: Array<{ name: string; content: Buffer }>) =>
      Object.fromEntries(
        entries
          .filter((entry) => entry.name.startsWith('tables/'))
          .map((entry) => [entry.name, entry.content.toString().split('\n').sort()]),
      );
    expect(tables(await entriesOf(again))).toEqual(tables(await entriesOf(embeddedArchive)));
  });
});

describe('bad archives', () => {
  const target = scratch('never-written');
  const refused = async (file: string) => {
    const error = await restore({ file, dataDir: target }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BackupError);
    // Checked before anything is touched: not even DATA_DIR was made.
    expect(existsSync(target)).toBe(false);
    return (error as Error).message;
  };

  it('refuses a file that is not an archive', async () => {
    const file = scratch('notes.txt');
    writeFileSync(file, 'not a backup\n');
    expect(await refused(file)).toBe(`notes.txt is not a backup archive of the portal (not a gzip'd tar)`);
    const other = await repack(embeddedArchive, scratch('other.tar.gz'), (name, content) =>
      name === MANIFEST_ENTRY ? Buffer.from('{"format":"something-else"}') : content,
    );
    expect(await refused(other)).toBe('other.tar.gz is not a backup archive of the portal');
  });

  it('refuses a truncated archive', async () => {
    const bytes = readFileSync(embeddedArchive);
    const file = scratch('truncated.tar.gz');
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect(await refused(file)).toBe('truncated.tar.gz is truncated: the archive ends early');
  });

  it('refuses another version of the format', async () => {
    const file = await repack(embeddedArchive, scratch('version.tar.gz'), (name, content) =>
      name === MANIFEST_ENTRY
        ? Buffer.from(JSON.stringify({ ...JSON.parse(content.toString()), version: 2 }))
        : content,
    );
    expect(await refused(file)).toBe('version.tar.gz is a backup of format version 2; this portal reads version 1');
  });

  it('refuses an archive whose content does not match its checksums', async () => {
    const file = await repack(embeddedArchive, scratch('changed.tar.gz'), (name, content) =>
      name === 'tables/users.tsv' ? Buffer.from(content.toString().replace('student.cse@', 'student.cze@')) : content,
    );
    expect(await refused(file)).toBe('changed.tar.gz is damaged: tables/users.tsv does not match its checksum');
  });

  it('says so in one line and exit code 1 on the command line', async () => {
    const file = scratch('notes.txt');
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', 'src/cli/restore.ts', file],
        { cwd: path.resolve(import.meta.dirname, '..'), env: { ...process.env, DATA_DIR: target, DATABASE_URL: '' } },
        (error, stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
      );
    });
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `notes.txt is not a backup archive of the portal (not a gzip'd tar)\n`,
    });
  });
});

describe('an embedded target that is not empty, while writes go on', () => {
  const dataDir = scratch('embedded-copy');
  const during = scratch('during-writes.tar.gz');
  let before: { passes: number; scans: number; orphans: number };
  let restored: DatabaseHandle;
  const writes: Promise<void>[] = [];
  let refusal: unknown;
  let intoRunning: unknown;

  beforeAll(async () => {
    for (let i = 0; i < 3; i += 1) await writePair(source.db, studentId);
    before = await pairs(source.db);
    // A write starts after every table is read; PGlite holds them until the snapshot is done.
    owner.serve(source.handle.pglite!, { afterTable: () => void writes.push(writePair(source.db, studentId)) });
    await backup({ file: during, dataDir: source.dataDir });
    await Promise.all(writes);
    refusal = await restore({ file: during, dataDir }).catch((error: unknown) => error);
    intoRunning = await restore({ file: during, dataDir: source.dataDir, force: true }).catch(
      (error: unknown) => error,
    );
    await restore({ file: during, dataDir, force: true });
    restored = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
  });
  afterAll(() => restored?.close());

  it('refuses a DATA_DIR holding a database without --force, and one a portal runs on even with it', () => {
    expect((refusal as Error).message).toBe(
      `${dataDir} already holds a database: restore into a DATA_DIR without one, or add --force to replace it`,
    );
    expect((intoRunning as Error).message).toBe(`A portal is running on ${source.dataDir}: stop it before restoring`);
  });

  it('replaces it with --force, with the rows as they were when the backup began', async () => {
    expect(writes.length).toBeGreaterThan(20);
    expect(await pairs(restored.db)).toEqual(before);
    const after = await tableRows(restored.db);
    expect(after['public.users']).toEqual(sourceRows['public.users']);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  const fromEmbedded = { dataDir: scratch('pg-1'), url: '', drop: async () => {} };
  const fromPostgres = { dataDir: scratch('pg-2'), url: '', drop: async () => {} };
  const embeddedFromPostgres = scratch('embedded-from-pg');
  const postgresArchive = scratch('postgres.tar.gz');
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let embedded: DatabaseHandle;

  beforeAll(async () => {
    Object.assign(fromEmbedded, await emptyPostgresDatabase());
    Object.assign(fromPostgres, await emptyPostgresDatabase());
    await restore({ file: embeddedArchive, dataDir: fromEmbedded.dataDir, databaseUrl: fromEmbedded.url });
    await backup({ file: postgresArchive, dataDir: fromEmbedded.dataDir, databaseUrl: fromEmbedded.url });
    await restore({ file: postgresArchive, dataDir: fromPostgres.dataDir, databaseUrl: fromPostgres.url });
    await restore({ file: postgresArchive, dataDir: embeddedFromPostgres });
    [first, second, embedded] = await Promise.all([
      openDatabase({ url: fromEmbedded.url }),
      openDatabase({ url: fromPostgres.url }),
      openDatabase({ pgliteDir: path.join(embeddedFromPostgres, 'db') }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), embedded?.close()]);
    await Promise.all([fromEmbedded.drop(), fromPostgres.drop()]);
  });

  it('restores the embedded portal into PostgreSQL', async () => {
    expect(await tableRows(first.db)).toEqual(sourceRows);
    expect(filesOf(fromEmbedded.dataDir)).toEqual(sourceFiles);
  });

  it('restores PostgreSQL into PostgreSQL', async () => {
    expect(await tableRows(second.db)).toEqual(sourceRows);
    expect(filesOf(fromPostgres.dataDir)).toEqual(sourceFiles);
  });

  it('restores PostgreSQL into the embedded database', async () => {
    expect(await tableRows(embedded.db)).toEqual(sourceRows);
    expect(filesOf(embeddedFromPostgres)).toEqual(sourceFiles);
  });

  describe('a target that is not empty, while writes go on', () => {
    const during = scratch('pg-during-writes.tar.gz');
    let before: { passes: number; scans: number; orphans: number };
    let written = 0;
    let refusal: unknown;
    let replaced: DatabaseHandle;

    beforeAll(async () => {
      for (let i = 0; i < 3; i += 1) await writePair(first.db, studentId);
      before = await pairs(first.db);
      // After each table is read, a transaction commits two related rows: the snapshot must not see them.
      await backup({
        file: during,
        dataDir: fromEmbedded.dataDir,
        databaseUrl: fromEmbedded.url,
        snapshot: { afterTable: () => writePair(first.db, studentId).then(() => void (written += 1)) },
      });
      await second.close();
      refusal = await restore({ file: during, dataDir: fromPostgres.dataDir, databaseUrl: fromPostgres.url }).catch(
        (error: unknown) => error,
      );
      await restore({ file: during, dataDir: fromPostgres.dataDir, databaseUrl: fromPostgres.url, force: true });
      replaced = second = await openDatabase({ url: fromPostgres.url });
    });

    it('refuses it without --force', () => {
      expect((refusal as Error).message).toBe(
        'The database of DATABASE_URL is not empty (account_audit has rows): restore into an empty database, or add --force to replace it',
      );
    });

    it('replaces it with --force, with the rows as they were when the backup began', async () => {
      expect(written).toBeGreaterThan(20);
      expect(await pairs(first.db)).toEqual({
        passes: before.passes + written,
        scans: before.scans + written,
        orphans: 0,
      });
      expect(await pairs(replaced.db)).toEqual(before);
    });
  });
});
