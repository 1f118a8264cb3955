import type { Browser, Page } from 'playwright-core';
import { newContext, type ContextOptions } from './browser';
import { DEMO_PASSWORD } from './constants';
import { expectAccessible } from './axe';
import { expectVisible, labelled } from './expect';

/**
 * Signs in through the home page's login form, as a person would, and waits for the
 * signed-in app (the drawer's Logout link, or on a phone the menu button). Checks the home page with axe on the way.
 */
export async function signInThroughForm(browser: Browser, email: string, options: ContextOptions = {}): Promise<Page> {
  const page = await (await newContext(browser, options)).newPage();
  await page.goto('/');
  await page.getByLabel(labelled('Email')).fill(email);
  await page.getByLabel(labelled('Password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // Wide screens show the drawer's Logout link; phones the button that opens the drawer.
  await expectVisible(
    page
      .getByRole('link', { name: 'Logout', exact: true })
      .or(page.getByRole('button', { name: 'Open navigation menu' })),
  );
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
  await expectAccessible(page, `home page of ${email}`);
  return page;
}
