import { rmSync } from 'node:fs';
import { z } from 'zod';
import { JWT_SECRET_FILE } from '../config.js';
import { LOCAL_UPLOAD_FOLDERS } from '../lib/storage.js';

/**
 * The backup archive (docs/architecture.md, "Backup and restore"; why this format: docs/choices.md,
 * "Backups"). A gzip'd tar holding, in this order:
 *
 * - `manifest.json`: the format and its version, where it came from, the migration journal (the
 *   schema's version), every table with its columns and row count, every sequence's value;
 * - `tables/<table>.tsv`: each table's rows in PostgreSQL's COPY text format, parents before the
 *   tables that refer to them;
 * - `bucket-keys.txt`: the keys of the files kept in an object bucket, one a line (empty while files
 *   are kept under DATA_DIR);
 * - `files/...`: the files kept under DATA_DIR (uploads, private files, the generated JWT secret);
 * - `SHA256SUMS`: the SHA-256 of every entry above, as `sha256sum` writes them.
 */
export const ARCHIVE_FORMAT = 'college-portal-backup';
export const ARCHIVE_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const BUCKET_KEYS_ENTRY = 'bucket-keys.txt';
export const CHECKSUMS_ENTRY = 'SHA256SUMS';
export const TABLES_PREFIX = 'tables/';
export const FILES_PREFIX = 'files/';

export const tableEntry = (table: string): string => `${TABLES_PREFIX}${table}.tsv`;

/** What of DATA_DIR an archive carries: the uploaded files' folders and the generated secret. */
export const DATA_DIR_PARTS = [LOCAL_UPLOAD_FOLDERS.public, LOCAL_UPLOAD_FOLDERS.private, JWT_SECRET_FILE] as const;

/**
 * The settings both ends of a COPY run under, so the text means the same on any server: dates in
 * ISO order and UTC, floats with every digit, UTF-8 (pg_dump sets the same ones).
 */
export const COPY_SETTINGS: Record<string, string> = {
  DateStyle: 'ISO, YMD',
  IntervalStyle: 'postgres',
  TimeZone: 'UTC',
  extra_float_digits: '3',
  client_encoding: 'UTF8',
  standard_conforming_strings: 'on',
  // A large table must not be cut off by a timeout set for the portal's own queries.
  statement_timeout: '0',
};

export const copySettingsSql = (): string =>
  Object.entries(COPY_SETTINGS)
    .map(([name, value]) => `SET LOCAL ${name} = '${value}';`)
    .join(' ');

const identifier = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a lower-case SQL name');

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** drizzle's journal of applied migrations, oldest first: the last one is the schema's version. */
  migrations: z.array(
    z.object({ tag: z.string().nullable(), when: z.number().int(), hash: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
  copy: z.object({ format: z.literal('text'), settings: z.record(z.string(), z.string()) }),
  /** In load order: every table after the tables it refers to. */
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().nonnegative(),
      bytes: z.number().int().nonnegative(),
    }),
  ),
  sequences: z.array(z.object({ name: identifier, value: z.string().regex(/^-?\d+$/), called: z.boolean() })),
  bucket: z.object({ keys: z.number().int().nonnegative() }),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestTable = Manifest['tables'][number];

/**
 * A backup or restore that cannot go on, said in one line for the person who ran it (a bad
 * archive, a target that is not empty, a running portal in the way).
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** `1234567` as `1,234,567`. */
export const count = (value: number): string => value.toLocaleString('en-US');

/** Bytes in the unit a person reads best. */
export function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/** How a backup or restore tells the person what it is doing (the commands print each line). */
export type Report = (line: string) => void;

/**
 * What a backup or restore under way has written and removes when it ends (the archive being
 * written, a database being built): the commands remove them too when stopped with Ctrl-C.
 */
const scratch = new Set<string>();

export function addScratch(file: string): void {
  scratch.add(file);
}

export function dropScratch(file: string): void {
  scratch.delete(file);
}

export function removeScratchSync(): void {
  for (const file of scratch) rmSync(file, { recursive: true, force: true });
  scratch.clear();
}
