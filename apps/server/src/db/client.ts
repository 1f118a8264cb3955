import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-pglite.js';

/**
 * PostgreSQL extensions the migrations create, which PGlite must have at hand on every open:
 * pg_trgm's trigram indexes serve the user lists' search (modules/users/schema.ts).
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/** One type for both drivers: the rest of the server never knows which one it talks to. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface ChangeListener {
  /** A NOTIFY on the channel arrived; `payload` is what the sender passed to pg_notify. */
  onMessage: (payload: string) => void;
  /**
   * The listening connection dropped (`listening` false: notifications may be missed until it is
   * back, so cache nothing) or came back (`listening` true: forget what was cached, then cache again).
   */
  onReset: (listening: boolean) => void;
}

/** Subscribes to a NOTIFY channel; answers the function that unsubscribes. */
export type Listen = (channel: string, listener: ChangeListener) => Promise<() => Promise<void>>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** For migrations: PostgreSQL needs the URL to take an advisory lock on one connection. */
  url?: string;
  /**
   * LISTEN/NOTIFY on both databases: how a process learns that another one (or a trigger) changed
   * something it caches (docs/architecture.md, "The signed-in path").
   */
  listen: Listen;
  /** PGlite only: the whole database as a tarball, for `loadDataDir` (the tests copy one migrated database). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise the embedded PGlite kept in
 * `pgliteDir` ('memory://' for a throwaway in-memory database, as the tests use). An in-memory
 * PGlite may start from `loadDataDir`, a tarball another one's `dump` made.
 */
export async function openDatabase(options: {
  url?: string;
  pgliteDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Database;
    const notifications = new PgNotifications(options.url);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      listen: (channel, listener) => notifications.listen(channel, listener),
      close: async () => {
        await notifications.close();
        await pool.end();
      },
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  let client: PGlite;
  if (dir.startsWith('memory://')) {
    client = await PGlite.create({
      dataDir: dir,
      extensions: PGLITE_EXTENSIONS,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } else {
    mkdirSync(path.dirname(dir), { recursive: true });
    // Durable: PostgreSQL's flushes reach the disk before a commit is answered (durable-pglite.ts).
    client = await PGlite.create({
      fs: new DurableNodeFS(dir),
      startParams: DURABLE_START_PARAMS,
      extensions: PGLITE_EXTENSIONS,
    });
  }
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns an embedded database, so its notifications can never be missed.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, listener.onMessage);
      return () => unlisten();
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/** Runs raw SQL and answers its rows (both drivers answer `{rows}`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const quoteChannel = (channel: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
  return `"${channel}"`;
};

/**
 * One dedicated PostgreSQL connection that LISTENs on every subscribed channel. When it drops it
 * is opened again (retrying every second), and every listener is told to reset, because
 * notifications sent meanwhile are lost.
 */
class PgNotifications {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly listeners = new Map<string, Set<ChangeListener>>();
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  async listen(channel: string, listener: ChangeListener): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    const isNew = !set;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    const client = await this.connection();
    if (isNew) await client.query(`LISTEN ${quoteChannel(channel)}`);
    return async () => {
      set.delete(listener);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    const client = this.client ?? (await this.connecting?.catch(() => undefined));
    this.client = undefined;
    await client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      for (const listener of this.listeners.get(message.channel) ?? []) listener.onMessage(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.listeners.keys()) await client.query(`LISTEN ${quoteChannel(channel)}`);
    this.client = client;
    return client;
  }

  /** The connection is gone: whatever was cached may be stale, and we listen again soon. */
  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => {});
    this.resetAll(false);
    if (this.closed) return;
    const reconnect = () => {
      if (this.closed) return;
      this.connection()
        .then(() => this.resetAll(true))
        .catch(() => {
          this.retry = setTimeout(reconnect, 1000);
        });
    };
    this.retry = setTimeout(reconnect, 100);
  }

  private resetAll(listening: boolean): void {
    for (const set of this.listeners.values()) for (const listener of set) listener.onReset(listening);
  }
}
