import { readFile } from 'node:fs/promises';
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

/** The token the sign-in project saved for an account. */
async function savedToken(account: string): Promise<string> {
  const state = JSON.parse(await readFile(stateFile(account), 'utf8')) as ReturnType<typeof stateWithToken>;
  const token = state.origins[0]?.localStorage.find(({ name }) => name === 'token')?.value;
  if (!token) throw new Error(`${stateFile(account)} holds no token: the sign-in project did not run.`);
  return token;
}

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
  /** A profile with nothing stored (no token, no theme); the test opens its first page. */
  visitor(options?: ContextOptions): Promise<Page>;
  /** A profile holding the account's saved sign-in, opened at `path` once the signed-in app shows. */
  as(account: SignedInAccount, options?: OpenOptions): Promise<Page>;
  /** The same, for a token signed in through the API (an account of the test's own). */
  withToken(token: string, options?: OpenOptions): Promise<Page>;
  /** A Chromium of its own whose camera plays this YUV4MPEG2 video; the permission prompt is accepted. */
  browserWithCamera(video: string): Promise<Browser>;
  /** A profile in another browser (such as browserWithCamera's) with the account's saved sign-in. */
  asIn(browser: Browser, account: SignedInAccount, options?: OpenOptions): Promise<Page>;
  /** The test is done with this page: its profile may serve the test's next visitor() or as(). */
  release(page: Page): Promise<void>;
}

/** A small page of the portal's origin, where the tests read and write the origin's storage. */
const STORAGE_PAGE = '/api/config';

/** The page and context events a test may have listened to. */
const TEST_EVENTS = [
  'console',
  'dialog',
  'download',
  'filechooser',
  'page',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
  'framenavigated',
  'load',
  'domcontentloaded',
] as const;

interface Profile {
  context: BrowserContext;
  page: Page;
}

/**
 * Browser profiles kept for a worker's whole run, one set per viewport, colour scheme and zone.
 *
 * Opening a fresh profile costs a new renderer process and a cold load of the app's code (about two
 * seconds of CPU each, most of the browser tests' time on a two-core machine); a kept one opens the
 * next page from the browser's cache. Before it serves again everything a test could have left in it
 * goes: other tabs, routes, listeners, cookies, permissions, the origin's storage (IndexedDB with it),
 * the window size and colour scheme. What stays is only the browser's HTTP cache (the app's code, immutable by name).
 */
class ProfilePool {
  private readonly idle = new Map<string, Profile[]>();

  constructor(private readonly browser: Browser) {}

  private static key(options: ContextOptions): string {
    return [options.timezoneId ?? TIME_ZONE].join('|');
  }

  /** A profile with nothing stored, sized and coloured as asked. */
  async take(options: ContextOptions): Promise<Profile> {
    const key = ProfilePool.key(options);
    const kept = this.idle.get(key) ?? [];
    let profile: Profile | undefined;
    while (!profile && kept.length > 0) {
      const candidate = kept.pop()!;
      if (candidate.page.isClosed()) continue;
      try {
        await ProfilePool.clean(candidate);
        profile = candidate;
      } catch {
        await candidate.context.close().catch(() => undefined);
      }
    }
    profile ??= await openProfile(this.browser, options);
    await profile.page.setViewportSize(options.viewport ?? VIEWPORTS.desktop);
    await profile.page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' });
    return profile;
  }

  give(profile: Profile, options: ContextOptions): void {
    if (profile.page.isClosed()) return;
    const key = ProfilePool.key(options);
    this.idle.set(key, [...(this.idle.get(key) ?? []), profile]);
  }

