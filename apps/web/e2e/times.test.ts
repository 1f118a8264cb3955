import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, TIME_ZONE } from './support/constants';
import { expectVisible, labelled } from './support/expect';
import { callApi, createApprovedPass, demoClass, signIn } from './support/portalApi';

dayjs.extend(utc);
dayjs.extend(timezone);

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

  test("word the server's messages as the screens do: a leave's date and times", async ({ portal }) => {
    // ECE's third year: its first student is this test's alone.
    const student = (await demoClass('ECE', 3)).students[0]!;
    const token = await signIn(student.email);
    const day = dayjs().tz(TIME_ZONE).add(40, 'day');
    await callApi('POST', 'leaveapplication/request', {
      token,
      body: {
        type: 'halfDay',
        description: 'Driving test',
        date: day.format('YYYY-MM-DD'),
        fromTime: '14:00',
        toTime: '16:00',
      },
    });
    const page = await portal.withToken(token, { path: '/leave/new' });
    await page.getByRole('radio', { name: 'Half Day' }).check();
    await page.getByLabel(labelled('Description')).fill('Eye check-up');
    await page.getByLabel(labelled('Date')).fill(day.format('YYYY-MM-DD'));
    await page.getByLabel(labelled('From')).fill('15:00');
    await page.getByLabel(labelled('To')).fill('17:00');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    // One format for a date everywhere: 'Tue 8 Dec 2026, 2:00 pm' (docs/rules.md, "Formats and constants").
    const date = day.format('ddd D MMM YYYY');
    await expectVisible(
      page.getByText(`This leave overlaps your application for ${date}, 2:00 pm – 4:00 pm`, { exact: true }),
    );

    await page.goto('/leave');
    await page.getByRole('tab', { name: 'Half Day' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Driving test' });
    await expectVisible(row.getByText(date, { exact: true }));
    await expectVisible(row.getByText('2:00 pm', { exact: true }));
    await expectAccessible(page, 'half-day leave list');
  });
});
