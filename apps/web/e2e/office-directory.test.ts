import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible } from './support/expect';
import { callApi, signIn } from './support/portalApi';
import { signInThroughForm } from './support/session';
import { useBrowsers } from './support/suite';

const OFFICE = DEMO.office;

interface ListedStudent {
  name: string;
  email: string;
  rollNo: string | null;
  currentYear: number | null;
}

/** The office's read-only student directory: search, filters, and one student's details. */
describe("the office's student directory", () => {
  const browsers = useBrowsers();
  let browser: Browser;
  let student: ListedStudent;

  beforeAll(async () => {
    browser = await browsers.launch();
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

  it('finds a student by name and shows the details, with nothing to edit', async () => {
    const page = await signInThroughForm(browser, OFFICE);
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
    await page.getByRole('searchbox', { name: 'Search' }).fill(student.name);
    const row = rowOf(page, student.email);
    await expectVisible(row);
    await row.getByText(student.email).click();

    const dialog = page.getByRole('dialog', { name: student.name });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(student.email, { exact: true }));
    await expectVisible(dialog.getByText('First', { exact: true }));
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await dialog.getByRole('button').count()).toBe(1);
    await expectAccessible(page, 'student details');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectHidden(dialog);
    await page.context().close();
  });

  it('fits a phone and opens a student from the Details button', async () => {
    const page = await signInThroughForm(browser, OFFICE, { viewport: VIEWPORTS.phone, colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/students');
    await page.getByRole('searchbox', { name: 'Search' }).fill(student.email);
    await page.getByRole('button', { name: `Details of ${student.name}` }).click();
    await expectVisible(page.getByRole('dialog', { name: student.name }));
    await expectAccessible(page, 'student details on a phone, dark');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectAccessible(page, 'student directory on a phone, dark');
    await page.context().close();
  });
});
