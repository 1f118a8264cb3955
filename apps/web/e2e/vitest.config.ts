import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built server on a fresh embedded database, driven through a real
 * Chromium. One file at a time on one worker: each file owns a browser, and the machine
 * running them may have only two cores.
 */
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/globalSetup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A real browser and server: a failure is a failure, never retried into a pass.
    retry: 0,
  },
});
