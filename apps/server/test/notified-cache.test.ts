import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Listen } from '../src/db/client.js';
import { NotifiedCache, type Notify } from '../src/lib/notified-cache.js';
import { databases, freshDatabase } from './helpers.js';

/** A channel of this test's own, as the users' and settings' caches each have one. */
const CHANNEL = 'test_cache_changed';
/** How late the slow process hears every notice: far longer than a notice takes to come back. */
const LATE_MS = 400;

const notifyThrough =
  (handle: DatabaseHandle): Notify =>
  async (channel, payload) => {
    await handle.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
  };

/** A process busy with other work: it hears every notice of the channel `LATE_MS` after it came. */
const lateListen =
  (handle: DatabaseHandle): Listen =>
  (channel, listener) =>
    handle.listen(channel, {
      onMessage: (payload) => setTimeout(() => listener.onMessage(payload), LATE_MS),
      onReset: listener.onReset,
    });

/**
 * A change's fence (docs/architecture.md, "The signed-in path"): the process that changed a row
 * answers only once every process listening on the database has dropped it, however late one of
 * them hears of the change. Two handles on one PostgreSQL database stand for two server processes.
 */
describe.runIf(databases.includes('postgres'))('a change fenced across two processes on PostgreSQL', () => {
  let one: DatabaseHandle;
  let other: DatabaseHandle;
  let drop: () => Promise<void>;
  const caches: NotifiedCache<number>[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase('postgres');
    one = fresh.handle;
    drop = fresh.drop;
    other = await openDatabase({ url: fresh.url! });
  });

  afterAll(async () => {
    for (const cache of caches) await cache.disconnect();
    await other?.close();
    await one?.close();
    await drop?.();
  });

  const cacheOn = async (handle: DatabaseHandle, listen: Listen) => {
    const cache = new NotifiedCache<number>({ channel: CHANNEL, maxEntries: 10, ttlMs: 60_000 });
    await cache.connect(listen, { notify: notifyThrough(handle), listeners: handle.listeners });
    caches.push(cache);
    return cache;
  };

  it('counts the processes listening on the database', async () => {
    const first = await cacheOn(one, one.listen);
    const second = await cacheOn(other, other.listen);
    expect(await one.listeners()).toBe(2);
    expect(await other.listeners()).toBe(2);
    // A process has one fencing cache per channel: these two make way for the next test's.
    await first.disconnect();
    await second.disconnect();
  });

  it('answers a change only once a slow other process has dropped the entry', async () => {
    const changing = await cacheOn(one, one.listen);
    const slow = await cacheOn(other, lateListen(other));
    let stored = 1;
    expect(await slow.get('row', async () => stored)).toBe(1);

    stored = 2;
    // What a trigger does at the commit of a change, then the changing process's own part.
    await notifyThrough(one)(CHANNEL, 'row');
    const started = Date.now();
    await changing.changed('row');
    expect(Date.now() - started).toBeGreaterThanOrEqual(LATE_MS - 50);
    expect(await slow.get('row', async () => stored)).toBe(2);
  });
});

describe.each(databases)('a change on %s alone', (kind) => {
  let handle: DatabaseHandle;
  let drop: () => Promise<void>;
  let cache: NotifiedCache<number>;

  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase(kind));
    cache = new NotifiedCache<number>({ channel: CHANNEL, maxEntries: 10, ttlMs: 60_000 });
    await cache.connect(handle.listen, { notify: notifyThrough(handle), listeners: handle.listeners });
  });

  afterAll(async () => {
    await cache?.disconnect();
    await handle?.close();
    await drop?.();
  });

  it('answers as soon as its own fence is back, with the entry dropped', async () => {
    let stored = 1;
    expect(await cache.get('row', async () => stored)).toBe(1);
    stored = 2;
    const started = Date.now();
    await cache.changed('row');
    // Well within the five seconds a fence waits for a process that never answers.
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(await cache.get('row', async () => stored)).toBe(2);
  });

  it("answers only once its own notice's statement has finished, even when the notice is heard first", async () => {
    // The fence's notice can come back on the listening connection before the sending connection
    // has read its statement's reply; the change must not answer while that statement still runs,
    // or it would finish inside the caller's next call.
    let finished = false;
    const slowReply: Notify = async (channel, payload) => {
      await notifyThrough(handle)(channel, payload);
      await new Promise((resolve) => setTimeout(resolve, LATE_MS));
      finished = true;
    };
    const fenced = new NotifiedCache<number>({ channel: `${CHANNEL}_slow_reply`, maxEntries: 10, ttlMs: 60_000 });
    await fenced.connect(handle.listen, { notify: slowReply, listeners: handle.listeners });
    try {
      await fenced.changed('row');
      expect(finished).toBe(true);
    } finally {
      await fenced.disconnect();
    }
  });
});
