import cluster from 'node:cluster';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { ConfigError, noAdminLine, parseConfig, resolveJwtSecret, type Config } from './config.js';
import { claimEmbeddedDatabase, type DatabaseOwner } from './backup/socket.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { loggableError } from './lib/loggable-error.js';
import type { Storage } from './lib/storage.js';

/**
 * The rest of the server (the app and its modules, the demo), loaded while the database starts:
 * the embedded one compiles its WebAssembly on other threads meanwhile, so loading both at once
 * shortens a cold start (docs/benchmarks.md, "Cold start").
 */
const loadServer = async () => {
  const [{ buildApp }, { DEMO_LOGINS, loadDemoCollegeIfEmpty }, { ensureAdmin, hasActiveAdmin }] = await Promise.all([
    import('./app.js'),
    import('./demo/seed.js'),
    import('./modules/users/index.js'),
  ]);
  return { buildApp, DEMO_LOGINS, loadDemoCollegeIfEmpty, ensureAdmin, hasActiveAdmin };
};
type Server = Awaited<ReturnType<typeof loadServer>>;

/**
 * The storage and the database. A bucket must answer before the database is opened, so a start that
 * stops on it (one line, docs/rules.md, "Uploaded files") stops at once and leaves an embedded
 * database it would have created untouched; the folder storage cannot fail, and opens beside it.
 */
async function openDatabaseAndStorage(
  config: Config,
  pgliteDir?: string,
): Promise<{ database: DatabaseHandle; storage: Storage }> {
  const opening = import('./modules/files/index.js').then(({ openStorage }) => openStorage(config));
  if (config.bucket) await opening;
  const [database, storage] = await Promise.all([openDatabase({ url: config.databaseUrl, pgliteDir }), opening]);
  return { database, storage };
}

/**
 * Starts the portal: configuration, database and migrations, the ADMIN_EMAIL admin, the demo
 * college on an empty database, then the HTTP server; stops gracefully on SIGTERM/SIGINT. With
 * WORKERS above 1 (PostgreSQL only) this process prepares the database, then forks that many
 * workers that share the port (node:cluster) and serve the requests.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = resolveJwtSecret(parseConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (cluster.isWorker) {
    const [server, opened] = await Promise.all([loadServer(), openDatabaseAndStorage(config)]);
    return serve(server, config, opened);
  }

  // The embedded database is this process's alone: its socket says so to any other (a second
  // portal, a backup) and serves backups (docs/architecture.md, "Backup and restore").
  const owner = config.databaseUrl
    ? undefined
    : await claimEmbeddedDatabase(config.dataDir, {
        taken: `Another process is using the embedded database in ${config.dataDir} (a portal, a backup or a restore)`,
        waiting: 'The portal is starting: try again in a moment',
      });
  const [server, opened] = await Promise.all([
    loadServer(),
    openDatabaseAndStorage(config, path.join(config.dataDir, 'db')),
  ]);
  const { database, storage } = opened;
  const { loadDemoCollegeIfEmpty, ensureAdmin, hasActiveAdmin } = server;
  await runMigrations(database);
  if (owner && database.pglite) owner.serve(database.pglite);
  // The demo goes first: it only loads into a database without users.
  if (config.demoData) {
    const started = Date.now();
    if (await loadDemoCollegeIfEmpty(database.db, storage))
      console.log(`Loaded the demo college in ${Date.now() - started} ms`);
  }
  if (config.admin && (await ensureAdmin(database.db, config.admin))) {
    console.log(`Created the admin account ${config.admin.email}`);
  }
  // A college in production that nobody can administer is a misconfiguration, not a start.
  if (config.production && !(await hasActiveAdmin(database.db))) {
    await database.close();
    await storage.close();
    console.error(noAdminLine(config));
    process.exit(1);
  }

  if (config.workers === 1) {
    await serve(server, config, opened, owner);
  } else {
    await database.close();
    await storage.close();
    await startWorkers(config);
  }
  if (config.demoData) printDemoLogins(server, config);
}

/** One process serving HTTP on an open database and storage (which the app closes). */
async function serve(
  { buildApp }: Server,
  config: Config,
  { database, storage }: { database: DatabaseHandle; storage: Storage },
  owner?: DatabaseOwner,
): Promise<void> {
  const app = await buildApp({
    config,
    db: database.db,
    listen: database.listen,
    listeners: database.listeners,
    databaseStats: database.stats,
    storage,
  });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err: loggableError(err) }, 'stopping after an error');
    else app.log.info(`${signal} received, finishing requests in flight`);
    // Fastify's close stops accepting connections and waits for the requests in flight.
    await app.close();
    await owner?.close();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
}

/** Forks the workers, replaces one that dies, and stops them all on SIGTERM/SIGINT. */
async function startWorkers(config: Config): Promise<void> {
  let stopping = false;
  // The workers share the metrics port as they share the main one, so this process serves the sum of their metrics.
  if (config.metrics) {
    const { serveClusterMetrics } = await import('./plugins/metrics.js');
    await serveClusterMetrics(config.metrics);
  }
  const listening = Array.from({ length: config.workers }, () => {
    const worker = cluster.fork();
    return new Promise<void>((resolve) => worker.once('listening', () => resolve()));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const forced = setTimeout(() => process.exit(1), 15_000);
    forced.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await Promise.all(listening);
  console.log(`${config.workers} worker processes are serving on port ${config.port}`);
}

function printDemoLogins({ DEMO_LOGINS }: Server, config: Config): void {
  const width = Math.max(...DEMO_LOGINS.map((login) => login.email.length));
  const lines = DEMO_LOGINS.map((login) => `  ${login.email.padEnd(width)}  ${login.role}`);
  const local = config.host === '127.0.0.1' && !process.env.HOST?.trim();
  console.log(
    [
      '',
      `The portal is running at ${config.publicUrl}`,
      ...(local
        ? [
            'It answers on this machine only, as the demo passwords below are public. To reach it from',
            'other devices (a phone scanning passes at the gate), start it with HOST=0.0.0.0 and set',
            'PUBLIC_URL to the address they use.',
          ]
        : []),
      `Demo logins (password for all: ${DEMO_LOGINS[0]?.password}):`,
      ...lines,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  const { message, query } = loggableError(error);
  console.error('The server could not start:', message, query ? `(in ${query})` : '');
  process.exit(1);
});
