import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import tar from 'tar-stream';
import { BackupError, tableEntry } from './format.js';
import { readPgliteSnapshot, type SnapshotHeader, type SnapshotOptions, type SnapshotReceiver } from './snapshot.js';
import { addEntry, entryContent } from './tar.js';

/**
 * The embedded database belongs to the one process that opened it. That process listens on this
 * socket inside DATA_DIR (never on the HTTP port: only who may read DATA_DIR reaches it), so that
 * `npm run backup` reads a running portal's database through it, and a second process that would
 * open the same database finds it taken (docs/architecture.md, "Backup and restore").
 */
export const socketPath = (dataDir: string): string => path.join(dataDir, 'db.sock');

const COMMAND_BACKUP = 'backup';
const HEADER_ENTRY = 'header.json';
const END_ENTRY = 'end.json';
const ERROR_ENTRY = 'error.json';

/** The socket of the process that owns an embedded database. */
export interface DatabaseOwner {
  /** Serve backups of this database from now on (until then, callers are told to wait). */
  serve(client: PGlite, options?: SnapshotOptions): void;
  close(): Promise<void>;
}

/** Answers the connected socket, or undefined when no process listens on it (none, or a stale file). */
function connect(file: string): Promise<net.Socket | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(file);
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else if (error.code === 'EACCES') reject(new BackupError(`${file} refuses this user: run as the portal's user`));
      else reject(error);
    });
  });
}

/** Whether a process owns the embedded database in `dataDir` (a portal, a backup or a restore). */
export async function databaseInUse(dataDir: string): Promise<boolean> {
  const socket = await connect(socketPath(dataDir));
  socket?.destroy();
  return socket !== undefined;
}

/**
 * Takes the embedded database in `dataDir` for this process: listens on its socket, or throws
 * `taken` when another process answers there. A socket file nobody answers on is what a process
 * that stopped without closing left behind: it is removed and taken.
 */
export async function claimEmbeddedDatabase(
  dataDir: string,
  messages: { taken: string; waiting: string },
): Promise<DatabaseOwner> {
  const file = socketPath(dataDir);
  await mkdir(dataDir, { recursive: true });
  let database: { client: PGlite; options: SnapshotOptions } | undefined;
  const connections = new Set<net.Socket>();
  const server = net.createServer((connection) => {
    connections.add(connection);
    connection.once('close', () => connections.delete(connection));
    connection.on('error', () => connection.destroy());
    void answer(connection, database, messages.waiting);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
  try {
    await listen();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const other = await connect(file);
    if (other) {
      other.destroy();
      throw new BackupError(messages.taken);
    }
    await rm(file, { force: true });
    await listen();
  }
  await chmod(file, 0o600);
  return {
    serve(client, options = {}) {
      database = { client, options };
    },
    async close() {
      for (const connection of connections) connection.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One caller of the socket: reads its command, answers a tar of the snapshot (or of the error). */
async function answer(
  connection: net.Socket,
  database: { client: PGlite; options: SnapshotOptions } | undefined,
  waiting: string,
): Promise<void> {
  const pack = tar.pack();
  // A caller that goes away destroys the pack with the socket's error: nothing more to answer.
  pack.on('error', () => {});
  pack.pipe(connection);
  connection.once('close', () => pack.destroy());
  try {
    const command = await firstLine(connection);
    if (command !== COMMAND_BACKUP) throw new BackupError(`Unknown command: ${command.slice(0, 40)}`);
    if (!database) throw new BackupError(waiting);
    await readPgliteSnapshot(
      database.client,
      {
        header: async (header) => {
          const json = Buffer.from(JSON.stringify(header));
          await addEntry(pack, { name: HEADER_ENTRY, size: json.length }, json);
        },
        table: async (table, data, bytes) => {
          await addEntry(pack, { name: tableEntry(table.name), size: bytes ?? 0 }, data);
        },
      },
      database.options,
    );
    await addEntry(pack, { name: END_ENTRY, size: 2 }, Buffer.from('{}'));
  } catch (error) {
    if (connection.destroyed) return;
    const message =
      error instanceof BackupError ? error.message : `The portal could not read its database: ${String(error)}`;
    const json = Buffer.from(JSON.stringify({ message }));
    await addEntry(pack, { name: ERROR_ENTRY, size: json.length }, json).catch(() => {});
  }
  pack.finalize();
}

/** The first line a caller sends (a command is short). */
function firstLine(connection: net.Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end !== -1 || text.length > 200) {
        connection.off('data', onData);
        connection.pause();
        resolve((end === -1 ? text : text.slice(0, end)).trim());
      }
    };
    connection.on('data', onData);
    connection.once('end', () => resolve(text.trim()));
    connection.once('error', reject);
  });
}

/**
 * Reads the embedded database through the process that owns it. Answers false when no process
 * listens on the socket, so the caller may open the database itself.
 */
export async function readThroughOwner(
  dataDir: string,
  receiver: SnapshotReceiver,
  onConnected: () => void = () => {},
): Promise<boolean> {
  const connection = await connect(socketPath(dataDir));
  if (!connection) return false;
  onConnected();
  const extract = tar.extract();
  connection.pipe(extract);
  connection.on('error', (error) => extract.destroy(error));
  connection.write(`${COMMAND_BACKUP}\n`);
  let header: SnapshotHeader | undefined;
  let ended = false;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === HEADER_ENTRY) {
        header = JSON.parse((await entryContent(entry, 16 * 1024 * 1024)).toString('utf8')) as SnapshotHeader;
        await receiver.header(header);
      } else if (name === ERROR_ENTRY) {
        const { message } = JSON.parse((await entryContent(entry, 64 * 1024)).toString('utf8')) as { message: string };
        throw new BackupError(message);
      } else if (name === END_ENTRY) {
        await entryContent(entry, 1024);
        ended = true;
      } else {
        const table = header?.tables.find((candidate) => tableEntry(candidate.name) === name);
        if (!table) throw new BackupError(`The running portal sent an unexpected part: ${name}`);
        await receiver.table(table, entry as AsyncIterable<Buffer>, entry.header.size);
      }
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The running portal stopped answering during the backup (${(error as Error).message})`);
  } finally {
    connection.destroy();
  }
  if (!ended) throw new BackupError('The running portal stopped answering during the backup');
  return true;
}
