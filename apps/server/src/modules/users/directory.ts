import { eq } from 'drizzle-orm';
import type { FeatureStats, Term } from '@portal/domain';
import type { Database, Listen } from '../../db/client.js';
import { users } from './schema.js';
import { NotifiedCache } from '../../lib/notified-cache.js';
import type { UserRow } from './present.js';
import { readFeatureStats, readTermChoice } from '../settings/index.js';

/**
 * The users module's cached reads for the signed-in path: every signed-in request needs its user's
 * row (the guard checks `active` and the token version, the handler shows the profile) and the
 * feature switches, a student's own reads the term, and all almost never change. Database triggers NOTIFY every change, so every
 * process drops a stale entry at once (docs/architecture.md, "The signed-in path").
 */
export interface UserDirectory {
  /** The user's whole row, from the cache when this process has it. */
  byId: (id: string) => Promise<UserRow | undefined>;
  /** The payment and feedback switches. */
  featureStats: () => Promise<FeatureStats>;
  /** The admin's choice of term (null while there is none): a student's semester follows from it. */
  termChoice: () => Promise<Term | null>;
  /** Call after this process changed a user: the next read in this process sees the change. */
  changed: (id: string) => void;
  /** Call after this process changed the settings. */
  settingsChanged: () => void;
  /** Start caching (until then every read goes to the database). */
  connect: (listen: Listen) => Promise<void>;
  disconnect: () => Promise<void>;
}

/** Enough for every user of a large college; a row is about a kilobyte. */
const MAX_CACHED_USERS = 20_000;
const SAFETY_TTL_MS = 5 * 60_000;
const SETTINGS_KEY = 'features';
const TERM_KEY = 'term';

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

  const loadUser = async (id: string) => (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];

  return {
    byId: (id) => rows.get(id, () => loadUser(id)),
    featureStats: async () => (await features.get(SETTINGS_KEY, () => readFeatureStats(db)))!,
    termChoice: async () => (await term.get(TERM_KEY, async () => ({ choice: await readTermChoice(db) })))!.choice,
    changed: (id) => rows.invalidate(id),
    settingsChanged: () => {
      features.clear();
      term.clear();
    },
    connect: async (listen) => {
      await rows.connect(listen);
      await features.connect(listen);
      await term.connect(listen);
    },
    disconnect: async () => {
      await rows.disconnect();
      await features.disconnect();
      await term.disconnect();
    },
  };
}
