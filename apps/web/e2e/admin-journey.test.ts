import type { Page } from '@playwright/test';
import { expect, signInThroughForm, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, DEMO_PASSWORD, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, labelled, scrollUntilVisible, searchFor } from './support/expect';
import { callApi, signIn } from './support/portalApi';

const ADMIN = DEMO.admin;

interface ListedUser {
  _id: string;
  name: string;
  email: string;
  mobile: string | null;
  active: boolean;
}

/**
 * The admin's college: find a student and change and deactivate the account (which ends the
 * student's session), activate a sign-up who then signs in, bulk-upload a file with a bad row, and
 * delete an account. The accounts are this file's own: an EEE fourth-year student no other browser
 * test uses, a sign-up and the bulk file's students made here.
 */
test.describe("the admin's users", () => {
  test.describe.configure({ mode: 'serial' });
  let student: ListedUser;
  const stamp = Date.now().toString(36);
  const signUp = { name: `Nisha Varma ${stamp}`, email: `nisha.${stamp}@mail.example` };
  const bulkEmails = [
    `bulk.one.${stamp}@college.example`,
    `bulk.two.${stamp}@college.example`,
    `bulk.bad.${stamp}@college.example`,
  ];
  const passout = new Date().getFullYear() + 3;

  test.beforeAll(async () => {
    const token = await signIn(ADMIN);
    const list = await callApi<{ data: ListedUser[] }>(
      'GET',
      'admin/allstudents?department=EEE&currentYear=4&limit=5&sort=rollNo',
      { token },
    );
    student = list.data.find((candidate) => candidate.active && candidate.name.trim() !== '')!;
    expect(student).toBeDefined();
    // A sign-up of this run, with a password the test knows, waits for the admin (SELF_REGISTRATION=approval).
    await callApi('POST', 'auth/signup', {
      body: {
        name: signUp.name,
        email: signUp.email,
        number: '9876543210',
        password: DEMO_PASSWORD,
        confirm: DEMO_PASSWORD,
      },
    });
  });

  const drawerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
  const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
  const scrollToTheEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

  test('shows the dashboard: departments, sign-ups waiting and the user lists, on a desktop', async ({ portal }) => {
    const page = await portal.as(ADMIN);
    await expectVisible(page.getByRole('heading', { name: 'Sign-ups awaiting activation' }));
    for (const department of ['CE', 'ME', 'EEE', 'ECE', 'CSE']) {
      await expectVisible(page.getByRole('link', { name: new RegExp(`^${department} `) }));
    }
    await expectVisible(page.getByRole('button', { name: `Activate ${signUp.name}` }));
    await scrollToTheEnd(page);
    await expectVisible(page.getByRole('grid', { name: 'Student list' }).getByRole('row').nth(1));
    await expectVisible(drawerLink(page, 'Settings'));
    await expectAccessible(page, 'admin dashboard');

    // The export asks for the same filters as CSV, and the browser saves the file.
    await page.getByRole('combobox', { name: 'Department' }).selectOption('ME');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('students.csv');
    const csv = await (await download.createReadStream()).toArray();
    const text = Buffer.concat(csv as Buffer[]).toString('utf8');
    expect(text.split('\n')[0]).toContain('email');
    expect(text).toContain('student.me@college.example');
    expect(text).not.toContain('student.cse@college.example');

    await page.getByRole('button', { name: 'Faculty', exact: true }).click();
    // The list settles with the search's answer: hod.cse's row may show before it (the first page),
    // and axe must not meet the grid's loading bar.
    await searchFor(page, 'hod.cse');
    await expectVisible(
      page.getByRole('grid', { name: 'Faculty list' }).getByRole('row').filter({ hasText: 'hod.cse@college.example' }),
    );
    await expectAccessible(page, 'admin dashboard, faculty list');

    await page.getByRole('link', { name: /^CSE / }).click();
    await page.waitForURL('**/departments/cse');
    await page.getByRole('link', { name: /^S5/ }).click();
    await page.waitForURL('**/departments/cse/s5');
    await expectVisible(page.getByRole('heading', { name: 'Advisors' }));
    await expectVisible(page.getByRole('grid', { name: 'Students of CSE S5' }).getByRole('row').nth(1));
    await expectAccessible(page, 'class roster CSE S5');
    await page.goto('/departments/xyz/s3');
    await expectVisible(page.getByText('Invalid Link!!!', { exact: true }));
    await page.goto('/departments/cse/s9');
    await expectVisible(page.getByText('Invalid Link!!!', { exact: true }));
    await portal.release(page);
  });

  test('shows the dashboard on a phone, dark, the user lists rendered once scrolled to', async ({ portal }) => {
    const phone = await portal.as(ADMIN, { viewport: VIEWPORTS.phone, colorScheme: 'dark' });
    await phone.evaluate(() => localStorage.setItem('theme', 'dark'));
    await phone.reload();
    // On a phone the user lists render once scrolled to (docs/benchmarks.md, "The first page").
    await expectVisible(phone.getByRole('button', { name: `Activate ${signUp.name}` }));
    // Three screens down on a phone, the lists wait for the admin to scroll near them.
    await expect(phone.getByRole('grid', { name: 'Student list' })).toHaveCount(0);
    // (A spinner never holds still, which Playwright's own scrolling waits for.)
    await phone
      .getByRole('progressbar', { name: 'Loading the user lists' })
      .evaluate((spinner) => spinner.scrollIntoView());
    await expectVisible(phone.getByRole('grid', { name: 'Student list' }).getByRole('row').nth(1));
    await fitsThePhone(phone);
    await expectAccessible(phone, 'admin dashboard on a phone, dark');
    await portal.release(phone);
  });

  test("finds a student, changes the mobile number and deactivates the account, which ends the student's session", async ({
    portal,
  }) => {
    const studentPage = await portal.withToken(await signIn(student.email));
    const page = await portal.as(ADMIN);
    await searchFor(page, student.name);
    const row = rowOf(page, student.email);
    await expectVisible(row);
    await row.getByText(student.email).click();

    const dialog = page.getByRole('dialog', { name: `Edit ${student.name}` });
    await expectVisible(dialog);
    await expectAccessible(page, 'edit user dialog');
    await dialog.getByLabel(labelled('Roll number')).fill('12a');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectVisible(dialog.getByText('Enter a number', { exact: true }));
    await dialog.getByLabel(labelled('Roll number')).fill('77');
    await dialog.getByLabel(labelled('Mobile number')).fill('9123456780');
    await dialog.getByRole('switch', { name: 'Active' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByText('Updated user', { exact: true }));
    await expectVisible(row.getByText('Inactive', { exact: true }));

    // The history says what changed, newest first.
    await row
      .getByRole('menuitem', { name: `Edit ${student.name}` })
      .or(row.getByRole('button', { name: `Edit ${student.name}` }))
      .click();
    await expectVisible(dialog.getByText(/→ 9123456780/));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await studentPage.reload();
    await expectVisible(studentPage.getByText('Please login again', { exact: true }));
    await studentPage.waitForURL((url) => url.pathname === '/');
    await portal.release(studentPage);
    await portal.release(page);
  });

  test('activates a sign-up from the panel, who can then sign in', async ({ portal }) => {
    const page = await portal.as(ADMIN);
    await page.getByRole('button', { name: `Activate ${signUp.name}` }).click();
    await expectHidden(page.getByRole('button', { name: `Activate ${signUp.name}` }));
    await expectVisible(
      page.getByText('Account activated', { exact: true }).or(page.getByText('Updated user', { exact: true })),
    );
    await portal.release(page);

    // Signing in is what this step is about: through the form.
    const newcomer = await portal.visitor();
    await signInThroughForm(newcomer, signUp.email);
    await expectVisible(newcomer.getByRole('link', { name: 'Logout', exact: true }));
    await portal.release(newcomer);
  });

  test('reads a bulk file first, blocks a wrong column count, and reports the bad row after the upload', async ({
    portal,
  }) => {
    const page = await portal.as(ADMIN);
    const newUser = page.getByRole('link', { name: 'New User' });
    await scrollUntilVisible(page, newUser);
    await newUser.click();
    await page.waitForURL('**/user/new');
    await expectAccessible(page, 'new user form');
    await page.getByRole('tab', { name: 'Bulk upload' }).click();
    await page.getByRole('radio', { name: /^Students/ }).check();
    const chooseFile = (name: string, lines: string[]) =>
      page
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });

    await chooseFile('short.csv', [
      'email,password,department,currentYear,passoutYear,rollNo',
      `${bulkEmails[0]},Welcome@123,CSE,1,${passout}`,
    ]);
    await expectVisible(page.getByText('The upload is blocked'));
    await expectVisible(page.getByText(/Row 2 does not have 6 or 7 columns/));
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

    await chooseFile('students.csv', [
      'email,password,department,currentYear,passoutYear,rollNo',
      `${bulkEmails[0]},Welcome@123,CSE,1,${passout},901`,
      `${bulkEmails[2]},Welcome@123,XYZ,1,${passout},902`,
      `${bulkEmails[1]},Welcome@123,ECE,1,${passout},903`,
    ]);
    await expectVisible(page.getByText('students.csv: 2 rows will be sent, 1 left out.'));
    const leftOut = page.getByRole('grid', { name: 'Rows that will be left out' });
    await expectVisible(rowOf(page, 'Department must be one of').filter({ hasText: '3' }));
    await expectVisible(leftOut);
    await expectAccessible(page, 'bulk upload preview');

    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: 'Saved with some problems' }));
    const notCreated = page.getByRole('grid', { name: 'Rows not created' });
    await expectVisible(
      notCreated.getByRole('row').filter({ hasText: 'Department must be one of' }).filter({ hasText: '3' }),
    );
    await expectVisible(page.getByText('2 users created; 1 row was not:'));
    await expectAccessible(page, 'bulk upload outcome');
    await portal.release(page);
  });

  test('deletes a user after the confirmation', async ({ portal }) => {
    const page = await portal.as(ADMIN);
    await searchFor(page, bulkEmails[1]!);
    const row = rowOf(page, bulkEmails[1]!);
    await expectVisible(row);
    await row
      .getByRole('button', { name: `Delete ${bulkEmails[1]}` })
      .or(row.getByRole('menuitem', { name: `Delete ${bulkEmails[1]}` }))
      .click();
    await expectVisible(page.getByText(`You are about to delete ${bulkEmails[1]}`, { exact: true }));
    await expectAccessible(page, 'delete user confirmation');
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectVisible(page.getByText('User deleted', { exact: true }));
    await expectHidden(row);
    await portal.release(page);
  });
});
