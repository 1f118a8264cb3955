import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, signedInShell, stateFile, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { baseUrl, DEMO, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, labelled } from './support/expect';
import { kept, keptWith } from './support/kept';

/** The words of packages/domain/src/messages.ts the tests look for. */
const MESSAGES = {
  offline: 'You are offline. What you see may be out of date.',
  offlineAction: 'You are offline: this needs a connection. Nothing was sent.',
  appUpdated: 'A new version of the portal is ready.',
  offlineStart:
    'You are offline: the portal needs a connection to load your account. It will once you are back online.',
};
/** Tomorrow, as the date field takes it: a day a gate pass may be asked for. */
const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/*
 * The installable app and offline (docs/rules.md, "The installed app and offline"): the web
 * manifest, the service worker, the prompt of a new build, the offline banner and refused actions,
 * and what sign-out leaves behind.
 *
 * Unlike every other file, these tests run with service workers allowed (playwright.config.ts blocks
 * them): each test opens a browser context of its own, never one of the kept profiles, so the worker
 * it installs goes with the context. They write nothing: the gate pass typed offline never reaches the
 * server (the test checks that), and the accounts are only read.
 */

/** The token the sign-in project saved for an account. */
async function tokenOf(account: string): Promise<string> {
  const state = JSON.parse(await readFile(stateFile(account), 'utf8')) as {
    origins: { localStorage: { name: string; value: string }[] }[];
  };
  return state.origins[0]!.localStorage.find(({ name }) => name === 'token')!.value;
}

/** A context with service workers allowed, at `origin` (the portal's own unless given). */
async function workerContext(
  browser: Browser,
  origin = baseUrl(),
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
) {
  return browser.newContext({ serviceWorkers: 'allow', baseURL: origin, viewport, locale: 'en-IN' });
}

/** Opens `path` signed in as `account`, as a sign-in leaves the browser. */
async function openSignedIn(context: BrowserContext, account: string, path = '/'): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/api/config');
  await page.evaluate((token) => localStorage.setItem('token', token), await tokenOf(account));
  await page.goto(path);
  await expect(signedInShell(page)).toBeVisible();
  return page;
}

/** Waits until the service worker is active, then until it controls the page (after a reload). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null)).toBe('activated');
}

/** Every address kept in the page's Cache Storage. */
const cachedAddresses = (page: Page) =>
  page.evaluate(async () => {
    const addresses: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
    }
    return addresses;
  });