  private static async clean({ context, page }: Profile): Promise<void> {
    for (const other of context.pages()) if (other !== page) await other.close();
    // Only the events a test listens to: Playwright's own wait on 'close' and 'crash'.
    for (const event of TEST_EVENTS) {
      page.removeAllListeners(event);
      context.removeAllListeners(event);
    }
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    await context.clearPermissions();
    // Storage is cleared from the origin itself: localStorage and sessionStorage are what the portal
    // keeps (the token, the theme, the last area), and IndexedDB the answers it keeps for the next
    // visit (docs/rules.md, "The installed app and offline"), which would otherwise greet the next
    // test signed in as the same account.
    await page.goto(STORAGE_PAGE);
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        await new Promise((resolve, reject) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = resolve;
          request.onerror = () => reject(new Error(`IndexedDB ${name} could not be removed`));
        });
      }
    });
  }

  async closeAll(): Promise<void> {
    for (const profiles of this.idle.values()) {
      for (const { context } of profiles) await context.close().catch(() => undefined);
    }
    this.idle.clear();
  }
}

async function openProfile(within: Browser, options: ContextOptions): Promise<Profile> {
  const context = await within.newContext({
    // No service worker in the kept profiles: a worker outlives the test that registered it (clearing
    // storage does not remove it), and the requests it makes are out of page.route's sight. The
    // installable app's own tests (installable-app.test.ts) open profiles of their own that allow it.
    serviceWorkers: 'block',
    baseURL: baseUrl(),
    viewport: options.viewport ?? VIEWPORTS.desktop,
    colorScheme: options.colorScheme ?? 'light',
    timezoneId: options.timezoneId ?? TIME_ZONE,
    locale: 'en-IN',
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

/** Stores the token on the portal's origin, as a sign-in leaves it, then opens `path` signed in. */
async function openSignedIn(page: Page, token: string, options: OpenOptions): Promise<Page> {
  // Set from the origin's own page rather than as a context's storage state, which Playwright
  // writes through an extra page (another renderer process) for every new profile.
  if (new URL(page.url(), baseUrl()).pathname !== STORAGE_PAGE) await page.goto(STORAGE_PAGE);
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(options.path ?? '/');
  await expect(signedInShell(page)).toBeVisible();
  return page;
}

/**
 * The browser tests' `test`: Playwright's, with the portal's address as baseURL and `portal`, which
 * opens pages as a visitor or as a signed-in account, from the worker's kept profiles. The profiles a
 * test used go back to the pool when it passes; when it fails, each page is screenshotted into the
 * test's results and its profile closed, so a broken state never serves another test.
 */
export const test = base.extend<{ portal: Portal }, { profiles: ProfilePool }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  profiles: [
    async ({ browser }, use) => {
      const pool = new ProfilePool(browser);
      await use(pool);
      await pool.closeAll();
    },
    { scope: 'worker' },
  ],
  portal: async ({ profiles }, use, testInfo) => {
    const inUse = new Map<Page, { profile: Profile; options: ContextOptions }>();
    const ownContexts = new Set<BrowserContext>();
    const browsers = new Set<Browser>();
    const take = async (options: ContextOptions): Promise<Page> => {
      const profile = await profiles.take(options);
      inUse.set(profile.page, { profile, options });
      return profile.page;
    };
    await use({
      visitor: (options = {}) => take(options),
      as: async (account, options = {}) => openSignedIn(await take(options), await savedToken(account), options),
      withToken: async (token, options = {}) => openSignedIn(await take(options), token, options),
      asIn: async (within, account, options = {}) => {
        const { context, page } = await openProfile(within, options);
        ownContexts.add(context);
        return openSignedIn(page, await savedToken(account), options);
      },
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
      release: async (page) => {
        const used = inUse.get(page);
        if (!used) return page.context().close();
        inUse.delete(page);
        profiles.give(used.profile, used.options);
      },
    });
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) {
      let count = 0;
      const contexts = [...[...inUse.values()].map(({ profile }) => profile.context), ...ownContexts];
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
    for (const { profile, options } of inUse.values()) {
      if (failed) await profile.context.close().catch(() => undefined);
      else profiles.give(profile, options);
    }
    for (const context of ownContexts) await context.close().catch(() => undefined);
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
