import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { baseUrl, newContext } from './support/browser';
import { DEMO_PASSWORD } from './support/constants';
import { expectVisible, labelled } from './support/expect';
import { useBrowsers } from './support/suite';

/** An account no other browser test signs in with: this journey changes its password. */
const ACCOUNT = 'student.me@college.example';
const NEW_PASSWORD = 'Fresh2026pass';

/** The reset link the server logged for the account (no SMTP here), waiting for it to appear. */
async function loggedResetLink(): Promise<string> {
  const pattern = new RegExp(`${baseUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/reset-password/[A-Za-z0-9_-]+`, 'g');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const links = (await readFile(inject('serverLog'), 'utf8')).match(pattern);
    if (links) return links[links.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('No reset link was logged');
}

/** The HTTP status of a public call; refusals are what some steps expect. */
const statusOf = async (path: string, body: unknown): Promise<number> =>
  (
    await fetch(`${baseUrl()}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).status;

const signInStatus = (password: string): Promise<number> => statusOf('auth/signin', { email: ACCOUNT, password });

describe('reset password', () => {
  const browsers = useBrowsers();
  let browser: Browser;
  beforeAll(async () => {
    browser = await browsers.launch();
  });

  it('mails a link that sets a new password once', async () => {
    const page = await (await newContext(browser)).newPage();
    await page.goto('/reset-password');
    await page.getByLabel(labelled('Email')).fill('not-an-email');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(page.getByText('Invalid email', { exact: true }));
    await expectAccessible(page, 'reset password with a bad e-mail');

    await page.getByLabel(labelled('Email')).fill(ACCOUNT);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: 'If an account uses this email' }));

    const link = await loggedResetLink();
    await page.goto(link);
    await page.getByLabel(labelled('New password')).fill(NEW_PASSWORD);
    await page.getByLabel(labelled('Confirm new password')).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expectVisible(page.getByText('Passwords do not match', { exact: true }));
    await expectAccessible(page, 'choose a new password');

    await page.getByLabel(labelled('Confirm new password')).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signInStatus(NEW_PASSWORD)).toBe(200);
    expect(await signInStatus(DEMO_PASSWORD)).toBe(401);

    // The link was single-use.
    const again = await statusOf('auth/reset-password', {
      token: link.split('/').pop(),
      password: 'Another2026x',
      confirm: 'Another2026x',
    });
    expect(again).toBe(400);
    expect(await signInStatus(NEW_PASSWORD)).toBe(200);
  });
});
