/**
 * The server in one file, dist/bundle/server.js, which `npm run serve` starts: loading one file
 * instead of some hundreds of modules shortens a cold start (docs/benchmarks.md, "Cold start").
 * Run after `tsc -b` (which type-checks and builds dist/ for the rest). The packages below stay
 * outside the bundle, loaded from node_modules as before: native code and WebAssembly, files read
 * relative to their own folder (the API docs' page), and what loads only on first use.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Loaded from node_modules at run time rather than bundled. */
const external = [
  '@electric-sql/pglite', // PostgreSQL as WebAssembly, with its data files beside it
  '@node-rs/argon2', // native
  'sharp', // native
  '@fastify/swagger-ui', // serves its static files from its own folder
  'razorpay', // loaded with the first order (modules/payments/gateway.ts)
  'pg-native', // pg's optional native driver, never installed here
];

await build({
  absWorkingDir: serverRoot,
  entryPoints: ['src/index.ts'],
  // Two folders deep like dist/db/migrate.js and dist/plugins/static-app.js, so the paths they
  // resolve from their own URL (the migrations, the web app's build) hold in the bundle too.
  outfile: 'dist/bundle/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // The workspace's packages from their TypeScript, as in development.
  conditions: ['source'],
  external,
  sourcemap: true,
  // Source paths in stack traces relative to the bundle, as Node's --enable-source-maps prints them.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  // CommonJS packages inside an ES module still call require() for Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
