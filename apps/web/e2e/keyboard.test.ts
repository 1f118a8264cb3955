import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';
import { callApi, demoClass, aTimeAhead, signIn } from './support/portalApi';

/**
 * The portal by keyboard alone (docs/rules.md, "Areas and screens"): the skip link, the page's
 * heading focused after each change of page, the next request after a decision, and the heading
 * after a delete. ECE's first year is this file's alone: its advisor decides the passes its
 * students ask for here.
 */
test.describe('the portal by keyboard', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  let ece: Awaited<ReturnType<typeof demoClass>>;

  test.beforeAll(async () => {
    ece = await demoClass('ECE', 1);
    const time = aTimeAhead(60).toISOString();
    for (const [index, student] of ece.students.slice(0, 2).entries()) {
      const token = await signIn(student.email);
      await callApi('POST', 'gatepass/request', {
        token,
        body: { description: `Errand in town ${index + 1} ${stamp}`, time },
      });
    }
  });

  const heading = (page: Page) => page.getByRole('heading', { level: 1 });
  /** Where the keyboard is: never the page's body. */
  const focusIsInMain = (page: Page) =>
    page.evaluate(() => {
      const main = document.querySelector('main');
      return Boolean(main && document.activeElement !== main && main.contains(document.activeElement));
    });

  test('skips to the content, and lands on the heading of each page it opens', async ({ portal }) => {
    const page = await portal.withToken(await signIn(ece.advisor.email));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expectVisible(skip);
    await expectAccessible(page, 'the skip link, focused');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab is the page's own first control, past the top bar and the drawer.
    await page.keyboard.press('Tab');
    expect(await focusIsInMain(page)).toBe(true);

    // A page opened from the drawer: the keyboard is on its heading, not left behind in the drawer.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Gatepass Requests', exact: true })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/requests');
    await expect(heading(page)).toHaveText('Gatepass Requests');
    await expect(heading(page)).toBeFocused();

    // A decision: the keyboard moves on to the next request, and to the heading after the last.
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);
    const next = (await cards.nth(1).getAttribute('aria-label'))!;
    await cards
      .first()
      .getByRole('button', { name: /^Approve/ })
      .focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('article', { name: next })).toBeFocused();
    // From the card: its selection box, Approve, Reject.
    await page.keyboard.press('Tab');
    await expect(cards.first().getByRole('checkbox', { name: /^Select gate pass/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cards.first().getByRole('button', { name: /^Approve/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cards.first().getByRole('button', { name: /^Reject/ })).toBeFocused();
    await page.keyboard.press('Enter');
    // The confirmation opens on its reason; Tab past Cancel to Reject.
    const confirmation = page.getByRole('dialog');
    await expect(confirmation.getByRole('textbox', { name: 'Reason (optional)' })).toBeFocused();
    await page.keyboard.type('Not on a working day');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(confirmation.getByRole('button', { name: 'Reject' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
    await expectAccessible(page, 'requests, all decided by keyboard');
  });

  test('on a phone, lands on the heading after a link of the page, and keeps the focus after a delete', async ({
    portal,
  }) => {
    const student = ece.students[2]!;
    const token = await signIn(student.email);
    await callApi('POST', 'gatepass/request', {
      token,
      body: { description: `Library visit ${stamp}`, time: aTimeAhead(60).toISOString() },
    });
    const page = await portal.withToken(token, { viewport: VIEWPORTS.phone, path: '/gatepass' });
    await page.getByRole('link', { name: 'New Gatepass' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gatepass/new');
    await expect(heading(page)).toHaveText('New Gatepass');
    await expect(heading(page)).toBeFocused();
    await page.goBack();

    const row = page.getByRole('row').filter({ hasText: `Library visit ${stamp}` });
    await row.getByRole('button', { name: /^Edit gate pass/ }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit gate pass' });
    await dialog.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Yes, delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveCount(0);
    await expect(heading(page)).toBeFocused();
  });
});
