import { expect, signInThroughForm, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, DEMO_PASSWORD } from './support/constants';
import { expectVisible, labelled } from './support/expect';

/** The session rules (docs/rules.md, "Accounts and sessions"), in a real browser. */
test.describe('the session', () => {
  test('says "Please login again" and shows the home page when the stored token is no good', async ({ portal }) => {
    const page = await portal.visitor();
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('token', 'not-a-token'));
    await page.goto('/gatepass');
    await expectVisible(page.getByText('Please login again', { exact: true }));
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByRole('heading', { name: 'Login' }));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAccessible(page, 'home after an expired session');
  });

  test('says "invalid email" for a malformed address, and the server message for a wrong password', async ({
    portal,
  }) => {
    const page = await portal.visitor();
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

  test('signs in through the form, and signs out at /logout: the token is gone and the visitor home shows', async ({
    portal,
  }) => {
    // The one sign-in through the form of a demo account (the other tests start signed in).
    const page = await portal.visitor();
    await signInThroughForm(page, DEMO.student);
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
    // Settled: once the page's main thread is idle, what the sign-out set off has been sent; a request
    // the test sends after that is reported after them, so when it is seen they all have been.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
    const marker = page.waitForRequest((request) => request.url().endsWith('/api/config?after-logout'));
    await page.evaluate(() => fetch('/api/config?after-logout').then((answer) => answer.status));
    await marker;
    expect(afterLogout.filter((entry) => entry.includes('user/getUser') || entry.startsWith('401'))).toEqual([]);
    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Login' }));
  });
});
