import path from 'node:path';
import { chromium, expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  baseUrl,
  chromiumPath,
  CHROMIUM_ARGS,
  DEMO_PASSWORD,
  runDir,
  TIME_ZONE,
  VIEWPORTS,
  type SIGNED_IN,
} from './constants';
import { expectAccessible } from './axe';
import { labelled } from './expect';

export { expect };

/** An account the sign-in project has signed in (support/constants.ts, SIGNED_IN). */
export type SignedInAccount = (typeof SIGNED_IN)[number];

/** Where the sign-in project saves an account's browser state (its token in localStorage). */
export const stateFile = (account: string): string => path.join(runDir(), 'auth', `${account}.json`);

/** A browser state holding a token, as the portal keeps it after a sign-in. */
export const stateWithToken = (token: string) => ({
  cookies: [],
  origins: [{ origin: baseUrl(), localStorage: [{ name: 'token', value: token }] }],
});

export interface ContextOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  /** The browser's own zone; the portal's is TIME_ZONE whatever this says. */
  timezoneId?: string;
}

export interface OpenOptions extends ContextOptions {
  /** The page to open first; the home page when not given. */
  path?: string;
}

/**
 * The signed-in app is on screen: wide screens show the drawer's Logout link, phones the button
 * that opens the drawer.
 */
export const signedInShell = (page: Page) =>
  page
    .getByRole('link', { name: 'Logout', exact: true })
    .or(page.getByRole('button', { name: 'Open navigation menu' }))
    .first();

export interface Portal {
  /** A fresh profile (no token, no theme) on the portal's origin. */
  visitor(options?: ContextOptions): Promise<Page>;
  /** A fresh profile with the account's saved sign-in, opened at `path` once the signed-in app shows. */
  as(account: SignedInAccount, options?: OpenOptions): Promise<Page>;
  /** The same, for a token signed in through the API (an account of the test's own). */
  withToken(token: string, options?: OpenOptions): Promise<Page>;
  /** A Chromium of its own whose camera plays this YUV4MPEG2 video; the permission prompt is accepted. */
  browserWithCamera(video: string): Promise<Browser>;
  /** A profile in another browser (such as browserWithCamera's) with the account's saved sign-in. */
  asIn(browser: Browser, account: SignedInAccount, options?: OpenOptions): Promise<Page>;
}

/**
 * The browser tests' `test`: Playwright's, with the portal's address as baseURL and `portal`, which
 * opens pages as a visitor or as a signed-in account. Every context it makes is closed after the
 * test, and screenshotted into the test's results when the test fails.
 */
export const test = base.extend<{ portal: Portal }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  portal: async ({ browser }, use, testInfo) => {
    const contexts = new Set<BrowserContext>();
    const browsers = new Set<Browser>();
    const newContext = async (
      within: Browser,
      options: ContextOptions & { storageState?: string | ReturnType<typeof stateWithToken> },
    ) => {
      const context = await within.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? VIEWPORTS.desktop,
        colorScheme: options.colorScheme ?? 'light',
        timezoneId: options.timezoneId ?? TIME_ZONE,
        locale: 'en-IN',
        storageState: options.storageState,
      });
      context.setDefaultTimeout(15_000);
      contexts.add(context);
      return context;
    };
    const openSignedIn = async (
      within: Browser,
      storageState: string | ReturnType<typeof stateWithToken>,
      options: OpenOptions,
    ) => {
      const page = await (await newContext(within, { ...options, storageState })).newPage();
      await page.goto(options.path ?? '/');
      await expect(signedInShell(page)).toBeVisible();
      return page;
    };
    await use({
      visitor: async (options = {}) => (await newContext(browser, options)).newPage(),
      as: (account, options = {}) => openSignedIn(browser, stateFile(account), options),
      withToken: (token, options = {}) => openSignedIn(browser, stateWithToken(token), options),
      asIn: (within, account, options = {}) => openSignedIn(within, stateFile(account), options),
      browserWithCamera: async (video) => {
        const camera = await chromium.launch({
          executablePath: chromiumPath(),
          args: [
            ...CHROMIUM_ARGS,
            '--use-fake-ui-for-media-stream',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-video-capture=${video}`,
          ],
        });
        browsers.add(camera);
        return camera;
      },
    });
    if (testInfo.status !== testInfo.expectedStatus) {
      let count = 0;
      for (const context of contexts) {
        for (const page of context.pages()) {
          try {
            const file = testInfo.outputPath(`page-${++count}.png`);
            await page.screenshot({ path: file, fullPage: true });
            await testInfo.attach(`page ${count}: ${page.url()}`, { path: file, contentType: 'image/png' });
          } catch {
            // A page that is closing cannot be captured; the others still are.
          }
        }
      }
    }
    for (const context of contexts) await context.close().catch(() => undefined);
    for (const camera of browsers) await camera.close();
  },
});

/**
 * Signs in through the home page's login form, as a person would, and waits for the signed-in app
 * (checking the home page with axe on the way). Only where signing in is what a test is about: the
 * other tests start from the sign-in project's saved states.
 */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel(labelled('Email')).fill(email);
  await page.getByLabel(labelled('Password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(signedInShell(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  await expectAccessible(page, `home page of ${email}`);
}
