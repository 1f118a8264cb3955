import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';

/** The demo keeps this student's feedback unanswered; no other browser test gives feedback. */
const STUDENT = 'student.cse2@college.example';
const CATEGORY = 'Teaching and learning';

/**
 * Issue 11's feedback journey: a student answers the questions about one teacher of the class, the
 * card is marked done, and the admin finds that answer counted in the class's results.
 */
test.describe('teacher feedback from a student to the admin', () => {
  test.describe.configure({ mode: 'serial' });
  /** The card the student answered: its subject and teacher, as the admin's results name them. */
  let answered = { subject: '', teacher: '' };

  test("lets a student answer a teacher's questions on a phone, once", async ({ portal }) => {
    const page = await portal.as(STUDENT, { viewport: VIEWPORTS.phone });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await page.getByRole('link', { name: 'Feedback', exact: true }).click();
    await page.waitForURL('**/feedback');
    await page.getByRole('link', { name: new RegExp(CATEGORY) }).click();
    await page.waitForURL(/\/feedback\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByText('Your answers are anonymous'));
    await expectAccessible(page, "student's teacher cards on a phone");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    const card = page
      .getByRole('button')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    const subject = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const subheader = (await card.locator('.MuiCardHeader-subheader').textContent()) ?? '';
    answered = { subject, teacher: subheader.split(' · ')[0] ?? '' };
    await card.click();

    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByRole('radiogroup').first());
    await expect(dialog.getByRole('radiogroup')).toHaveCount(8);
    // Every question starts at Neutral (good); the first is changed.
    await expect(dialog.getByRole('radio', { name: 'Neutral', checked: true })).toHaveCount(8);
    await dialog.getByRole('radiogroup').first().getByRole('radio', { name: 'Very Satisfied' }).check();
    await expectAccessible(page, 'feedback questions on a phone');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectVisible(page.getByText('Thank you for your feedback'));
    await expectVisible(
      page
        .getByRole('heading', { level: 2, name: subject })
        .locator('xpath=ancestor::div[contains(@class,"MuiCardHeader-root")]')
        .getByText('Done'),
    );
    await portal.release(page);
  });

  test('shows the admin the categories with the switch, and the answer counted in the results', async ({ portal }) => {
    const page = await portal.as(DEMO.admin, { viewport: VIEWPORTS.desktop, path: '/feedback' });
    await expectVisible(page.getByLabel(/Feedback: Active/));
    await expectVisible(page.getByRole('heading', { name: CATEGORY }));
    await expectAccessible(page, "admin's feedback categories");

    // A blank category is refused with the documented message, before anything is sent.
    await page.getByRole('button', { name: 'Add category' }).click();
    await expectVisible(page.getByText('Cannot be empty'));

    await page.getByRole('link', { name: 'Results by category' }).click();
    await page.waitForURL('**/feedback/feedbacktype');
    const categoryLink = page.getByRole('link', { name: new RegExp(CATEGORY) });
    await expectVisible(categoryLink);
    await expectAccessible(page, "admin's feedback results by category");
    await categoryLink.click();
    await page.waitForURL(/\/feedback\/feedbacktype\/[0-9a-f-]{36}$/);
    const result = page.getByRole('region', { name: `${answered.teacher}: ${answered.subject}` });
    // The demo's twenty answers from this class, and the student's.
    await expectVisible(result.getByText('21 answers'));
    await expectVisible(result.getByText(/\d\.\d \/ 5/).first());
    await expectAccessible(page, "admin's feedback results");

    await page.setViewportSize(VIEWPORTS.phone);
    await expectVisible(result.getByText('21 answers'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectAccessible(page, "admin's feedback results on a phone");
    await portal.release(page);
  });
});
