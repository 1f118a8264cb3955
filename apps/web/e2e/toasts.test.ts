import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO } from './support/constants';
import { expectHidden, expectVisible, labelled } from './support/expect';
import { callApi, signIn } from './support/portalApi';
import { recordToasts } from './support/toasts';

const CODE_TAKEN = 'This class already has a subject with this code';

interface Subject {
  name: string;
  code: string;
  courseType: string;
  department: string;
  semester: number;
  taughtBy: { name: string; email: string };
}

/**
 * A refused action says why once: the form's own toast, not that and the app's one for every
 * failed call as well. Both forms here are refused (a subject code its class already has, an exam
 * type that exists), so this file writes nothing.
 */
test.describe('a refused form says so in one toast', () => {
  /** Waits for the toast, then until the toasts are gone, and answers every toast that showed meanwhile. */
  const toastsFor = async (page: Page, shown: () => Promise<string[]>, text: string) => {
    const toast = page.getByText(text, { exact: true });
    await expectVisible(toast);
    await expectHidden(toast);
    return shown();
  };

  test('a subject code its class already has', async ({ portal }) => {
    const token = await signIn(DEMO.admin);
    const { data } = await callApi<{ data: Subject[] }>('GET', 'shared/subject?department=CSE&semester=1', { token });
    const taken = data[0]!;
    const page = await portal.as(DEMO.admin, { path: '/subject/new' });
    const shown = await recordToasts(page);
    await page.getByLabel(labelled('Subject name')).fill('Another subject');
    await page.getByLabel(labelled('Subject code')).fill(taken.code);
    await page.getByLabel(labelled('Course type')).click();
    await page.getByRole('option', { name: 'Theory' }).click();
    await page.getByLabel(labelled('Department')).click();
    await page.getByRole('option', { name: 'CSE', exact: true }).click();
    await page.getByLabel(labelled('Semester')).click();
    await page.getByRole('option', { name: 'S1', exact: true }).click();
    await page.getByLabel(labelled('Taught by')).fill(taken.taughtBy.email);
    await page.getByRole('option', { name: new RegExp(taken.taughtBy.email.replace(/[.]/g, '\\.')) }).click();
    await page.getByRole('button', { name: 'Create Subject' }).click();
    expect(await toastsFor(page, shown, CODE_TAKEN)).toEqual([CODE_TAKEN]);
    await expect(page).toHaveURL(/\/subject\/new$/);
    await expectAccessible(page, 'new subject refused');
    await portal.release(page);
  });

  test('an exam type that exists', async ({ portal }) => {
    const page = await portal.as(DEMO.admin, { path: '/exam/createtypes' });
    const shown = await recordToasts(page);
    await page.getByRole('textbox', { name: 'Exam type' }).fill('Series 1');
    await page.getByRole('textbox', { name: 'Max mark' }).fill('50');
    await page.getByRole('textbox', { name: 'Pass mark' }).fill('20');
    await page.getByRole('button', { name: 'Create Exam Type' }).click();
    expect(await toastsFor(page, shown, 'Exam type creation failed!!')).toEqual(['Exam type creation failed!!']);
    await portal.release(page);
  });
});
