import { createWriteStream, existsSync } from 'node:fs';
import { lstat, mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { BucketSettings } from '../config.js';
import { openDatabase } from '../db/client.js';
import { openBucket } from '../modules/files/index.js';
import { committedMigrations } from '../db/migrate.js';
import type { TableInfo } from './catalog.js';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BackupError,
  addScratch,
  BUCKET_KEYS_ENTRY,
  CHECKSUMS_ENTRY,
  COPY_SETTINGS,
  count,
  DATA_DIR_PARTS,
  dropScratch,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  size,
  tableEntry,
  type Manifest,
  type Report,
} from './format.js';
import {
  readPgliteSnapshot,
  readPostgresSnapshot,
  type SnapshotHeader,
  type SnapshotOptions,
  type SnapshotReceiver,
} from './snapshot.js';
import { claimEmbeddedDatabase, readThroughOwner } from './socket.js';
import { addEntry, countLines, drained } from './tar.js';

export interface BackupOptions {
  /** The archive to write (replaced when it exists; written beside it first, then renamed). */
  file: string;
  dataDir: string;
  /** PostgreSQL's URL; without it, the embedded database under `dataDir`. */
  databaseUrl?: string;
  /** The bucket of S3_BUCKET, whose keys the archive lists. */
  bucket?: BucketSettings;
  report?: Report;
  /** For the tests: called between tables inside the snapshot (not through a running portal). */
  snapshot?: SnapshotOptions;
}

export interface BackupSummary {
  /** Where the rows were read: PostgreSQL, a running portal's embedded database, or its folder. */
  source: 'postgres' | 'running portal' | 'folder';
  tables: number;
  rows: number;
  files: number;
  bytes: number;
}

/**
 * The keys of the files kept in the object bucket of S3_BUCKET, sorted, which the archive lists
 * (the bucket is backed up on its own); none when files are kept under DATA_DIR, where they travel
 * in the archive's files/.
 */
export async function listBucketKeys(bucket: BucketSettings | undefined): Promise<string[]> {
  if (!bucket) return [];
  const storage = await openBucket(bucket);
  try {
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    return keys.sort();
  } finally {
    await storage.close();
  }
}

interface SpooledTable extends TableInfo {
  file: string;
  rows: number;
  bytes: number;
}

/** Writes each table's rows to a file of its own as they come, counting them. */
class TableSpool implements SnapshotReceiver {
  snapshot: SnapshotHeader | undefined;
  readonly tables: SpooledTable[] = [];

  constructor(
    private readonly folder: string,
    private readonly report: Report,
  ) {}

  async header(header: SnapshotHeader): Promise<void> {
    this.snapshot = header;
  }

  async table(table: TableInfo, data: AsyncIterable<Buffer>): Promise<void> {
    const file = path.join(this.folder, `${table.name}.tsv`);
    const out = createWriteStream(file);
    let rows = 0;
    let bytes = 0;
    for await (const chunk of data) {
      rows += countLines(chunk);
      bytes += chunk.length;
      if (!out.write(chunk)) await drained(out);
    }
    out.end();
    await finished(out);
    this.tables.push({ ...table, file, rows, bytes });
    const total = this.snapshot?.tables.length ?? 0;
    this.report(`  [${this.tables.length}/${total}] ${table.name}: ${count(rows)} rows, ${size(bytes)}`);
  }
}

/**
 * `npm run backup -- FILE`: the whole database (every table's rows, the migration journal, the
 * sequences) and the files under DATA_DIR, in one archive (format.ts), from a running portal
 * (docs/architecture.md, "Backup and restore").
 */
export async function backup(options: BackupOptions): Promise<BackupSummary> {
  const report = options.report ?? (() => {});
  const started = Date.now();
  const file = path.resolve(options.file);
  const work = await mkdtemp(path.join(path.dirname(file), '.backup-'));
  addScratch(work);
  try {
    const spool = new TableSpool(work, report);
    const source = await readDatabase(options, spool, report);
    const rows = spool.tables.reduce((sum, table) => sum + table.rows, 0);
    const tableBytes = spool.tables.reduce((sum, table) => sum + table.bytes, 0);
    report(
      `Read ${spool.tables.length} tables: ${count(rows)} rows, ${size(tableBytes)} in ${seconds(Date.now() - started)}`,
    );
    const keys = await listBucketKeys(options.bucket);
    if (options.bucket) report(`Listed ${count(keys.length)} files kept in the bucket ${options.bucket.bucket}`);
    const written = await writeArchive(file, spool, options.dataDir, keys, report);
    report(`Wrote ${file}: ${size(written.bytes)} in ${seconds(Date.now() - started)}`);
    return { source, tables: spool.tables.length, rows, files: written.files, bytes: written.bytes };
  } finally {
    await rm(work, { recursive: true, force: true });
    dropScratch(work);
  }
}

