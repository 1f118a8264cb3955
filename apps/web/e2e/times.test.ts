import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO } from './support/constants';
import { expectVisible } from './support/expect';
import { createApprovedPass } from './support/portalApi';

/** Dates and times are the institute's (docs/rules.md, "Formats and constants"), whatever the browser's zone. */
test.describe('times on screen', () => {
  let passId: string;
  // 7:30 pm in India (14:00 UTC) a month ahead: the latest pass, so the first row of the list.
  const monthAhead = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const time = new Date(`${monthAhead.toISOString().slice(0, 10)}T14:00:00Z`);

  test.beforeAll(async () => {
    passId = await createApprovedPass(DEMO.student, DEMO.faculty, 'Evening at the library in town', time);
  });

  for (const timezoneId of ['UTC', 'America/New_York', 'Asia/Kolkata']) {
    test(`show the pass at 7:30 pm in a browser set to ${timezoneId}`, async ({ portal }) => {
      const page = await portal.visitor({ timezoneId });
      await page.goto(`/gatepass/view/${passId}`);
      await expectVisible(page.getByText('7:30 pm', { exact: false }).first());
      await expect(page.getByText('2:00 pm')).toHaveCount(0);
    });
  }

  test("show the student's list in the institute's time in a UTC browser", async ({ portal }) => {
    const page = await portal.as(DEMO.student, { timezoneId: 'UTC', path: '/gatepass' });
    const row = page.getByRole('row').filter({ hasText: 'Evening at the library in town' });
    await expectVisible(row);
    await expectVisible(row.getByText('7:30 pm'));
    await expectAccessible(page, 'gate pass list in a UTC browser');
  });
});
