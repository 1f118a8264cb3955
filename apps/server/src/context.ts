import type { JWTVerifyGetKey } from 'jose';
import type { AnyUserType, Department } from '@portal/domain';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { Storage } from './modules/files/index.js';
import type { UserDirectory, UserRow } from './modules/users/index.js';
import type { RateLimitSettings } from './plugins/rate-limit.js';

/** What every module needs, handed around as `app.ctx` instead of globals. */
export interface AppContext {
  config: Config;
  db: Database;
  mailer: Mailer;
  storage: Storage;
  /** The clock; tests may replace it. */
  now: () => Date;
  /** Google's signing keys (a remote key set by default; tests inject a local one). */
  googleKeys: JWTVerifyGetKey | undefined;
  rateLimits: RateLimitSettings;
  /** The users module's cached reads of users and feature switches. */
  users: UserDirectory;
  /**
   * Reasons other modules give to keep an account when an admin deletes it (a faculty member who
   * still teaches a subject): each answers a message to refuse with, or null.
   */
  accountRemovalChecks: AccountRemovalCheck[];
}

/** Run inside the deletion's transaction, with the account as it stands. */
export type AccountRemovalCheck = (tx: Database, account: UserRow) => Promise<string | null>;

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
