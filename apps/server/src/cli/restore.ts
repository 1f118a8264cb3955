/**
 * `npm run restore -- FILE [--force]` (or `node dist/bundle/restore.js FILE [--force]` in a built
 * install): loads a backup into the empty database of DATABASE_URL, or into DATA_DIR when it holds
 * no database; --force replaces one that is not empty (docs/operations.md, "Backups and restore").
 */
import { runCommand } from '../backup/command.js';
import { restore } from '../backup/restore.js';

await runCommand(
  'npm run restore -- FILE [--force]',
  (args) => {
    const force = args.includes('--force');
    const rest = args.filter((arg) => arg !== '--force');
    return rest.length === 1 && !rest[0]!.startsWith('-') ? { file: rest[0]!, force } : undefined;
  },
  async (config, { file, force }) => {
    await restore({ file, force, dataDir: config.dataDir, databaseUrl: config.databaseUrl, report: console.log });
  },
);
