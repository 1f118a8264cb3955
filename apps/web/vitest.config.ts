import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Component tests (docs/architecture.md, "Component tests"): the kit's components rendered in jsdom
 * with the app's providers, talking to the real API paths answered by MSW. Beside them, in Node,
 * the test of the development server's configuration (vite.config.test.ts). The browser journeys
 * have their own configuration (playwright.config.ts).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // One jsdom and one load of React, MUI and the kit per worker, not per file: half the processor
    // time. Nothing a test leaves behind survives it: setup.ts unmounts, resets the handlers and
    // clears local storage after each test, and stubbed globals are restored.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    // Far above what a test takes (a few seconds at most), so a machine busy with other work does not
    // fail one; a test that waits on something that never comes still fails.
    testTimeout: 30_000,
    retry: 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      { extends: true, test: { name: 'config', include: ['vite.config.test.ts'], environment: 'node' } },
    ],
  },
});
