import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, TIME_ZONE, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, labelled } from './support/expect';

dayjs.extend(utc);
dayjs.extend(timezone);

/** This student's applications are the demo's and this journey's; no other browser test touches them. */
const STUDENT = 'student.cse2@college.example';

/**
 * Issue 7's journey: a student deletes one application and applies for a half day, edits it, the
 * advisor approves it (and rejects what else waits), and the student sees it approved and final.
 */
test.describe('a leave application from request to approval', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const firstDescription = `Sports meet at the district stadium ${stamp}`;
  const editedDescription = `District sports meet, relay final ${stamp}`;
  // Three weeks ahead: clear of every demo application.
  const day = dayjs().tz(TIME_ZONE).add(21, 'day');

  const drawerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
  const rowOf = (page: Page, description: string) => page.getByRole('row').filter({ hasText: description });
  /** Nothing scrolls sideways: the table's folded columns leave room for the status and the action. */
  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
  const openLeave = async (page: Page) => {
    await drawerLink(page, 'Leave Application').click();
    await page.waitForURL('**/leave');
  };

  test("fits a student's full-day table on a phone", async ({ portal }) => {
    const page = await portal.as(DEMO.student, { viewport: VIEWPORTS.phone, path: '/leave' });
    await expectVisible(
      page
        .getByRole('row')
        .filter({ hasText: 'Going home for my sister' })
        .getByRole('button', { name: /^Edit leave of/ }),
    );
    await fitsThePhone(page);
    await expectAccessible(page, 'student leave list, full day, on a phone');
    await portal.release(page);
  });

  test('shows the Full Day tab, deletes an application, and says when none are left', async ({ portal }) => {
    const page = await portal.as(STUDENT);
    await openLeave(page);
    await expectVisible(page.getByRole('tab', { name: 'Full Day', selected: true }));
    const row = rowOf(page, 'Dental surgery and rest');
    await expectVisible(row.getByText('PENDING', { exact: true }));
    await expectAccessible(page, 'student leave list, full day');

    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Edit leave application' });
    await expectVisible(dialog);
    await expectAccessible(page, 'edit leave dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectVisible(page.getByText('Are you sure you want to delete this?'));
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectVisible(page.getByText('Deleted', { exact: true }));
    await expectVisible(page.getByText('You have not made any leave application submissions!!'));
    await expectAccessible(page, 'student leave list, full day, empty');
    await portal.release(page);
  });

  test('lets the student apply for a half day and edit it while pending, on a phone', async ({ portal }) => {
    const page = await portal.as(STUDENT, { viewport: VIEWPORTS.phone, path: '/leave/new' });
    await expectVisible(page.getByRole('heading', { name: 'Apply for leave' }));
    await page.getByRole('radio', { name: 'Half Day' }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    // Every missing field at once, with the documented message.
    await expect(page.getByText('This field is required')).toHaveCount(3);
    await expectAccessible(page, 'new leave form with its errors');

    await page.getByLabel(labelled('Description')).fill(firstDescription);
    await page.getByLabel(labelled('Date')).fill(day.format('YYYY-MM-DD'));
    await page.getByLabel(labelled('From')).fill('09:30');
    await page.getByLabel(labelled('To')).fill('08:00');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expectVisible(page.getByText('The end time must be after the start time'));
    await page.getByLabel(labelled('To')).fill('12:45');
    await page.getByRole('button', { name: 'Submit Application' }).click();

    await page.waitForURL('**/leave');
    await expectVisible(page.getByText('Leave application submitted', { exact: true }));
    await page.getByRole('tab', { name: 'Half Day' }).click();
    const row = rowOf(page, firstDescription);
    await expectVisible(row.getByText('PENDING', { exact: true }));
    await expectVisible(row.getByText('9:30 am', { exact: true }));
    await fitsThePhone(page);
    await expectAccessible(page, 'student leave list, half day, on a phone');

    await row.getByRole('button', { name: /^Edit leave of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit leave application' });
    await dialog.getByLabel(labelled('Description')).fill(editedDescription);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByText('Leave updated', { exact: true }));
    await expectVisible(rowOf(page, editedDescription).getByText('PENDING', { exact: true }));
    await portal.release(page);
  });

  test('lets the advisor approve it, reject the rest, and then says none are waiting', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty);
    // The drawer counts what waits (this journey's application and the demo's), and says so to
    // screen readers as the entry's description, leaving its name as it is.
    const entry = drawerLink(page, 'Leave Requests');
    await expectVisible(entry.locator('.MuiChip-root'));
    const waiting = Number(await entry.locator('.MuiChip-root').textContent());
    expect(waiting).toBeGreaterThanOrEqual(2);
    const describedBy = (await entry.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(`${waiting} pending leave applications`);
    await entry.click();
    await page.waitForURL('**/leave');
    const card = page.getByRole('article').filter({ hasText: editedDescription });
    await expectVisible(card);
    await expectVisible(card.getByText(`Half Day · ${day.format('ddd D MMM YYYY')}, 9:30 am – 12:45 pm`));
    await expectAccessible(page, 'faculty leave requests');

    await card.getByRole('button', { name: /^Approve leave application of/ }).click();
    await expectHidden(card);
    await expectVisible(page.getByText('Leave application approved', { exact: true }).first());
    // Reject whatever else waits, one card at a time (each after its confirmation), until none is left.
    const cards = page.getByRole('article');
    for (let left = await cards.count(); left > 0; left = await cards.count()) {
      await cards
        .first()
        .getByRole('button', { name: /^Reject leave application of/ })
        .click();
      await page
        .getByRole('dialog', { name: /^Reject the leave application of/ })
        .getByRole('button', { name: 'Reject' })
        .click();
      await expect(cards).toHaveCount(left - 1);
    }
    await expectVisible(page.getByText('Currently there are no leave requests!!'));
    await expectAccessible(page, 'faculty leave requests, none left');
    await portal.release(page);
  });

  test('shows the student the approved application, which no longer opens for editing', async ({ portal }) => {
    const page = await portal.as(STUDENT, { colorScheme: 'dark' });
    await openLeave(page);
    await page.getByRole('tab', { name: 'Half Day' }).click();
    const row = rowOf(page, editedDescription);
    await expectVisible(row.getByText('APPROVED', { exact: true }));
    await expect(row.getByRole('button')).toHaveCount(0);
    await row.click();
    // A click on a pending row opens its dialog at once (the Full Day step above): none opens here.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'student leave list with an approved application, dark');
    await portal.release(page);
  });
});
