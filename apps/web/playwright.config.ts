import { defineConfig } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS, DENIED_CAMERA_ARGS, TIME_ZONE, VIEWPORTS } from './e2e/support/constants';

/**
 * Browser tests: the built server, started once for the run on a fresh embedded database
 * (e2e/support/globalSetup.ts), driven through the system's Chromium. The sign-in project signs each
 * account in once; the browser tests then run on three workers, a file at a time each, every file
 * writing only data no other file reads; the tests that change the whole college's settings run
 * last, alone.
 */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  // Three workers on a two-core machine: a browser test waits on the browser and the server much of
  // its time, and a third worker fills it; E2E_WORKERS changes it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // A file's tests run in order on one worker: a journey's later steps build on its earlier ones.
  fullyParallel: false,
  // A real browser and server: a failure is a failure, never retried into a pass.
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous for a busy machine; web-first assertions return as soon as what they wait for shows.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    viewport: VIEWPORTS.desktop,
    colorScheme: 'light',
    timezoneId: TIME_ZONE,
    locale: 'en-IN',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // The app registers a service worker (src/sw.ts). A page it controls has its requests made by
    // the worker, where page.route does not see them, and the worker would outlive its test in a
    // kept profile: so no test gets one, but the installable app's own (installable-app.test.ts),
    // which opens its browser contexts with workers allowed.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, ...DENIED_CAMERA_ARGS] },
  },
  projects: [
    { name: 'sign-in', testMatch: /\.setup\.ts$/ },
    {
      name: 'browser',
      testMatch: /\.test\.ts$/,
      testIgnore: /college-settings\.test\.ts$/,
      dependencies: ['sign-in'],
    },
    { name: 'college-wide', testMatch: /college-settings\.test\.ts$/, dependencies: ['browser'] },
  ],
});
