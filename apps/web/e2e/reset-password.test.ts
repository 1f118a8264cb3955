import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { baseUrl, DEMO_PASSWORD, serverLog } from './support/constants';
import { expectVisible, labelled } from './support/expect';

/** An account no other browser test signs in with: this journey changes its password. */
const ACCOUNT = 'student.me@college.example';
const NEW_PASSWORD = 'Fresh2026pass';

/** The reset link the server logged for the account (no SMTP here), once it appears. */
async function loggedResetLink(): Promise<string> {
  const pattern = new RegExp(`${baseUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/reset-password/[A-Za-z0-9_-]+`, 'g');
  let link = '';
  await expect
    .poll(
      async () => {
        link = (await readFile(serverLog(), 'utf8')).match(pattern)?.at(-1) ?? '';
        return link;
      },
      { message: 'a reset link in the server log' },
    )
    .not.toBe('');
  return link;
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

test.describe('reset password', () => {
  test('mails a link that sets a new password once', async ({ portal }) => {
    const page = await portal.visitor();
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
