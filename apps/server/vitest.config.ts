import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One database is migrated once per run, and every server gets a copy of it
    // (docs/architecture.md, "Server tests"). The hooks that open one keep a generous timeout for a
    // machine busy with other work; a test itself opens no database and waits on no clock.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
  resolve: { conditions: ['source'] },
});
