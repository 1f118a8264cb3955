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
