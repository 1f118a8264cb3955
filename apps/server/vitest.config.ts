import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own server on its own fresh database (PGlite, and PostgreSQL too when
    // TEST_DATABASE_URL is set); the embedded database takes a few seconds to boot.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
  resolve: { conditions: ['source'] },
});
