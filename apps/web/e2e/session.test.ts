import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newContext } from './support/browser';
import { DEMO, DEMO_PASSWORD } from './support/constants';
import { expectVisible, labelled } from './support/expect';
import { signInThroughForm } from './support/session';
import { useBrowsers } from './support/suite';

/** The session rules (docs/rules.md, "Accounts and sessions"), in a real browser. */
describe('the session', () => {
  const browsers = useBrowsers();
  let browser: Browser;
  beforeAll(async () => {
    browser = await browsers.launch();
  });

  it('says "Please login again" and shows the home page when the stored token is no good', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
    await page.goto('/gatepass');
    await expectVisible(page.getByText('Please login again', { exact: true }));
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByRole('heading', { name: 'Login' }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page, 'home after an expired session');
  });

  it('says "invalid email" for a malformed address, and the server message for a wrong password', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/');
    await page.getByLabel(labelled('Email')).fill('not-an-email');
    await page.getByLabel(labelled('Password')).fill('whatever');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectVisible(page.getByText('invalid email', { exact: true }));

    await page.getByLabel(labelled('Email')).fill(DEMO.student);
    await page.getByLabel(labelled('Password')).fill(`${DEMO_PASSWORD}x`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expectVisible(page.getByText('Incorrect email or password').first());
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page, 'home after a failed sign-in');
  });

  it('signs out at /logout: the token is gone and the visitor home shows', async () => {
    const page = await signInThroughForm(browser, DEMO.student);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    // Nothing may ask for the current user once the token is gone (it would only earn a 401).
    const afterLogout: string[] = [];
    let loggedOut = false;
    page.on('request', (request) => {
      if (loggedOut && request.url().includes('/api/')) afterLogout.push(request.url());
    });
    page.on('response', (response) => {
      if (response.status() === 401) afterLogout.push(`401 ${response.url()}`);
    });
    loggedOut = true;
    await page.getByRole('link', { name: 'Logout', exact: true }).click();
    await expectVisible(page.getByRole('heading', { name: 'Login' }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.waitForTimeout(500);
    expect(afterLogout.filter((entry) => entry.includes('user/getUser') || entry.startsWith('401'))).toEqual([]);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Login' }));
  });
});
