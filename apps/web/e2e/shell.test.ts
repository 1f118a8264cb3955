import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newContext } from './support/browser';
import { VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible } from './support/expect';
import { useBrowsers } from './support/suite';

/** The common layout (docs/rules.md, "Areas and screens"), seen by a visitor. */
describe('the shell', () => {
  const browsers = useBrowsers();
  let browser: Browser;
  beforeAll(async () => {
    browser = await browsers.launch();
  });

  it('shows page-not-found for an unknown path', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/no/such/page');
    await expectVisible(page.getByRole('heading', { name: 'Page not found', level: 2 }));
    await expectVisible(page.getByRole('link', { name: 'Go to the home page' }));
    await expectAccessible(page, 'page not found');
  });

  it('keeps the chosen theme across a reload', async () => {
    const page = await (await newContext(browser)).newPage();
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

  it("paints the visitor's home, and a signed-in browser's spinner, before any of the app's code has run", async () => {
    const context = await newContext(browser, { viewport: VIEWPORTS.desktop });
    // None of the app's code arrives: what shows is index.html's own.
    await context.route('**/assets/*.js', (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    const firstPaint = page.locator('#root > [inert]');
    await expectVisible(firstPaint.getByText('Welcome to the college portal', { exact: true }));
    await expectVisible(firstPaint.getByText('Register', { exact: true }));
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(18, 18, 18)');

    await page.evaluate(() => localStorage.setItem('token', 'any'));
    await page.reload();
    await expectVisible(firstPaint.locator('[role="progressbar"]'));
    expect(await firstPaint.getByText('Welcome to the college portal').count()).toBe(0);
  });

  it('hides the drawer behind the menu button at phone width', async () => {
    const page = await (await newContext(browser, { viewport: VIEWPORTS.phone })).newPage();
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

  it('keeps the drawer open beside the page at desktop width', async () => {
    const page = await (await newContext(browser, { viewport: VIEWPORTS.desktop })).newPage();
    await page.goto('/about');
    await expectVisible(page.getByRole('link', { name: 'Register', exact: true }));
    expect(await page.getByRole('button', { name: 'Open navigation menu' }).count()).toBe(0);
    const drawerWidth = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .evaluate((nav) => nav.getBoundingClientRect().width);
    expect(drawerWidth).toBe(240);
    await expectAccessible(page, 'about at 1280 px');
  });

  it('says GATEPASS NOT FOUND!!! for an unknown pass', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/gatepass/view/00000000-0000-4000-8000-000000000000');
    await expectVisible(page.getByText('GATEPASS NOT FOUND!!!', { exact: true }));
    await expectAccessible(page, 'gate pass view, unknown pass');
  });
});
