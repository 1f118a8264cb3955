/**
 * The server in one file, dist/bundle/server.js, which `npm run serve` starts: loading one file
 * instead of some hundreds of modules shortens a cold start (docs/benchmarks.md, "Cold start").
 * The backup and restore commands are bundled the same way, each into a file of its own
 * (dist/bundle/backup.js, dist/bundle/restore.js), so a built install runs them with plain node
 * (docs/operations.md, "Backups and restore").
 * Run after `tsc -b` (which type-checks and builds dist/ for the rest). The tests that start server
 * processes bundle into a folder of their own, named as the argument (dist/<folder>/). The packages
 * below stay outside the bundle, loaded from node_modules as before: native code and WebAssembly,
 * and what loads only on first use.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Loaded from node_modules at run time rather than bundled. */
const external = [
  '@electric-sql/pglite', // PostgreSQL as WebAssembly, with its data files beside it
  '@node-rs/argon2', // native
  'sharp', // native
  '@aws-sdk/client-s3', // loaded only when S3_BUCKET is set
  'pg-native', // pg's optional native driver, never installed here
];

/** Bundled packages that find files from `__dirname`, which an ES module does not have. */
const inPlace = ['@fastify/swagger-ui', '@fastify/swagger', '@touch4it/ical-timezones'];

/**
 * In these packages `__dirname` becomes the file's own folder in node_modules, found at run time:
 * the API docs' UI serves its static files from there.
 */
const dirnameInPlace = {
  name: 'dirname-in-place',
  setup(builder) {
    for (const name of inPlace) {
      const root = path.dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
      const filter = new RegExp(`^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\\\/].*\\.js$`);
      builder.onLoad({ filter }, async ({ path: file }) => {
        const folder = path.relative(root, path.dirname(file)).split(path.sep).join('/');
        const dirname = `require('node:path').join(require('node:path').dirname(require.resolve('${name}/package.json')), '${folder}')`;
        return { contents: (await readFile(file, 'utf8')).replaceAll('__dirname', dirname), loader: 'js' };
      });
    }
  },
};

/** Two folders deep, see below. */
const outdir = process.argv[2] ?? 'dist/bundle';

await build({
  absWorkingDir: serverRoot,
  // Each entry whole in its own file (no chunks shared between them): the server still loads one file.
  entryPoints: { server: 'src/index.ts', backup: 'src/cli/backup.ts', restore: 'src/cli/restore.ts' },
  // Two folders deep like dist/db/migrate.js and dist/plugins/static-app.js, so the paths they
  // resolve from their own URL (the migrations, the web app's build) hold in the bundle too.
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The workspace's packages from their TypeScript, as in development.
  conditions: ['source'],
  external,
  plugins: [dirnameInPlace],
  sourcemap: true,
  // Source paths in stack traces relative to the bundle, as Node's --enable-source-maps prints them.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS packages inside an ES module still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
