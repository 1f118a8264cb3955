import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  listSequences,
  listTables,
  quote,
  readJournal,
  type JournalRow,
  type Rows,
  type SequenceState,
  type TableInfo,
} from './catalog.js';
import { BackupError, copySettingsSql } from './format.js';

/** What a backup reads before the rows: where from, the schema's version, the tables and sequences. */
export interface SnapshotHeader {
  source: 'pglite' | 'postgres';
  journal: JournalRow[];
  tables: TableInfo[];
  sequences: SequenceState[];
}

/** Takes a snapshot's parts as they are read: the header first, then each table in order. */
export interface SnapshotReceiver {
  header(header: SnapshotHeader): Promise<void>;
  /** One table's rows in COPY text format (`bytes` long when known); the receiver reads `data` to its end. */
  table(table: TableInfo, data: AsyncIterable<Buffer>, bytes?: number): Promise<void>;
}

export interface SnapshotOptions {
  /**
   * Called after each table is read, inside the snapshot: what others commit meanwhile must not
   * show in the tables read after it (the tests write here).
   */
  afterTable?: (table: string) => unknown;
}

const copyOut = (table: TableInfo, target: string): string =>
  `COPY public.${quote(table.name)} (${table.columns.map(quote).join(', ')}) TO ${target}`;

async function readHeader(rows: Rows, source: SnapshotHeader['source']): Promise<SnapshotHeader> {
  const journal = await readJournal(rows);
  if (journal.length === 0) throw new BackupError('The database holds no portal: it was never migrated');
  return { source, journal, tables: await listTables(rows), sequences: await listSequences(rows) };
}

/**
 * Reads a PostgreSQL database in one REPEATABLE READ READ ONLY transaction: every table from the
 * same snapshot, taken at its first query, while the portal goes on writing (docs/architecture.md,
 * "Backup and restore"). Rows stream from COPY TO STDOUT to the receiver.
 */
export async function readPostgresSnapshot(
  url: string,
  receiver: SnapshotReceiver,
  options: SnapshotOptions = {},
): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'portal backup' });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(copySettingsSql());
    const rows: Rows = async (text, params) => (await client.query(text, params)).rows;
    const header = await readHeader(rows, 'postgres');
    await receiver.header(header);
    for (const table of header.tables) {
      await receiver.table(table, client.query(copyTo(copyOut(table, 'STDOUT'))));
      await options.afterTable?.(table.name);
    }
    await client.query('COMMIT');
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Reads the embedded database through its one client (only the process that opened it may). Every
 * table is copied into memory inside one transaction, which holds PGlite's lock: the portal's other
 * queries wait meanwhile, so nothing commits between two tables; the rows are handed on after it.
 */
export async function readPgliteSnapshot(
  client: PGlite,
  receiver: SnapshotReceiver,
  options: SnapshotOptions = {},
): Promise<void> {
  const { header, blobs } = await client.transaction(async (tx: Transaction) => {
    await tx.exec(`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY; ${copySettingsSql()}`);
    const rows: Rows = async (text, params) => (await tx.query(text, params)).rows as never[];
    const header = await readHeader(rows, 'pglite');
    const blobs: Blob[] = [];
    for (const table of header.tables) {
      // PGlite writes a COPY to '/dev/blob' into memory; an empty table writes nothing.
      const result = await tx.query(copyOut(table, `'/dev/blob'`));
      blobs.push(result.blob ?? new Blob([]));
      await options.afterTable?.(table.name);
    }
    return { header, blobs };
  });
  await receiver.header(header);
  for (const [index, table] of header.tables.entries()) {
    const blob = blobs[index]!;
    // Let go of each table's copy once it is handed on.
    blobs[index] = new Blob([]);
    await receiver.table(table, blobChunks(blob), blob.size);
  }
}

/** A blob's bytes in slices of 1 MB, as Buffers. */
async function* blobChunks(blob: Blob): AsyncGenerator<Buffer> {
  const slice = 1024 * 1024;
  for (let start = 0; start < blob.size; start += slice) {
    yield Buffer.from(await blob.slice(start, start + slice).arrayBuffer());
  }
}
