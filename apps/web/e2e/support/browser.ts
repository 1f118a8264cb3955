import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { TIME_ZONE, VIEWPORTS } from './constants';

/**
 * Chromium as the tests drive it. The flags keep it from reaching for the network
 * (updates, sync, QUIC probes), which is closed where the tests run.
 */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export interface LaunchOptions {
  /** A YUV4MPEG2 file Chromium plays as its camera; the permission prompt is accepted. */
  fakeCameraVideo?: string;
  /** A camera exists but every permission prompt is refused, as when the guard clicks Block. */
  denyCamera?: boolean;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const args = [...CHROMIUM_ARGS];
  if (options.fakeCameraVideo) {
    args.push(
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${options.fakeCameraVideo}`,
    );
  }
  if (options.denyCamera) args.push('--use-fake-device-for-media-stream', '--deny-permission-prompts');
  return chromium.launch({ executablePath: chromiumPath(), args, headless: true });
}

export const baseUrl = (): string => inject('baseUrl');

export interface ContextOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** The browser's own zone; the portal's is TIME_ZONE whatever this says. */
  timezoneId?: string;
}

/** A fresh profile (no token, no theme) on the portal's origin. */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: options.viewport ?? VIEWPORTS.desktop,
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: options.timezoneId ?? TIME_ZONE,
    locale: 'en-IN',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

export const screenshotDir = (): string => {
  const dir = path.join(os.tmpdir(), 'portal-e2e-screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
};

let screenshotCount = 0;

/** Saves a full-page screenshot of every open page, named after the failing test. */
export async function screenshotPages(browser: Browser | undefined, testName: string): Promise<void> {
  if (!browser) return;
  const base = testName
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()
    .slice(0, 80);
  const pages: Page[] = browser.contexts().flatMap((context) => context.pages());
  for (const page of pages) {
    const file = path.join(screenshotDir(), `${base}-${++screenshotCount}.png`);
    try {
      await page.screenshot({ path: file, fullPage: true });
      console.error(`Screenshot of ${page.url()} saved to ${file}`);
    } catch {
      // A page that is closing cannot be captured; the others still are.
    }
  }
}
