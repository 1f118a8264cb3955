import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, searchFor } from './support/expect';
import { callApi, signIn } from './support/portalApi';

const OFFICE = DEMO.office;

interface ListedStudent {
  name: string;
  email: string;
  rollNo: string | null;
  currentYear: number | null;
}

/** The office's read-only student directory: search, filters, and one student's details. */
test.describe("the office's student directory", () => {
  let student: ListedStudent;

  test.beforeAll(async () => {
    const token = await signIn(OFFICE);
    const list = await callApi<{ data: ListedStudent[]; total: number }>(
      'GET',
      'office/students?department=CE&currentYear=1&limit=3',
      { token },
    );
    expect(list.total).toBeGreaterThan(0);
    student = list.data.find((candidate) => candidate.name.trim() !== '')!;
  });

  const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

  test('finds a student by name and shows the details, with nothing to edit', async ({ portal }) => {
    const page = await portal.as(OFFICE);
    await expectVisible(page.getByRole('heading', { name: /^Welcome/ }));
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Students', exact: true })
      .click();
    await page.waitForURL('**/students');
    const grid = page.getByRole('grid', { name: 'Student directory' });
    await expectVisible(grid.getByRole('row').nth(1));
    await expectAccessible(page, 'student directory');

    await page.getByRole('combobox', { name: 'Department' }).selectOption('CE');
    await page.getByRole('combobox', { name: 'Year' }).selectOption('1');
    await searchFor(page, student.name);
    const row = rowOf(page, student.email);
    await expectVisible(row);
    await row.getByText(student.email).click();

    const dialog = page.getByRole('dialog', { name: student.name });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(student.email, { exact: true }));
    await expectVisible(dialog.getByText('First', { exact: true }));
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await expect(dialog.getByRole('button')).toHaveCount(1);
    await expectAccessible(page, 'student details');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectHidden(dialog);
    await portal.release(page);
  });

  test('fits a phone and opens a student from the Details button', async ({ portal }) => {
    const page = await portal.as(OFFICE, { viewport: VIEWPORTS.phone, colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/students');
    await searchFor(page, student.email);
    await page.getByRole('button', { name: `Details of ${student.name}` }).click();
    await expectVisible(page.getByRole('dialog', { name: student.name }));
    await expectAccessible(page, 'student details on a phone, dark');
    await page.getByRole('button', { name: 'Close' }).click();
    await expectHidden(page.getByRole('dialog', { name: student.name }));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectAccessible(page, 'student directory on a phone, dark');
    await portal.release(page);
  });
});
