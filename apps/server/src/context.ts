import type { JWTVerifyGetKey } from 'jose';
import type { AnyUserType, Department, FeatureStats, Term } from '@portal/domain';
import type { Config } from './config.js';
import type { Database, Listen } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { Hooks } from './modules/manifest.js';
import type { Storage } from './lib/storage.js';
import type { users } from './modules/users/schema.js';
import type { FeedLimit } from './modules/calendar-feed/index.js';
import type { NotificationSettings } from './modules/notifications/index.js';
import type { RateLimitSettings } from './plugins/rate-limit.js';

/** What every module needs, handed around as `app.ctx` instead of globals. */
export interface AppContext {
  config: Config;
  db: Database;
  /** LISTEN/NOTIFY on the database, when the app was given it (live notifications need it). */
  listen: Listen | undefined;
  mailer: Mailer;
  storage: Storage;
  /** The clock; tests may replace it. */
  now: () => Date;
  /** Google's signing keys (a remote key set by default; tests inject a local one). */
  googleKeys: JWTVerifyGetKey | undefined;
  rateLimits: RateLimitSettings;
  /** The calendar feed's bounds per feed and per client address. */
  feedLimit: FeedLimit;
  /** The live streams' heartbeat and bounds, and the e-mail outbox's pace. */
  notifications: NotificationSettings;
  /** The users module's cached reads of users and feature switches. */
  users: UserDirectory;
  /** The hooks between modules (vetoes of and reactions to each other's changes), built from the list of modules. */
  hooks: Hooks;
}

/** A user's whole row (the users module's table). */
export type UserRow = typeof users.$inferSelect;

/**
 * The users module's cached reads for the signed-in path (made by its createUserDirectory): every
 * signed-in request needs its user's row (the guard checks `active` and the token version, the
 * handler shows the profile) and the feature switches, a student's own reads the term, and all
 * almost never change. Database triggers NOTIFY every change, so every process drops a stale entry
 * at once (docs/architecture.md, "The signed-in path").
 */
export interface UserDirectory {
  /** The user's whole row, from the cache when this process has it. */
  byId: (id: string) => Promise<UserRow | undefined>;
  /** The payment and feedback switches. */
  featureStats: () => Promise<FeatureStats>;
  /** The admin's choice of term (null while there is none): a student's semester follows from it. */
  termChoice: () => Promise<Term | null>;
  /**
   * Call after this process changed a user; answers once every process knows: the next read
   * anywhere sees the change (docs/architecture.md, "The signed-in path").
   */
  changed: (id: string) => Promise<void>;
  /** The same after this process changed the settings. */
  settingsChanged: () => Promise<void>;
  /** Start caching (until then every read goes to the database). */
  connect: (listen: Listen, listeners?: () => Promise<number>) => Promise<void>;
  disconnect: () => Promise<void>;
}

/**
 * The signed-in user as the route handlers see it: checked on every call against the user's row
 * (cached in the process and dropped the moment the row changes anywhere).
 */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  type: AnyUserType;
  department: Department | null;
  isHod: boolean;
  advisorYears: number[];
  currentYear: number | null;
  /** The whole row the guard read, so a handler never reads it again. */
  row: UserRow;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set by the auth hooks on protected routes. */
    user: AuthUser | null;
  }
}
