import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.js';
import { flushes } from '../src/db/durable-pglite.js';
import { runMigrations } from '../src/db/migrate.js';

describe('the embedded database on disk', () => {
  // A database in a directory of its own, opened in the hook: the test itself only writes.
  let dir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-durable-'));
    handle = await openDatabase({ pgliteDir: path.join(dir, 'db') });
    await runMigrations(handle);
  });
  afterAll(async () => {
    await handle?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('flushes every commit to the disk before answering it', async () => {
    const [settings] = await queryRows<{ fsync: string }>(handle.db, sql`SHOW fsync`);
    expect(settings?.fsync).toBe('on');
    const before = flushes.count;
    for (let index = 0; index < 5; index += 1) {
      await handle.db.execute(sql`INSERT INTO settings (key, value) VALUES (${`durability.${index}`}, 'true'::jsonb)`);
    }
    // At least one flush of the write-ahead log per commit.
    expect(flushes.count - before).toBeGreaterThanOrEqual(5);
  });
});

describe('the embedded database under load', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('lets the event loop turn while statements wait for it, so new requests are read', async () => {
    // Twenty callers, each running fifty statements one after the other: about a thousand
    // statements, far more than one slice of work. A callback of the event loop's own (as reading a
    // new request is) must run while they go on, not after the last of them.
    let finished = 0;
    let finishedWhenTheLoopTurned: number | undefined;
    setImmediate(() => (finishedWhenTheLoopTurned = finished));
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let index = 0; index < 50; index += 1) {
          await handle.db.execute(sql`SELECT ${index}::int AS n`);
          finished += 1;
        }
      }),
    );
    expect(finished).toBe(1_000);
    expect(finishedWhenTheLoopTurned).toBeDefined();
    expect(finishedWhenTheLoopTurned!).toBeLessThan(1_000);
  });
});
