import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each file starts its own server on its own fresh database (PGlite, and PostgreSQL too when
    // TEST_DATABASE_URL is set); the embedded database takes a few seconds to boot, far more on a
    // machine busy with other work, hence the generous hook timeout.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
  resolve: { conditions: ['source'] },
});
