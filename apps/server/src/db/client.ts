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

/** The connections at one moment: open ones, idle ones, and callers waiting for one. */
export interface ConnectionCounts {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * What the metrics read of the database (docs/architecture.md, "Health and metrics"): the time of
 * every statement, and the connections. Hooked once where each driver runs a statement.
 */
export interface DatabaseStats {
  /** Calls `observer` with the seconds each statement took; answers the function that stops it. */
  onQuery: (observer: (seconds: number) => void) => () => void;
  connections: () => ConnectionCounts;
}

export interface DatabaseHandle {
  db: Database;
  stats: DatabaseStats;
  kind: 'pglite' | 'postgres';
  /** For migrations: PostgreSQL needs the URL to take an advisory lock on one connection. */
  url?: string;
  /**
   * LISTEN/NOTIFY on both databases: how a process learns that another one (or a trigger) changed
   * something it caches (docs/architecture.md, "The signed-in path").
   */
  listen: Listen;
  /**
   * How many processes listen on this database now, this one included: what a change's fence
   * waits to hear from (lib/notified-cache.ts). Always 1 on PGlite, which one process owns.
   */
  listeners: () => Promise<number>;
  /** PGlite only: the whole database as a tarball, for `loadDataDir` (the tests copy one migrated database). */
  dump?: () => Promise<Blob>;
  /**
   * PGlite only: the embedded database's own client, for the backup's COPY to and from memory,
   * which Drizzle does not offer (docs/architecture.md, "Backup and restore").
   */
  pglite?: PGlite;
  close: () => Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise the embedded PGlite kept in
 * `pgliteDir` ('memory://' for a throwaway in-memory database, as the tests use). A new PGlite,
 * in memory or in an empty folder, may start from `loadDataDir`, a tarball another one's `dump` made.
 */
export async function openDatabase(options: {
  url?: string;
  pgliteDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  const observers = new Set<(seconds: number) => void>();
  const onQuery: DatabaseStats['onQuery'] = (observer) => {
    observers.add(observer);
    return () => observers.delete(observer);
  };
  const observe = (started: number) => {
    const seconds = (performance.now() - started) / 1000;
    for (const observer of observers) observer(seconds);
  };
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_SIZE });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    pool.on('connect', (client) => timeStatements(client, observe));
    const db = drizzlePg(pool) as unknown as Database;
    const notifications = new PgNotifications(options.url);
    return {
      db,
      stats: {
        onQuery,
        connections: () => ({
          max: POOL_SIZE,
          total: pool.totalCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
        }),
      },
      kind: 'postgres',
      url: options.url,
      listen: (channel, listener) => notifications.listen(channel, listener),
      listeners: async () => {
        const { rows } = await pool.query<{ listeners: number }>(
          `SELECT count(*)::int AS listeners FROM pg_stat_activity
           WHERE datname = current_database() AND application_name = $1`,
          [LISTENER_APPLICATION],
        );
        return Math.max(1, rows[0]?.listeners ?? 1);
      },
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
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
  }
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    stats: { onQuery, connections: countPgliteConnection(client, observe) },
    kind: 'pglite',
    // One process owns an embedded database, so its notifications can never be missed.
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, listener.onMessage);
      return () => unlisten();
    },
    listeners: async () => 1,
    dump: () => client.dumpDataDir('none'),
    pglite: client,
    close: () => client.close(),
  };
}

/** The most connections a process opens to PostgreSQL. */
const POOL_SIZE = 10;

/**
 * Times every statement a pooled client runs, by wrapping its `query` once when the pool opens it:
 * Drizzle, the pool's own `query` and transactions all end there, after the client was handed out,
 * so the wait for a connection is not counted in. A query takes a callback or answers a promise.
 */
function timeStatements(client: pg.PoolClient, observe: (started: number) => void): void {
  const query = client.query as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = function timedQuery(this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = function timedCallback(this: unknown, ...results: unknown[]) {
        observe(started);
        return callback.apply(this, results);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      const done = () => observe(started);
      result.then(done, done);
    }
    return result;
  };
}

/** The longest the embedded database works through its waiting statements without a turn of the event loop. */
const STATEMENTS_SLICE_MS = 4;
/** When the event loop last turned, as far as the statements below know (a check-phase callback). */
let lastTurn = performance.now();
let turnWatched = false;

/**
 * PGlite answers a statement without a turn of the event loop, so under load one statement follows
 * another in a single burst of promise callbacks, and the loop neither reads new requests nor runs
 * the callbacks of those between statements (a signature checked, a file read) until every waiting
 * statement is done: the requests first in line went round again and again while others waited
 * seconds. Once a burst has run for a slice, the next statement waits for the loop to turn, which
 * keeps every request moving (docs/benchmarks.md, "The embedded database under load").
 */
async function turnTaken(): Promise<void> {
  if (performance.now() - lastTurn > STATEMENTS_SLICE_MS) {
    await new Promise((resolve) => setImmediate(resolve));
    lastTurn = performance.now();
    return;
  }
  if (!turnWatched) {
    turnWatched = true;
    setImmediate(() => {
      turnWatched = false;
      lastTurn = performance.now();
    });
  }
}

/**
 * The embedded database has one connection: PGlite runs one transaction (or statement outside one)
 * at a time and queues the others. Its two internal locks are where that shows, so they are
 * wrapped once: the transaction lock tells whether the connection is busy and how many callers
 * wait for it, the statement lock times each statement from the moment it runs (in a transaction
 * or not).
 * test/metrics.test.ts fails if a PGlite release renames them.
 */
function countPgliteConnection(client: PGlite, observe: (started: number) => void): () => ConnectionCounts {
  let busy = 0;
  let waiting = 0;
  const runTransaction = client._runExclusiveTransaction.bind(client);
  client._runExclusiveTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    waiting += 1;
    let begun = false;
    return runTransaction(async () => {
      begun = true;
      waiting -= 1;
      busy += 1;
      try {
        return await fn();
      } finally {
        busy -= 1;
      }
    }).finally(() => {
      if (!begun) waiting -= 1;
    });
  };
  const runStatement = client._runExclusiveQuery.bind(client);
  client._runExclusiveQuery = <T>(fn: () => Promise<T>): Promise<T> =>
    runStatement(async () => {
      await turnTaken();
      const started = performance.now();
      try {
        return await fn();
      } finally {
        observe(started);
      }
    });
  return () => ({ max: 1, total: 1, idle: busy > 0 ? 0 : 1, waiting });
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

/** The `application_name` of every process's LISTEN connection. */
const LISTENER_APPLICATION = 'college-portal-listener';

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
    // Named, so that a change's fence can count the processes listening (DatabaseHandle.listeners).
    const client = new pg.Client({ connectionString: this.url, application_name: LISTENER_APPLICATION });
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
