/**
 * `npm run backup -- FILE` (or `node dist/bundle/backup.js FILE` in a built install): writes the
 * whole database and the files under DATA_DIR to FILE (docs/operations.md, "Backups and restore").
 */
import { backup } from '../backup/backup.js';
import { runCommand } from '../backup/command.js';

await runCommand(
  'npm run backup -- FILE',
  (args) => (args.length === 1 && !args[0]!.startsWith('-') ? { file: args[0]!, force: false } : undefined),
  async (config, { file }) => {
    await backup({
      file,
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      bucket: config.bucket,
      report: console.log,
    });
  },
);
