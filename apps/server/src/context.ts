import type { JWTVerifyGetKey } from 'jose';
import type { AnyUserType, Department } from '@portal/domain';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './lib/mailer.js';
import type { Storage } from './modules/files/storage.js';
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
}

/** The signed-in user as the route handlers see it (re-read from the database on every call). */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  type: AnyUserType;
  department: Department | null;
  isHod: boolean;
  advisorYears: number[];
  currentYear: number | null;
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