test.describe('the installable app', () => {
  test('links a valid web manifest, and a service worker controls the page after a reload', async ({ browser }) => {
    const context = await workerContext(browser);
    try {
      const page = await context.newPage();
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe('/manifest.webmanifest');
      const answer = await page.request.get(href!);
      expect(answer.ok()).toBe(true);
      expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await answer.json()) as {
        name: string;
        short_name: string;
        start_url: string;
        display: string;
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
      };
      expect(manifest).toMatchObject({ name: 'College Portal', start_url: '/', display: 'standalone' });
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
      for (const icon of manifest.icons) {
        const image = await page.request.get(icon.src);
        expect(image.ok(), icon.src).toBe(true);
        expect(image.headers()['content-type']).toBe('image/png');
      }
      const worker = await page.request.get('/sw.js');
      expect(worker.headers()['cache-control']).toBe('no-cache');

      await controlledByWorker(page);
      // The app's code and shell are precached; nothing of the API or of uploads is.
      const cached = await cachedAddresses(page);
      expect(cached).toContain('/index.html');
      expect(cached.some((address) => address.startsWith('/assets/') && address.endsWith('.js'))).toBe(true);
      expect(cached.filter((address) => /^\/(api|uploads)\//.test(address))).toEqual([]);
      await expectAccessible(page, 'home controlled by the service worker');
    } finally {
      await context.close();
    }
  });

  test('offline, marks the page and refuses a gate pass request with a plain message, keeping what was typed', async ({
    browser,
  }) => {
    const context = await workerContext(browser);
    try {
      const page = await openSignedIn(context, DEMO.student, '/gatepass');
      await controlledByWorker(page);
      await expectVisible(page.getByRole('link', { name: 'New Gatepass' }));
      await page.getByRole('link', { name: 'New Gatepass' }).click();
      await page.waitForURL('**/gatepass/new');
      const description = `Offline request ${Date.now().toString(36)}`;
      const day = tomorrow();
      await page.getByLabel(labelled('Description')).fill(description);
      await page.getByLabel(labelled('Date')).fill(day);
      await page.getByLabel(labelled('Time')).fill('10:30');
      const offlineMark = page.getByRole('status').filter({ hasText: MESSAGES.offline });
      await expectHidden(offlineMark);

      await context.setOffline(true);
      await expectVisible(offlineMark);
      await page.getByRole('button', { name: 'Request Gatepass' }).click();
      await expectVisible(page.getByText(MESSAGES.offlineAction));
      await expect(page.getByLabel(labelled('Description'))).toHaveValue(description);
      await expect(page.getByLabel(labelled('Date'))).toHaveValue(day);
      await expect(page.getByLabel(labelled('Time'))).toHaveValue('10:30');
      await expect(page).toHaveURL(/\/gatepass\/new$/);
      await expectAccessible(page, 'new gate pass form offline');
      // The API is never answered from a cache: offline, a call fails.
      expect(
        await page.evaluate(() =>
          fetch('/api/config').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ).toBe('failed');

      // The list seen before is still shown, under the mark.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL('**/gatepass');
      await expectVisible(page.getByRole('link', { name: 'New Gatepass' }));
      await expectVisible(offlineMark);

      // Back online, the mark goes, and nothing was queued: the pass was never sent.
      await context.setOffline(false);
      await expectHidden(offlineMark);
      const own = await page.evaluate(() =>
        fetch('/api/gatepass', {
          headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
        }).then((answer) => answer.text()),
      );
      expect(own).not.toContain(description);
    } finally {
      await context.close();
    }
  });

  test('a screen whose code cannot be downloaded says so where the screen would be, and the rest stays', async ({
    browser,
  }) => {
    // No worker here: this is the visit before the app is installed, the one with nothing kept.
    const context = await browser.newContext({ serviceWorkers: 'block', baseURL: baseUrl(), locale: 'en-IN' });
    try {
      const page = await openSignedIn(context, DEMO.student, '/');
      // The dashboard whole first (its calendar is code of its own): the screen to come back to.
      await expectVisible(page.getByRole('button', { name: 'today' }));
      await context.setOffline(true);
      const drawer = page.getByRole('navigation', { name: 'Main navigation' });
      await drawer.getByRole('link', { name: 'Marks', exact: true }).click();
      await expectVisible(page.getByText('This page could not be loaded. Check the connection, then reload.'));
      await expectVisible(page.getByRole('button', { name: 'Reload' }));
      await expectVisible(drawer.getByRole('link', { name: 'Dashboard', exact: true }));
      await expectAccessible(page, 'a screen that could not be loaded');

      // Online again, another address loads.
      await context.setOffline(false);
      await drawer.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expectHidden(page.getByText('This page could not be loaded.', { exact: false }));
    } finally {
      await context.close();
    }
  });

  test('opened offline, shows what the last visit kept under the offline banner', async ({ browser }) => {
    const context = await workerContext(browser, baseUrl(), VIEWPORTS.phone);
    try {
      const page = await openSignedIn(context, DEMO.student, '/gatepass');
      await controlledByWorker(page);
      await expectVisible(page.getByRole('link', { name: 'New Gatepass' }));
      await keptWith(page, 'gatepass');
      await context.setOffline(true);
      await page.reload();
      await expectVisible(page.getByRole('status').filter({ hasText: MESSAGES.offline }));
      await expectVisible(page.getByRole('link', { name: 'New Gatepass' }));
      await expect(page.getByText(MESSAGES.offlineStart)).toHaveCount(0);
      await expectAccessible(page, 'the app opened offline with kept answers');
    } finally {
      await context.close();
    }
  });

  test('opened offline with nothing kept, starts from its own cache, says the account needs a connection, and loads it once online', async ({
    browser,
  }) => {
    const context = await workerContext(browser, baseUrl(), VIEWPORTS.phone);
    try {
      const page = await openSignedIn(context, DEMO.student, '/gatepass');
      await controlledByWorker(page);
      // Nothing kept: as on a browser whose last visit was before the app kept answers.
      await page.goto('/api/config');
      await page.evaluate(() => indexedDB.deleteDatabase('portal-kept'));
      await expect.poll(async () => (await kept(page)).entries).toBe(0);
      await context.setOffline(true);
      await page.goto('/gatepass');
      await expectVisible(page.getByText(MESSAGES.offlineStart));
      await expectAccessible(page, 'the app opened offline');
      await context.setOffline(false);
      await expectVisible(page.getByRole('link', { name: 'New Gatepass' }));
      await expect(page.getByText(MESSAGES.offlineStart)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('the gate scan offline says it needs a connection and keeps the typed pass id', async ({ browser }) => {
    const context = await workerContext(browser, baseUrl(), VIEWPORTS.phone);
    try {
      const page = await openSignedIn(context, DEMO.security);
      // The installed app: its code comes from the worker's cache, the toasts' among it.
      await controlledByWorker(page);
      const field = page.getByLabel('Gate pass ID or link');
      await field.fill('00000000-0000-4000-8000-000000000000');
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectVisible(page.getByText(MESSAGES.offlineAction));
      await expect(field).toHaveValue('00000000-0000-4000-8000-000000000000');
      await expectVisible(page.getByRole('status').filter({ hasText: MESSAGES.offline }));
      await expectAccessible(page, 'scan screen offline');
    } finally {
      await context.close();
    }
  });

  test('sign-out leaves nothing of the user in storage or in the caches', async ({ browser }) => {
    const context = await workerContext(browser);
    try {
      const page = await openSignedIn(context, DEMO.student, '/gatepass');
      await controlledByWorker(page);
      await expectVisible(page.getByRole('link', { name: 'New Gatepass' }));
      const name = (await page.evaluate(() =>
        fetch('/api/user/getUser', { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })
          .then((answer) => answer.json())
          .then((answer: { data: { name: string } }) => answer.data.name),
      )) as string;

      await page.getByRole('link', { name: 'Logout', exact: true }).click();
      await expectVisible(page.getByRole('heading', { name: 'Login' }));
      const stored = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
      }));
      expect(stored.local.filter((key) => key !== 'theme')).toEqual([]);
      expect(stored.session).toEqual([]);
      await expect.poll(async () => (await kept(page)).entries).toBe(0);
      expect((await cachedAddresses(page)).filter((address) => !/^\/(assets\/|[\w.-]+$)/.test(address))).toEqual([]);
      expect((await cachedAddresses(page)).filter((address) => /^\/(api|uploads)\//.test(address))).toEqual([]);

      // Offline, going back to the signed-in page shows the visitor's app, and nothing of the user.
      await context.setOffline(true);
      await page.goto('/gatepass');
      await expectVisible(page.getByRole('status').filter({ hasText: MESSAGES.offline }));
      await expect(page.getByText(name)).toHaveCount(0);
      await expect(signedInShell(page)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

/**
 * A stand-in for the portal that serves its own copy of sw.js and passes everything else to the
 * portal under test: rewriting the copy is a new build being served, with no other test's pages
 * seeing it (a worker belongs to its origin, and this one has a port of its own).
 */
async function startBuildServer(): Promise<{ origin: string; newBuild: () => void; close: () => Promise<void> }> {
  const built = await readFile(fileURLToPath(new URL('../dist/sw.js', import.meta.url)), 'utf8');
  let worker = built;
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url === '/sw.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      response.end(worker);
      return;
    }
    void (async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'accept-encoding'].includes(name))
          headers.set(name, value);
      }
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const answer = await fetch(`${baseUrl()}${request.url}`, {
        method: request.method,
        headers,
        body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
        duplex: 'half',
      } as RequestInit);
      const kept: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name))
          kept[name] = value;
      });
      response.writeHead(answer.status, kept);
      if (answer.body) Readable.fromWeb(answer.body as never).pipe(response);
      else response.end();
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    newBuild: () => {
      worker = `${built}\n// the next build\n`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.describe('a new build', () => {
  test('is announced and taken only on the user’s word, never in the middle of a form', async ({ browser }) => {
    const builds = await startBuildServer();
    const context = await workerContext(browser, builds.origin);
    try {
      const page = await context.newPage();
      await page.goto('/api/config');
      await page.evaluate((token) => localStorage.setItem('token', token), await tokenOf(DEMO.student));
      await page.goto('/gatepass/new');
      await expect(signedInShell(page)).toBeVisible();
      await controlledByWorker(page);
      const description = `Half typed ${Date.now().toString(36)}`;
      await page.getByLabel(labelled('Description')).fill(description);
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      const prompt = page.getByRole('alert').filter({ hasText: MESSAGES.appUpdated });
      await expect(prompt).toHaveCount(0);

      builds.newBuild();
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
      );
      await expectVisible(prompt);
      // Installed and waiting: the page has not reloaded and the form keeps what was typed.
      expect(
        await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.waiting))),
      ).toBe(true);
      expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);
      await expect(page.getByLabel(labelled('Description'))).toHaveValue(description);
      await expectAccessible(page, 'the new build prompt');

      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expect(signedInShell(page)).toBeVisible();
      expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      });
      expect(after).toEqual({ waiting: false, controlled: true });
      await expect(prompt).toHaveCount(0);
    } finally {
      await context.close();
      await builds.close();
    }
  });
});
