import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';
import { expect, test } from './support/fixtures';

const ADMIN = DEMO.admin;

/**
 * The settings the whole college shares (the term, the payment switch): the one browser test that
 * changes them runs in its own project after every other test (playwright.config.ts), so no test
 * running beside it sees the college half-switched.
 */
test.describe("the admin's college-wide settings", () => {
  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

  test('switches the term and the student features in the settings', async ({ portal }) => {
    const page = await portal.as(ADMIN, { viewport: VIEWPORTS.phone, path: '/settings' });
    const term = page.getByRole('group', { name: 'Current term' });
    await expectVisible(term);
    await fitsThePhone(page);
    await expectAccessible(page, 'settings on a phone');

    // Each change is put back, so the college is left as the demo made it.
    const shown = (await term.getByRole('button', { pressed: true }).textContent())!;
    const other = term.getByRole('button', { pressed: false });
    await other.click();
    await expectVisible(page.getByText('Settings saved', { exact: true }));
    await expectVisible(page.getByText('Chosen by an admin.'));
    await term.getByRole('button', { name: shown }).click();
    await expectVisible(term.getByRole('button', { name: shown, pressed: true }));

    const payment = page.getByRole('switch', { name: 'Payment: Active' });
    // The switch follows the server's answer, so it is clicked and then read back.
    await payment.click();
    await expectVisible(page.getByText('Payment Inactive', { exact: true }));
    await page.getByRole('switch', { name: 'Payment: Inactive', checked: false }).click();
    await expectVisible(page.getByRole('switch', { name: 'Payment: Active', checked: true }));
    await portal.release(page);
  });
});
