import type { Browser, Page } from 'playwright-core';
import { newContext, type ContextOptions } from './browser';
import { DEMO_PASSWORD } from './constants';
import { expectAccessible } from './axe';
import { expectVisible, labelled } from './expect';

/**
 * Signs in through the home page's login form, as a person would, and waits for the
 * signed-in app (the drawer's Logout link). Checks the home page with axe on the way.
 */
export async function signInThroughForm(browser: Browser, email: string, options: ContextOptions = {}): Promise<Page> {
  const page = await (await newContext(browser, options)).newPage();
  await page.goto('/');
  await page.getByLabel(labelled('Email')).fill(email);
  await page.getByLabel(labelled('Password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectVisible(page.getByRole('link', { name: 'Logout', exact: true }));
  await expectAccessible(page, `home page of ${email}`);
  return page;
}
