import type { Page, Route } from '@playwright/test';
import { expect, signedInShell, test } from './support/fixtures';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, labelled } from './support/expect';
import { kept, keptWith } from './support/kept';
import { callApi, signIn } from './support/portalApi';

/*
 * Kept answers (docs/rules.md, "The installed app and offline"): the signed-in user's last answers
 * stay on the device, so that the next visit shows them before the network answers, marked as
 * updating; sign-out removes them, and another user's sign-in never shows them. Speed itself is
 * measured by a person with `npm run repeat-visit` (docs/benchmarks.md), never here.
 */

/**
 * Holds every /api call of the page until `release()`; then each goes to the server, and `answer`
 * may change what the server said before the page gets it.
 */
async function holdNetwork(page: Page, answer?: (route: Route) => Promise<boolean>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/**', async (route) => {
    await released;
    if (!(await answer?.(route))) await route.continue();
  });
  return release;
}

const isCall = (route: Route, path: string) => new URL(route.request().url()).pathname === `/api/${path}`;

/** holdNetwork, the server's fresh answer for the user then naming them `<name> (fresh)`, to tell it from the kept one. */
const holdNetworkRenaming = (page: Page, name: string) =>
  holdNetwork(page, async (route) => {
    if (!isCall(route, 'user/getUser')) return false;
    const response = await route.fetch();
    const body = (await response.json()) as { data: { name: string } };
    await route.fulfill({ response, json: { ...body, data: { ...body.data, name: `${name} (fresh)` } } });
    return true;
  });

/** The account's name, as the dashboard greets it. */
async function nameOf(account: string): Promise<string> {
  const answer = await callApi<{ data: { name: string } }>('GET', 'user/getUser', { token: await signIn(account) });
  return answer.data.name;
}

/**
 * From the page's next load on, notes whether `text` is ever on the screen, however briefly; `seen()`
 * tells, and stops watching (the page goes back to the worker's kept profiles afterwards). A
 * MutationObserver looks at every change of the page, so no paint in between is missed.
 */
async function watchFor(page: Page, text: string): Promise<{ seen: () => Promise<boolean> }> {
  const watcher = await page.addInitScript((sought) => {
    const look = () => {
      if (document.body?.innerText.includes(sought)) sessionStorage.setItem('seen', sought);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
  return {
    seen: async () => {
      await watcher.dispose();
      return page.evaluate((sought) => sessionStorage.getItem('seen') === sought, text);
    },
  };
}

const welcome = (page: Page, name: string) => page.getByRole('heading', { name: `Welcome, ${name}`, exact: true });
const accountLoading = (page: Page) => page.getByRole('progressbar', { name: 'Loading your account' });
const updating = (page: Page) => page.getByRole('progressbar', { name: 'Updating' });
/** The events tab's content on a phone: the month's list, or the word that it has none. */
const monthEvents = (page: Page) =>
  page.getByText('No events this month').or(page.getByRole('list', { name: /^Events in / }));

test.describe('kept answers', () => {
  test('a second visit shows the kept dashboard before the network answers, marked as updating, then the fresh one', async ({
    portal,
  }) => {
    const name = await nameOf(DEMO.student);
    const page = await portal.as(DEMO.student, { viewport: VIEWPORTS.phone });
    await expectVisible(welcome(page, name));
    await expectVisible(monthEvents(page));
    await expectHidden(updating(page));
    await keptWith(page, 'events');

    // The second visit: nothing the server says reaches the page until release().
    const release = await holdNetworkRenaming(page, name);
    await page.reload();
    await expectVisible(welcome(page, name));
    await expectVisible(monthEvents(page));
    await expectVisible(updating(page));

    release();
    await expectVisible(welcome(page, `${name} (fresh)`));
    await expectHidden(updating(page));
    await expect(welcome(page, name)).toHaveCount(0);
  });

  test('a form starts from the server’s answer, never from a kept one', async ({ portal }) => {
    const name = await nameOf(DEMO.student);
    const page = await portal.as(DEMO.student, { path: '/updateprofile' });
    const nameField = page.getByLabel(labelled('Name'));
    await expect(nameField).toHaveValue(name);
    await keptWith(page, 'currentUser');

    // The reload shows the signed-in app from the kept account, but the form waits for the fresh one.
    const release = await holdNetworkRenaming(page, name);
    await page.reload();
    // The page's title is set in the same render as its content: the form, or the wait for the account.
    await expectVisible(page.getByRole('heading', { name: 'Edit Profile', exact: true }));
    await expectVisible(updating(page));
    await expectVisible(page.getByRole('main').getByRole('progressbar', { name: 'Loading your account' }));
    await expect(nameField).toHaveCount(0);
    release();
    await expect(nameField).toHaveValue(`${name} (fresh)`);
  });

  test('sign-out leaves nothing of the user on the device, and the next user never sees what was kept', async ({
    portal,
  }) => {
    const [student, faculty] = await Promise.all([nameOf(DEMO.student), nameOf(DEMO.faculty)]);
    const page = await portal.as(DEMO.student);
    await expectVisible(welcome(page, student));
    await keptWith(page, 'events');

    await page.getByRole('link', { name: 'Logout', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Login' }));
    await expect.poll(async () => (await kept(page)).entries).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const cached = await page.evaluate(async () => {
      const addresses: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) addresses.push(new URL(request.url).pathname);
      }
      return addresses;
    });
    expect(cached.filter((address) => address.startsWith('/api/'))).toEqual([]);

    // The faculty member signs in on the same browser: until the server answers, the account loads.
    const watch = await watchFor(page, student);
    const release = await holdNetwork(page);
    await page.evaluate(async (token) => localStorage.setItem('token', token), await signIn(DEMO.faculty));
    await page.goto('/');
    await expectVisible(accountLoading(page));
    release();
    await expectVisible(welcome(page, faculty));
    expect(await watch.seen()).toBe(false);
  });

  test('answers kept for one user are never shown under another user’s token, even when nobody signed out', async ({
    portal,
  }) => {
    const student = await nameOf(DEMO.student);
    const page = await portal.as(DEMO.student);
    await expectVisible(welcome(page, student));
    await keptWith(page, 'events');

    // Another token in place of the first, without a sign-out (as a second account's sign-in in
    // another tab of the same browser would leave it).
    await page.goto('/api/config');
    await page.evaluate(async (token) => localStorage.setItem('token', token), await signIn(DEMO.faculty));
    const watch = await watchFor(page, student);
    const release = await holdNetwork(page);
    await page.goto('/');
    await expectVisible(accountLoading(page));
    release();
    await expectVisible(welcome(page, await nameOf(DEMO.faculty)));
    expect(await watch.seen()).toBe(false);
  });

  test('a token the server no longer takes ends on the sign-in screen, and the kept answers go', async ({ portal }) => {
    const page = await portal.as(DEMO.student);
    await expectVisible(welcome(page, await nameOf(DEMO.student)));
    await keptWith(page, 'events');

    // The server answers the user's call 401, as for a revoked or expired token (the saved token
    // itself stays good for the other tests).
    await page.route('**/api/user/getUser', (route) =>
      route.fulfill({ status: 401, json: { success: false, msg: 'Unauthorized' } }),
    );
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Login' }));
    await expect(signedInShell(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(async () => (await kept(page)).entries).toBe(0);
  });
});