async function readDatabase(
  options: BackupOptions,
  spool: TableSpool,
  report: Report,
): Promise<BackupSummary['source']> {
  if (options.databaseUrl) {
    report('Reading the PostgreSQL database of DATABASE_URL in one snapshot');
    await readPostgresSnapshot(options.databaseUrl, spool, options.snapshot);
    return 'postgres';
  }
  const { dataDir } = options;
  // A portal that starts between the two steps takes the socket: then ask it.
  for (let attempt = 1; ; attempt += 1) {
    if (
      await readThroughOwner(dataDir, spool, () => report('Reading the embedded database through the running portal'))
    )
      return 'running portal';
    if (!existsSync(path.join(dataDir, 'db', 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${dataDir}: nothing to back up`);
    }
    const owner = await claimEmbeddedDatabase(dataDir, {
      taken: 'A portal started on this DATA_DIR during the backup: run it again',
      waiting: 'A backup is reading the embedded database: try again when it is done',
    }).catch((error: unknown) => {
      if (attempt < 2 && error instanceof BackupError) return undefined;
      throw error;
    });
    if (!owner) continue;
    try {
      report(`Reading the embedded database in ${dataDir} (no portal is running on it)`);
      const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      try {
        await readPgliteSnapshot(handle.pglite!, spool, options.snapshot);
      } finally {
        await handle.close();
      }
      return 'folder';
    } finally {
      await owner.close();
    }
  }
}

/** Reports every quarter of the work done. */
function progress(total: number, report: Report): (bytes: number) => void {
  let done = 0;
  let quarter = 0;
  return (bytes) => {
    done += bytes;
    while (total > 0 && quarter < 3 && done >= ((quarter + 1) * total) / 4) {
      quarter += 1;
      report(`  compressed ${quarter * 25}% (${size(done)} of ${size(total)})`);
    }
  };
}

async function* counted(source: AsyncIterable<Buffer>, step: (bytes: number) => void): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    step(chunk.length);
    yield chunk;
  }
}

async function writeArchive(
  file: string,
  spool: TableSpool,
  dataDir: string,
  bucketKeys: string[],
  report: Report,
): Promise<{ files: number; bytes: number }> {
  const snapshot = spool.snapshot!;
  const known = committedMigrations();
  const manifest: Manifest = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: new Date().toISOString(),
    source: snapshot.source,
    migrations: snapshot.journal.map((row) => ({
      tag: known.find((migration) => migration.when === row.when && migration.hash === row.hash)?.tag ?? null,
      when: row.when,
      hash: row.hash,
    })),
    copy: { format: 'text', settings: COPY_SETTINGS },
    tables: spool.tables.map(({ name, columns, rows, bytes }) => ({ name, columns, rows, bytes })),
    sequences: snapshot.sequences,
    bucket: { keys: bucketKeys.length },
  };

  const partial = `${file}.partial`;
  addScratch(partial);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  written.catch(() => {});
  const sums: string[] = [];
  let files = 0;
  try {
    const add = async (name: string, content: Buffer | AsyncIterable<Buffer>, length: number, extra = {}) => {
      sums.push(`${await addEntry(pack, { name, size: length, ...extra }, content)}  ${name}`);
    };
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await add(MANIFEST_ENTRY, json, json.length);
    const step = progress(
      spool.tables.reduce((sum, table) => sum + table.bytes, 0),
      report,
    );
    for (const table of spool.tables) {
      const handle = await open(table.file);
      try {
        await add(tableEntry(table.name), counted(handle.createReadStream({ autoClose: false }), step), table.bytes);
      } finally {
        await handle.close();
      }
    }
    const keys = Buffer.from(bucketKeys.map((key) => `${key}\n`).join(''));
    await add(BUCKET_KEYS_ENTRY, keys, keys.length);
    let fileBytes = 0;
    for await (const name of dataDirFiles(dataDir)) {
      let handle: FileHandle;
      try {
        handle = await open(path.join(dataDir, name));
      } catch (error) {
        // Removed since it was listed (a replaced photo): the snapshot may not name it either.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      try {
        const stats = await handle.stat();
        await add(`${FILES_PREFIX}${name}`, handle.createReadStream({ autoClose: false }), stats.size, {
          mode: stats.mode & 0o777,
          mtime: stats.mtime,
        });
        files += 1;
        fileBytes += stats.size;
        if (files % 1000 === 0) report(`  files: ${count(files)} (${size(fileBytes)})`);
      } finally {
        await handle.close();
      }
    }
    report(`  files: ${count(files)} (${size(fileBytes)})`);
    const checksums = Buffer.from(`${sums.join('\n')}\n`);
    await addEntry(pack, { name: CHECKSUMS_ENTRY, size: checksums.length }, checksums);
    pack.finalize();
    await written;
    await rename(partial, file);
    dropScratch(partial);
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  const { size: bytes } = await lstat(file);
  return { files, bytes };
}

/** The files of DATA_DIR an archive carries, as paths relative to it with `/` between folders. */
async function* dataDirFiles(dataDir: string): AsyncGenerator<string> {
  for (const part of DATA_DIR_PARTS) yield* walk(dataDir, part);
}

async function* walk(root: string, relative: string): AsyncGenerator<string> {
  const stats = await lstat(path.join(root, relative)).catch(() => undefined);
  if (stats?.isFile()) yield relative;
  else if (stats?.isDirectory()) {
    for (const name of (await readdir(path.join(root, relative))).sort()) yield* walk(root, `${relative}/${name}`);
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
