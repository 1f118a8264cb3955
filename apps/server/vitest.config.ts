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
    // Three on a two-core machine: a file spends part of its time waiting (servers starting, child
    // processes, the database), and a third worker fills it (docs/architecture.md, "Server tests").
    maxWorkers: 3,
    // A worker process runs file after file with the modules it has already imported (the server's
    // code, Drizzle, the database drivers): importing them again for each file cost a third of the
    // run. Each file still starts servers of its own on databases of its own, so no state is shared.
    isolate: false,
  },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
});
