import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database, DatabaseStats, Listen } from './db/client.js';
import { loggableUrl } from './lib/loggable-url.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { DEFAULT_FEED_LIMIT, type FeedLimit } from './modules/calendar-feed/index.js';
import { modules } from './modules/index.js';
import { hooksOf } from './modules/manifest.js';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from './modules/notifications/index.js';
import { createStorage, photosRoute, type Storage } from './modules/files/index.js';
import { createUserDirectory } from './modules/users/index.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerOpenApi } from './plugins/openapi.js';
import { DEFAULT_RATE_LIMITS, type LimitedAction, type Limit, type RateLimitSettings } from './plugins/rate-limit.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { fastSerializerCompiler } from './plugins/serializer.js';
import { DEFAULT_WEB_DIST, registerStaticApp } from './plugins/static-app.js';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /**
   * LISTEN/NOTIFY on the same database (DatabaseHandle.listen): with it, the signed-in users and the
   * feature switches are cached in the process; without it, every request reads them again.
   */
  listen?: Listen;
  /** How many processes listen on the database (DatabaseHandle.listeners), for a change's fence. */
  listeners?: () => Promise<number>;
  /** The database's statement times and connections (DatabaseHandle.stats), for the metrics. */
  databaseStats?: DatabaseStats;
  /** Fastify's logger: false to silence, or pino options. Defaults to LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /** Google's key set; tests pass a local one. Defaults to Google's published keys when configured. */
  googleKeys?: JWTVerifyGetKey;
  /** Lower limits for tests. */
  rateLimits?: Partial<Record<LimitedAction, Partial<Limit>>>;
  feedLimit?: Partial<FeedLimit>;
  /** Shorter heartbeats, fewer streams, a faster outbox, for tests. */
  notifications?: { [K in keyof NotificationSettings]?: Partial<NotificationSettings[K]> };
  /** The built web app to serve at /. */
  webDist?: string;
  mailer?: Mailer;
  /** Where uploaded files live (the app closes it); by default what the configuration names, S3_BUCKET or DATA_DIR. */
  storage?: Storage;
  now?: () => Date;
}

const GOOGLE_JWKS_URL = new URL('https://www.googleapis.com/oauth2/v3/certs');

/** The largest JSON body of an ordinary form (docs/api.md, "Hostile input"). */
export const FORM_BODY_LIMIT = 64 * 1024;

/** Incoming request ids are honoured when they look sane; otherwise a fresh UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

const mergeLimits = (overrides: BuildAppOptions['rateLimits'] = {}): RateLimitSettings =>
  Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([action, limit]) => [
      action,
      { ...limit, ...overrides[action as LimitedAction] },
    ]),
  ) as RateLimitSettings;

/** The whole HTTP application, ready to listen. index.ts and the tests both build it here. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Never log credentials; bodies are not logged at all.
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // One line per request (below) rather than Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
    // Every form is small: a larger body is refused (413) before it is read or parsed, so a huge one
    // costs nothing (a deeply nested one is refused before parsing too: plugins/json-body.ts). Uploads go through multipart with their own limit; a bulk
    // call that needs more gives its route a larger bodyLimit.
    bodyLimit: FORM_BODY_LIMIT,
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(fastSerializerCompiler);

  // Off unless METRICS_PORT is set: then measured from the first request (docs/architecture.md,
  // "Health and metrics").
  const metrics = config.metrics ? registerMetrics(app, config.metrics, options.databaseStats) : undefined;
  const now = options.now ?? (() => new Date());
  const ownMailer = options.mailer
    ? undefined
    : createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  const mailer = options.mailer ?? ownMailer!;
  const ctx: AppContext = {
    config,
    db: options.db,
    listen: options.listen,
    // Without SMTP_URL an e-mail is only written to the log: nothing is sent, so nothing is counted.
    mailer: metrics && (options.mailer || config.smtpUrl) ? metrics.countMail(mailer) : mailer,
    storage: options.storage ?? (await createStorage(config)),
    now,
    googleKeys: options.googleKeys ?? (config.googleClientId ? createRemoteJWKSet(GOOGLE_JWKS_URL) : undefined),
    rateLimits: mergeLimits(options.rateLimits),
    feedLimit: { ...DEFAULT_FEED_LIMIT, ...options.feedLimit },
    notifications: {
      live: { ...DEFAULT_NOTIFICATION_SETTINGS.live, ...options.notifications?.live },
      outbox: { ...DEFAULT_NOTIFICATION_SETTINGS.outbox, ...options.notifications?.outbox },
    },
    users: createUserDirectory(options.db),
    hooks: hooksOf(modules, { db: options.db, log: app.log, config, now }),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => ctx.storage.close());
  // Reactions still running after their change's commit finish before the database closes.
  app.addHook('onClose', () => ctx.hooks.settled());
  if (ownMailer) app.addHook('onClose', async () => ownMailer.close());
  if (options.listen) {
    await ctx.users.connect(options.listen, options.listeners);
    app.addHook('onClose', async () => ctx.users.disconnect());
  }

  // While shutting down, requests in flight finish, and their keep-alive connections close
  // behind them so the shutdown is not held up by idle sockets.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: loggableUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerAuth(app);
  await registerSecurityHeaders(app, options.webDist ?? DEFAULT_WEB_DIST);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const module of modules) if (module.routes) await api.register(module.routes);
    },
    { prefix: '/api' },
  );
  await app.register(photosRoute);
  await registerStaticApp(app, options.webDist ?? DEFAULT_WEB_DIST);
  return app;
}
