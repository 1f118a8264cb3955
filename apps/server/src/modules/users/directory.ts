import { eq, sql } from 'drizzle-orm';
import type { FeatureStats, Term } from '@portal/domain';
import type { UserDirectory } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from './schema.js';
import { NotifiedCache, type Notify } from '../../lib/notified-cache.js';
import type { UserRow } from './present.js';
import { readFeatureStats, readTermChoice } from '../settings/index.js';

/** Enough for every user of a large college; a row is about a kilobyte. */
const MAX_CACHED_USERS = 20_000;
const SAFETY_TTL_MS = 5 * 60_000;
const SETTINGS_KEY = 'features';
const TERM_KEY = 'term';

/** The users module's UserDirectory (AppContext.users). */
export function createUserDirectory(db: Database): UserDirectory {
  const rows = new NotifiedCache<UserRow>({
    channel: 'users_changed',
    maxEntries: MAX_CACHED_USERS,
    ttlMs: SAFETY_TTL_MS,
  });
  const features = new NotifiedCache<FeatureStats>({
    channel: 'settings_changed',
    maxEntries: 1,
    ttlMs: SAFETY_TTL_MS,
  });
  const term = new NotifiedCache<{ choice: Term | null }>({
    channel: 'settings_changed',
    maxEntries: 1,
    ttlMs: SAFETY_TTL_MS,
  });

  const notify: Notify = async (channel, payload) => {
    await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
  };
  const loadUser = async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

  return {
    byId: (id) => rows.get(id, () => loadUser(id)),
    featureStats: async () => (await features.get(SETTINGS_KEY, () => readFeatureStats(db)))!,
    termChoice: async () => (await term.get(TERM_KEY, async () => ({ choice: await readTermChoice(db) })))!.choice,
    changed: (id) => rows.changed(id),
    settingsChanged: async () => {
      term.clear();
      // One fence is enough: both caches hear the same channel in the same order.
      await features.changed();
    },
    connect: async (listen, listeners) => {
      await rows.connect(listen, { notify, listeners });
      await features.connect(listen, { notify, listeners });
      await term.connect(listen);
    },
    disconnect: async () => {
      await rows.disconnect();
      await features.disconnect();
      await term.disconnect();
    },
  };
}
