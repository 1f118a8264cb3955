import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { modules } from '../modules/index.js';
import { demoOrder } from '../modules/manifest.js';
import type { Storage } from '../modules/files/index.js';
import { countUsers } from '../modules/users/index.js';

export { DEMO_LOGINS, DEMO_PASSWORD, STUDENTS_PER_CLASS } from '../modules/users/index.js';

/** Any fixed number: the advisory lock key that lets one process load the demo. */
const DEMO_LOCK_KEY = 727_274_002;

/**
 * Loads the demo college into an empty database (docs/rules.md, "Demo college"): every module's demo
 * loader, from the list of modules, each after the ones it waits for (the accounts first, the
 * subjects and timetables before what is taught). Without storage, the loaders that need files skip.
 */
export async function loadDemoCollege(db: Database, now = new Date(), storage?: Storage): Promise<void> {
  for (const module of demoOrder(modules)) await module.demo!.load(db, { now, storage });
}

/**
 * Loads the demo college when the database has no users yet. Several processes may start together
 * on one PostgreSQL: a transaction-wide advisory lock lets exactly one of them load it.
 */
export async function loadDemoCollegeIfEmpty(db: Database, storage?: Storage): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    if ((await countUsers(tx)) > 0) return false;
    await loadDemoCollege(tx, new Date(), storage);
    return true;
  });
}
