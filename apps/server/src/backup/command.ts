import path from 'node:path';
import { ConfigError, parseConfig, type Config } from '../config.js';
import { loggableError } from '../lib/loggable-error.js';
import { StorageStartError } from '../modules/files/index.js';
import { BackupError, removeScratchSync } from './format.js';

/**
 * Runs `npm run backup` or `npm run restore`: the configuration the server reads (DATA_DIR,
 * DATABASE_URL), one line per step on the console, and one clear line and exit code 1 when it
 * cannot be done. Ctrl-C removes what was half written.
 */
export async function runCommand(
  usage: string,
  parse: (args: string[]) => { file: string; force: boolean } | undefined,
  work: (config: Config, args: { file: string; force: boolean }) => Promise<void>,
): Promise<void> {
  const args = parse(process.argv.slice(2));
  if (!args) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      removeScratchSync();
      console.error('Stopped: nothing was changed');
      process.exit(130);
    });
  }
  try {
    const config = parseConfig(process.env);
    // Like DATA_DIR, a relative FILE counts from where npm was started.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
    await work(config, { ...args, file });
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupError || error instanceof StorageStartError) {
      console.error(error.message);
    } else console.error(`Failed: ${loggableError(error).message}`);
    process.exit(1);
  }
}
