import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible } from './support/expect';

/**
 * From now on none of the app's code arrives: what the page shows is index.html's own first paint
 * (build/firstPaint.ts), the copy it puts in the root element.
 */
async function withoutTheAppsCode(page: Page) {
  await page.context().route('**/assets/*.js', (route) => route.abort());
  return page.locator('#root > [inert]');
}

/** Loaded again, index.html paints the signed-in browser's spinner, and not the screen showing `text`. */
async function expectSpinnerInstead(page: Page, text: string) {
  await page.reload();
  const firstPaint = page.locator('#root > [inert]');
  await expectVisible(firstPaint.locator('[role="progressbar"]'));
  await expect(firstPaint.getByText(text)).toHaveCount(0);
}

/** The common layout (docs/rules.md, "Areas and screens"), seen by a visitor. */
test.describe('the shell', () => {
  test('shows page-not-found for an unknown path', async ({ portal }) => {
    const page = await portal.visitor();
    await page.goto('/no/such/page');
    await expectVisible(page.getByRole('heading', { name: 'Page not found', level: 2 }));
    await expectVisible(page.getByRole('link', { name: 'Go to the home page' }));
    await expectAccessible(page, 'page not found');
  });

  test('keeps the chosen theme across a reload', async ({ portal }) => {
    const page = await portal.visitor();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto('/');
    await expectVisible(page.getByRole('heading', { name: 'Login' }));
    const lightBackground = await background();
    await expectAccessible(page, 'home, light theme');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectVisible(page.getByRole('button', { name: 'Switch to light theme' }));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await background();
    expect(darkBackground).not.toBe(lightBackground);
    await expectAccessible(page, 'home, dark theme');

    await page.reload();
    await expectVisible(page.getByRole('button', { name: 'Switch to light theme' }));
    expect(await background()).toBe(darkBackground);
    await expectAccessible(page, 'home, dark theme after reload');
  });

  test("paints the visitor's home, and a signed-in browser's spinner, before any of the app's code has run", async ({
    portal,
  }) => {
    const page = await portal.visitor({ viewport: VIEWPORTS.desktop });
    const firstPaint = await withoutTheAppsCode(page);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await expectVisible(firstPaint.getByText('Welcome to the college portal', { exact: true }));
    await expectVisible(firstPaint.getByText('Register', { exact: true }));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');

    await page.evaluate(() => localStorage.setItem('token', 'any'));
    await expectSpinnerInstead(page, 'Welcome to the college portal');
  });

  /*
   * The admin's home is painted by index.html too (build/firstPaint.ts), today's date written in by
   * its own script, as the app's is; the app's first render then shows the same screen, not a spinner.
   */
  test("paints the admin's home before any of the app's code has run, with the app's date", async ({ portal }) => {
    const page = await portal.as('admin@college.example', { viewport: VIEWPORTS.phone });
    const live = (await page.locator('#glance-heading + p').textContent())!;
    expect(live).toMatch(/^[A-Z][a-z]{2} \d{1,2}\u00a0[A-Z][a-z]{2}\u00a0\d{4} · the whole college$/);

    const firstPaint = await withoutTheAppsCode(page);
    await page.reload();
    await expectVisible(firstPaint.getByText('Today at a glance', { exact: true }));
    await expectVisible(firstPaint.getByText('Sign-ups awaiting activation', { exact: true }));
    expect(await firstPaint.locator('#glance-heading + p').textContent()).toBe(live);
    // Another area's browser gets the spinner.
    await page.evaluate(() => localStorage.setItem('area', 'student'));
    await expectSpinnerInstead(page, 'Today at a glance');
  });

  /*
   * With no answers kept from the last visit, the app's first render waits for the current user
   * (shell/session.tsx, knowCurrentUser) and shows the admin's home over index.html's, rather than the
   * account's spinner for a moment in between.
   */
  test("replaces the admin's painted home with the live one, never the account's spinner", async ({ portal }) => {
    const page = await portal.as('admin@college.example', { viewport: VIEWPORTS.phone });
    // Away from the app (its connection to the kept answers closed), nothing kept any more.
    await page.goto('/api/config');
    await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const request = indexedDB.deleteDatabase('portal-kept');
          request.onsuccess = () => resolve(null);
          request.onerror = () => reject(new Error('the kept answers could not be removed'));
        }),
    );
    await page.addInitScript(() => {
      const seen = window as unknown as { accountSpinnerShown?: boolean };
      seen.accountSpinnerShown = false;
      new MutationObserver(() => {
        for (const spinner of document.querySelectorAll('[aria-label="Loading your account"]'))
          if (!spinner.closest('[inert]')) seen.accountSpinnerShown = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expectVisible(page.locator('#root > :not([inert])').getByRole('heading', { name: 'Today at a glance' }));
    expect(
      await page.evaluate(() => (window as unknown as { accountSpinnerShown?: boolean }).accountSpinnerShown),
    ).toBe(false);
  });

  test('hides the drawer behind the menu button at phone width', async ({ portal }) => {
    const page = await portal.visitor({ viewport: VIEWPORTS.phone });
    await page.goto('/about');
    const drawerLink = page.getByRole('link', { name: 'Register', exact: true });
    const menuButton = page.getByRole('button', { name: 'Open navigation menu' });
    await expectVisible(menuButton);
    await expectHidden(drawerLink);
    await expectAccessible(page, 'about at 360 px');

    await menuButton.click();
    await expectVisible(drawerLink);
    await expectAccessible(page, 'about at 360 px with the drawer open');
    await page.keyboard.press('Escape');
    await expectHidden(drawerLink);

    // Following a drawer link closes the temporary drawer.
    await menuButton.click();
    await drawerLink.click();
    await page.waitForURL('**/register');
    await expectHidden(page.getByRole('link', { name: 'About', exact: true }));
  });

  test('keeps the drawer open beside the page at desktop width', async ({ portal }) => {
    const page = await portal.visitor({ viewport: VIEWPORTS.desktop });
    await page.goto('/about');
    await expectVisible(page.getByRole('link', { name: 'Register', exact: true }));
    await expect(page.getByRole('button', { name: 'Open navigation menu' })).toHaveCount(0);
    const drawerWidth = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .evaluate((nav) => nav.getBoundingClientRect().width);
    expect(drawerWidth).toBe(240);
    await expectAccessible(page, 'about at 1280 px');
  });

  test('says GATEPASS NOT FOUND!!! for an unknown pass', async ({ portal }) => {
    const page = await portal.visitor();
    await page.goto('/gatepass/view/00000000-0000-4000-8000-000000000000');
    await expectVisible(page.getByText('GATEPASS NOT FOUND!!!', { exact: true }));
    await expectAccessible(page, 'gate pass view, unknown pass');
  });
});
