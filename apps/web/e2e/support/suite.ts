import type { Browser } from 'playwright-core';
import { afterAll, beforeEach } from 'vitest';
import { launchBrowser, screenshotPages, type LaunchOptions } from './browser';

/**
 * The browsers of one test file: launched on demand, screenshotted when a test fails
 * (into the temp dir, paths printed), closed when the file is done.
 */
export function useBrowsers() {
  const browsers = new Set<Browser>();

  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      for (const browser of browsers) await screenshotPages(browser, task.name);
    });
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    browsers.clear();
  });

  return {
    async launch(options?: LaunchOptions): Promise<Browser> {
      const browser = await launchBrowser(options);
      browsers.add(browser);
      return browser;
    },
    async close(browser: Browser): Promise<void> {
      browsers.delete(browser);
      await browser.close();
    },
  };
}
