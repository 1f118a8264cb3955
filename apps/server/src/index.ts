import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { ConfigError, parseConfig, resolveJwtSecret } from './config.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { DEMO_LOGINS, loadDemoCollegeIfEmpty } from './demo/seed.js';
import { ensureAdmin } from './modules/users/accounts.js';

/**
 * Starts the portal: configuration, database and migrations, the ADMIN_EMAIL admin, the demo
 * college on an empty database, then the HTTP server; stops gracefully on SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = resolveJwtSecret(parseConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  await runMigrations(database);

  const app = await buildApp({ config, db: database.db, listen: database.listen });

  // The demo goes first: it only loads into a database without users.
  if (config.demoData) {
    const started = Date.now();
    if (await loadDemoCollegeIfEmpty(database.db)) app.log.info(`Loaded the demo college in ${Date.now() - started} ms`);
  }
  if (config.admin && (await ensureAdmin(database.db, config.admin))) {
    app.log.info(`Created the admin account ${config.admin.email}`);
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal} received, finishing requests in flight`);
    // Fastify's close stops accepting connections and waits for the requests in flight.
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  if (config.demoData) printDemoLogins(config.publicUrl);
}

function printDemoLogins(publicUrl: string): void {
  const width = Math.max(...DEMO_LOGINS.map((login) => login.email.length));
  const lines = DEMO_LOGINS.map((login) => `  ${login.email.padEnd(width)}  ${login.role}`);
  console.log(
    [
      '',
      `The portal is running at ${publicUrl}`,
      `Demo logins (password for all: ${DEMO_LOGINS[0]?.password}):`,
      ...lines,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
