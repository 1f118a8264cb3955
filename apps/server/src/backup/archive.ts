import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  BackupError,
  BUCKET_KEYS_ENTRY,
  CHECKSUMS_ENTRY,
  count,
  DATA_DIR_PARTS,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  manifestSchema,
  size,
  tableEntry,
  type Manifest,
  type Report,
} from './format.js';
import { countLines, entryContent } from './tar.js';

/** One entry of an archive as it is read: its name, mode and content (read it before the next). */
export interface ArchiveEntry {
  name: string;
  mode: number;
  data: AsyncIterable<Buffer>;
}

/** What a checked archive holds. */
export interface CheckedArchive {
  manifest: Manifest;
  /** The SHA-256 of every entry, as checked. */
  sums: Map<string, string>;
  files: number;
  fileBytes: number;
  bucketKeys: number;
}

/**
 * The entries of an archive, in order. Every way the file can fail to be one (not there, not a
 * gzip'd tar, cut short, damaged) becomes one BackupError line naming the file.
 */
export async function* archiveEntries(file: string): AsyncGenerator<ArchiveEntry> {
  const name = path.basename(file);
  let head: Buffer;
  try {
    const handle = await open(file);
    try {
      head = Buffer.alloc(2);
      await handle.read(head, 0, 2, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`${file} does not exist`);
    if (code === 'EISDIR') throw new BackupError(`${file} is a folder, not a backup archive`);
    throw error;
  }
  if (head[0] !== 0x1f || head[1] !== 0x8b) {
    throw new BackupError(`${name} is not a backup archive of the portal (not a gzip'd tar)`);
  }
  const input = createReadStream(file);
  const gunzip = createGunzip();
  const extract = tar.extract();
  const fail = (error: Error) => extract.destroy(error);
  input.on('error', fail);
  gunzip.on('error', fail);
  input.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);
  const explain = (error: unknown): Error => {
    if (error instanceof BackupError) return error;
    const message = (error as Error).message ?? String(error);
    if (/unexpected end|end of data/i.test(message))
      return new BackupError(`${name} is truncated: the archive ends early`);
    return new BackupError(`${name} is damaged: ${message}`);
  };
  // An entry's content fails as the archive does (a short or damaged gzip shows while it is read).
  async function* content(entry: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    try {
      yield* entry;
    } catch (error) {
      throw explain(error);
    }
  }
  try {
    for await (const entry of extract) {
      if (entry.header.type !== 'file') {
        throw new BackupError(`${name} is damaged: ${entry.header.name} is not a plain file`);
      }
      yield { name: entry.header.name, mode: entry.header.mode, data: content(entry as AsyncIterable<Buffer>) };
    }
  } catch (error) {
    throw explain(error);
  } finally {
    input.destroy();
  }
}

/** A path of files/ that stays inside what an archive may hold of DATA_DIR. */
export function safeFilePath(relative: string): boolean {
  const parts = relative.split('/');
  return (
    !relative.includes('\\') &&
    !relative.includes('\0') &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..') &&
    (DATA_DIR_PARTS as readonly string[]).includes(parts[0]!)
  );
}

/**
 * Reads the whole archive once before anything is changed: the manifest first (format, version),
 * every entry against its checksum, every table's row count against the manifest. Any fault is
 * one BackupError line.
 */
export async function checkArchive(file: string, report: Report): Promise<CheckedArchive> {
  const name = path.basename(file);
  const damaged = (what: string) => new BackupError(`${name} is damaged: ${what}`);
  let manifest: Manifest | undefined;
  let listed: Map<string, string> | undefined;
  const sums = new Map<string, string>();
  const rows = new Map<string, number>();
  let files = 0;
  let fileBytes = 0;
  let bucketKeys = 0;
  for await (const entry of archiveEntries(file)) {
    if (listed) throw damaged(`${entry.name} follows the checksums`);
    if (!manifest) {
      if (entry.name !== MANIFEST_ENTRY)
        throw new BackupError(`${name} is not a backup archive of the portal (no manifest)`);
      const bytes = await entryContent(entry.data, 64 * 1024 * 1024);
      sums.set(entry.name, createHash('sha256').update(bytes).digest('hex'));
      manifest = parseManifest(name, bytes);
      continue;
    }
    if (entry.name === CHECKSUMS_ENTRY) {
      listed = parseChecksums(name, (await entryContent(entry.data, 256 * 1024 * 1024)).toString('utf8'));
      continue;
    }
    const hash = createHash('sha256');
    let lines = 0;
    let bytes = 0;
    for await (const chunk of entry.data) {
      hash.update(chunk);
      lines += countLines(chunk);
      bytes += chunk.length;
    }
    sums.set(entry.name, hash.digest('hex'));
    if (entry.name.startsWith(FILES_PREFIX)) {
      if (!safeFilePath(entry.name.slice(FILES_PREFIX.length)))
        throw damaged(`${entry.name} is outside DATA_DIR's files`);
      files += 1;
      fileBytes += bytes;
    } else if (entry.name === BUCKET_KEYS_ENTRY) {
      bucketKeys = lines;
    } else if (manifest.tables.some((table) => tableEntry(table.name) === entry.name)) {
      rows.set(entry.name, lines);
    } else {
      throw damaged(`${entry.name} is not a part of a backup`);
    }
  }
  if (!manifest) throw new BackupError(`${name} is not a backup archive of the portal (it is empty)`);
  if (!listed) throw new BackupError(`${name} is truncated: the archive ends before its checksums`);
  for (const [entry, hash] of sums) {
    if (!listed.has(entry)) throw damaged(`${entry} has no checksum`);
    if (listed.get(entry) !== hash) throw new BackupError(`${name} is damaged: ${entry} does not match its checksum`);
  }
  for (const entry of listed.keys()) if (!sums.has(entry)) throw damaged(`${entry} is missing`);
  for (const table of manifest.tables) {
    const counted = rows.get(tableEntry(table.name));
    if (counted === undefined) throw damaged(`${tableEntry(table.name)} is missing`);
    if (counted !== table.rows) throw damaged(`${table.name} holds ${counted} rows, its manifest says ${table.rows}`);
  }
  const totalRows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  report(
    `Checked ${name}: ${manifest.tables.length} tables (${count(totalRows)} rows) and ${count(files)} files (${size(fileBytes)}), ` +
      `taken ${manifest.createdAt} from ${manifest.source === 'pglite' ? 'the embedded database' : 'PostgreSQL'}`,
  );
  return { manifest, sums, files, fileBytes, bucketKeys };
}

function parseManifest(name: string, bytes: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BackupError(`${name} is damaged: its manifest is not JSON`);
  }
  const head = json as { format?: unknown; version?: unknown };
  if (head?.format !== ARCHIVE_FORMAT) throw new BackupError(`${name} is not a backup archive of the portal`);
  if (head.version !== ARCHIVE_VERSION) {
    throw new BackupError(
      `${name} is a backup of format version ${String(head.version)}; this portal reads version ${ARCHIVE_VERSION}`,
    );
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new BackupError(`${name} is damaged: its manifest does not read (${issue.path.join('.')}: ${issue.message})`);
  }
  return parsed.data;
}

/** `sha256sum`'s lines: the hash, two spaces, the name. */
function parseChecksums(name: string, text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match) throw new BackupError(`${name} is damaged: its checksums cannot be read`);
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}
