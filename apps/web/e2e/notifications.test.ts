import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, DEMO_PASSWORD, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible } from './support/expect';
import { callApi, aTimeAhead, signIn } from './support/portalApi';

/** The ME advisor of year 2, whom no other file signs in. */
const ADVISOR = 'faculty.me@college.example';

/**
 * The bell (docs/rules.md, "Notifications"): a student of this file's own (ME, year 2, added by
 * the admin through the API) has the portal open while the year's advisor approves the student's
 * gate pass in another browser; the bell lights up without a reload, the list opens by mouse and by
 * keyboard, and opening a notification marks it read and goes to its screen; the e-mail choices are
 * on the own profile, which the bell leads to. The bell and the list
 * pass axe in both themes, fit a phone, and are photographed at 360 and 1280 px, light and dark.
 */
test.describe('the notification bell', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const email = `bell.${stamp}@college.example`;
  let studentToken = '';
  let advisorToken = '';

  /** A pass the student asks for through the API: the advisor's to decide. */
  const requestPass = async (description: string) => {
    const time = aTimeAhead(60);
    await callApi('POST', 'gatepass/request', { token: studentToken, body: { description, time: time.toISOString() } });
    const own = await callApi<{ data: { _id: string; description: string }[] }>('GET', 'gatepass', {
      token: studentToken,
    });
    return own.data.find((pass) => pass.description === description)!._id;
  };
  const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

  test.beforeAll(async () => {
    const admin = await signIn(DEMO.admin);
    await callApi('POST', 'admin/adduser', {
      token: admin,
      body: {
        email,
        type: 'student',
        password: DEMO_PASSWORD,
        department: 'ME',
        currentYear: 2,
        passoutYear: new Date().getFullYear() + 2,
        rollNo: String(Date.now() % 100_000),
      },
    });
    [studentToken, advisorToken] = await Promise.all([signIn(email), signIn(ADVISOR)]);
  });

  test("lights up while the page is open when the advisor approves the student's gate pass elsewhere", async ({
    portal,
  }) => {
    const description = `Library visit ${stamp}`;
    const student = await portal.withToken(studentToken);
    await expect(bellOf(student)).toHaveAccessibleName('Notifications');
    await requestPass(description);

    const advisor = await portal.withToken(advisorToken, { path: '/requests' });
    const card = advisor.getByRole('article').filter({ hasText: description });
    await card.getByRole('button', { name: /^Approve gate pass of/ }).click();
    await expectHidden(card);
    await portal.release(advisor);

    // No reload: the live stream brought it.
    await expect(bellOf(student)).toHaveAccessibleName('Notifications, 1 unread');
    await bellOf(student).click();
    const dialog = student.getByRole('dialog', { name: 'Notifications' });
    const approved = dialog.getByRole('button', { name: /Your gate pass was approved/ });
    await expectVisible(approved);
    await expectAccessible(student, 'the notification list');
    await approved.click();
    await student.waitForURL('**/gatepass');
    await expectHidden(dialog);
    await expect(bellOf(student)).toHaveAccessibleName('Notifications');
    await portal.release(student);
  });

  test('opens by keyboard: Enter opens the list, Tab reaches a notification, Escape closes it', async ({ portal }) => {
    const rejected = await requestPass(`Bank visit ${stamp}`);
    await callApi('POST', `faculty/gatepass/${rejected}/-1`, { token: advisorToken });
    const page = await portal.withToken(studentToken);
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Notifications' });
    await expectVisible(dialog.getByRole('button', { name: /Your gate pass was rejected/ }));
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await expect(bell).toBeFocused();

    await page.keyboard.press('Enter');
    await expectVisible(dialog.getByRole('button', { name: /Your gate pass was rejected/ }));
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Mark all read' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: /Your gate pass was rejected/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/gatepass');
    await expect(bell).toHaveAccessibleName('Notifications');
    await portal.release(page);
  });

  test('keeps the e-mail choices on the own profile, reached from the bell', async ({ portal }) => {
    const page = await portal.withToken(advisorToken);
    await bellOf(page).click();
    await page.getByRole('link', { name: 'E-mail settings' }).click();
    await page.waitForURL('**/user/**');
    const choices = page.getByRole('region', { name: 'E-mail notifications' });
    const arrives = choices.getByRole('switch', { name: 'A request in my care arrives' });
    await expect(choices.getByRole('switch')).toHaveCount(2);
    await expect(arrives).not.toBeChecked();
    await expectAccessible(page, "a faculty member's e-mail choices");
    // Checked as soon as it is pressed (the list is updated before the answer), and saved.
    await arrives.click();
    await expect(arrives).toBeChecked();
    await expectVisible(page.getByText('Preferences saved', { exact: true }));
    await page.reload();
    await expect(choices.getByRole('switch', { name: 'A request in my care arrives' })).toBeChecked();
    await portal.release(page);

    const student = await portal.withToken(studentToken, { path: `/user/${encodeURIComponent(email)}` });
    const own = student.getByRole('region', { name: 'E-mail notifications' });
    await expect(own.getByRole('switch')).toHaveCount(8);
    await expect(own.getByRole('switch', { name: 'A gate pass of mine is decided' })).toBeChecked();
    await expect(own.getByRole('switch', { name: 'Marks of an exam are entered for me' })).not.toBeChecked();
    await portal.release(student);
  });

  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    for (const theme of ['light', 'dark'] as const) {
      test(`shows the bell and the list on a ${size}, ${theme}`, async ({ portal }) => {
        const pass = await requestPass(`Post office ${size} ${theme} ${stamp}`);
        await callApi('POST', `faculty/gatepass/${pass}/1`, { token: advisorToken });
        const page = await portal.withToken(studentToken, { viewport, colorScheme: theme });
        await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
        await page.reload();
        const bell = bellOf(page);
        await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
        await page
          .locator('header')
          .screenshot({ path: test.info().outputPath(`bell-${viewport.width}-${theme}.png`) });
        await expectAccessible(page, `the bell on a ${size}, ${theme}`);

        await bell.click();
        const dialog = page.getByRole('dialog', { name: 'Notifications' });
        await expectVisible(dialog.getByRole('button', { name: /Your gate pass was approved/ }));
        await expectAccessible(page, `the notification list on a ${size}, ${theme}`);
        const box = (await dialog.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: test.info().outputPath(`list-${viewport.width}-${theme}.png`) });

        await dialog.getByRole('button', { name: 'Mark all read' }).click();
        await expect(dialog.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
        await page.keyboard.press('Escape');
        await expect(bell).toHaveAccessibleName('Notifications');
        await portal.release(page);
      });
    }
  }
});
