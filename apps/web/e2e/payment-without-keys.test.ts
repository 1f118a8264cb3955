import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';

/**
 * Reads only: student.cse's fees (the hostel and bus fees stay due whatever the payment journey pays,
 * and the exam fee's receipt stays) and the admin's pages.
 */
const STUDENT = DEMO.student;
const ADMIN = DEMO.admin;
const UNAVAILABLE = 'Online payment is not available. Please pay your fees at the college office.';
const KEYS_MISSING = /^Online payment is not set up: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are not set/;

/**
 * The page as a portal without Razorpay's keys serves it. The run's one server has test keys (the
 * payment journey pays through them), so GET config's real answer reaches this page with the key id
 * taken out, which is what a server without keys answers (the server's tests hold it to that).
 */
async function withoutRazorpayKeys(page: Page, path: string): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...answer, data: { ...answer.data, razorpayKeyId: null } } });
  });
  await page.goto(path);
}

test.describe('fees where online payment is not set up', () => {
  test('tells the student to pay at the office, with no Pay button, on a desktop and a dark phone', async ({
    portal,
  }) => {
    for (const options of [{}, { viewport: VIEWPORTS.phone, colorScheme: 'dark' as const }]) {
      const page = await portal.as(STUDENT, options);
      await withoutRazorpayKeys(page, '/payment');
      await expectVisible(page.getByText(UNAVAILABLE, { exact: true }));
      await expectVisible(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bus fee' }) }));
      await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
      // What was paid stays readable.
      await expectVisible(page.getByRole('link', { name: 'Receipt for Exam fee' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        options.viewport?.width ?? VIEWPORTS.desktop.width,
      );
      await expectAccessible(page, `student fees without online payment ${options.viewport ? 'on a phone' : ''}`);
      await portal.release(page);
    }
  });

  test('warns the admin at the Payment switch, on /payment and /settings', async ({ portal }) => {
    const page = await portal.as(ADMIN);
    await withoutRazorpayKeys(page, '/payment');
    await expectVisible(page.getByRole('switch', { name: /^Payment: / }));
    await expectVisible(page.getByText(KEYS_MISSING));
    await expectAccessible(page, 'admin payment without keys');
    await page.goto('/settings');
    await expectVisible(page.getByRole('switch', { name: /^Feedback: / }));
    await expect(page.getByText(KEYS_MISSING)).toHaveCount(1);
    await expectAccessible(page, 'settings without keys');
    await portal.release(page);
  });

  test('offers Pay and no warning where the keys are set', async ({ portal }) => {
    const page = await portal.as(STUDENT, { path: '/payment' });
    await expectVisible(page.getByRole('button', { name: 'Pay Bus fee' }));
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await portal.release(page);
    const admin = await portal.as(ADMIN, { path: '/payment' });
    await expectVisible(admin.getByRole('switch', { name: /^Payment: / }));
    await expect(admin.getByText(KEYS_MISSING)).toHaveCount(0);
    await portal.release(admin);
  });
});
