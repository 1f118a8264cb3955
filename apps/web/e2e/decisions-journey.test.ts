import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, TIME_ZONE, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible } from './support/expect';
import { callApi, signIn } from './support/portalApi';

dayjs.extend(utc);
dayjs.extend(timezone);

/** faculty.me advises ME's second year; this file alone decides that year's requests. */
const ADVISOR = 'faculty.me@college.example';

interface Item {
  _id: string;
  description: string;
  updatedAt: string;
}

/**
 * Deciding with care (the tour's item 3): the advisor approves two selected passes at once, one of
 * which the HOD has rejected meanwhile and which stays rejected; rejects another pass and a leave
 * only after confirming, with a reason; finds them in the Decided tab. The student reads the
 * reasons in the list, the Decided tab and the edit dialog, on a phone in the dark theme. The
 * student is this file's own, a new ME second-year.
 */
test.describe('decisions with a confirmation, a reason and a history', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const student = { email: `decisions.${stamp}@college.example`, password: 'Decide@1234', name: `Devika ${stamp}` };
  const pass = (what: string) => `${what} ${stamp}`;
  const REASONS = {
    hod: 'The HOD needs you at the department fest that day.',
    pass: 'Internal exams are on that afternoon.\nAsk again for a later time.',
    leave: 'The lab record is due that week.',
  };
  let studentToken = '';
  let advisorToken = '';
  let hodToken = '';
  let advisorName = '';
  const passes: Record<'approved' | 'takenMeanwhile' | 'rejected', Item | undefined> = {
    approved: undefined,
    takenMeanwhile: undefined,
    rejected: undefined,
  };

  test.beforeAll(async () => {
    const admin = await signIn(DEMO.admin);
    await callApi('POST', 'admin/adduser', {
      token: admin,
      body: {
        email: student.email,
        type: 'student',
        password: student.password,
        name: student.name,
        department: 'ME',
        currentYear: 2,
        passoutYear: dayjs().year() + 2,
        rollNo: '990',
      },
    });
    const faculty = await callApi<{ data: { email: string; isHOD: boolean }[] }>(
      'GET',
      'admin/allfaculties?department=ME&limit=100',
      { token: admin },
    );
    hodToken = await signIn(faculty.data.find((member) => member.isHOD)!.email);
    studentToken = (
      await callApi<{ token: string }>('POST', 'auth/signin', {
        body: { email: student.email, password: student.password },
      })
    ).token;
    advisorToken = await signIn(ADVISOR);
    advisorName = (await callApi<{ data: { name: string } }>('GET', 'user/getUser', { token: advisorToken })).data.name;
    const tomorrow = dayjs().tz(TIME_ZONE).add(1, 'day').hour(11).minute(0).second(0).millisecond(0);
    for (const [key, what] of [
      ['approved', 'Bank visit'],
      ['takenMeanwhile', 'Fest shopping'],
      ['rejected', 'Concert in town'],
    ] as const) {
      await callApi('POST', 'gatepass/request', {
        token: studentToken,
        body: { description: pass(what), time: tomorrow.toISOString() },
      });
      const own = await callApi<{ data: Item[] }>('GET', 'gatepass', { token: studentToken });
      passes[key] = own.data.find((item) => item.description === pass(what));
    }
    const day = dayjs().tz(TIME_ZONE).add(30, 'day').format('YYYY-MM-DD');
    await callApi('POST', 'leaveapplication/request', {
      token: studentToken,
      body: { type: 'fullDay', description: pass('Cousin visiting from abroad'), date: day, toDate: day },
    });
  });

  const card = (page: Page, description: string) => page.getByRole('article').filter({ hasText: description });
  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

  test('approves the selected passes at once, leaving the one another approver decided meanwhile', async ({
    portal,
  }) => {
    const page = await portal.withToken(advisorToken, { path: '/requests' });
    await expectVisible(card(page, pass('Bank visit')));
    await expectVisible(page.getByRole('tab', { name: 'Pending', selected: true }));
    for (const what of ['Bank visit', 'Fest shopping']) {
      await card(page, pass(what))
        .getByRole('checkbox', { name: `Select gate pass of ${student.name}` })
        .check();
    }
    await expectAccessible(page, 'faculty gate pass requests, two selected');

    // The HOD rejects one of them while the advisor still has the page open.
    await callApi('POST', `faculty/gatepass/${passes.takenMeanwhile!._id}/-1`, {
      token: hodToken,
      body: { updatedAt: passes.takenMeanwhile!.updatedAt, reason: REASONS.hod },
    });

    await page.getByRole('button', { name: 'Approve selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await expectVisible(confirm.getByText(`Approve 2 gate passes of ${student.name} (2)?`, { exact: false }));
    await expectAccessible(page, 'approve selected, confirmation');
    await confirm.getByRole('button', { name: 'Approve 2' }).click();
    await expectVisible(page.getByText('1 gate pass approved. 1 had already been decided by someone else.'));
    await expectHidden(card(page, pass('Bank visit')));
    await expectHidden(card(page, pass('Fest shopping')));
    await portal.release(page);
  });

  test('rejects a pass and a leave only after confirming, with a reason, and lists them as decided', async ({
    portal,
  }) => {
    const page = await portal.withToken(advisorToken, { path: '/requests' });
    const rejected = card(page, pass('Concert in town'));
    await rejected.getByRole('button', { name: `Reject gate pass of ${student.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reject the gate pass of ${student.name}?` });
    await expectVisible(dialog);
    // Cancel leaves it pending.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);
    await expectVisible(rejected);

    await rejected.getByRole('button', { name: `Reject gate pass of ${student.name}` }).click();
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(REASONS.pass);
    await expectAccessible(page, 'reject dialog with a reason');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expectVisible(page.getByText('Gate pass rejected', { exact: true }));
    await expectHidden(rejected);

    await page.getByRole('tab', { name: 'Decided' }).click();
    await page.waitForURL('**/requests?view=decided');
    await page.getByRole('button', { name: 'Rejected' }).click();
    await page.getByRole('searchbox', { name: 'Search student' }).fill(stamp);
    const decided = page.getByRole('list', { name: 'Decided gate passes' });
    const mine = decided.getByRole('listitem', { name: `${student.name}: ${pass('Concert in town')}` });
    await expectVisible(mine.getByText(`Rejected by ${advisorName}`, { exact: false }));
    await expectVisible(mine.getByText('Internal exams are on that afternoon.', { exact: false }));
    const theirs = decided.getByRole('listitem', { name: `${student.name}: ${pass('Fest shopping')}` });
    await expectVisible(theirs.getByText(REASONS.hod, { exact: false }));
    await expect(decided.getByRole('listitem')).toHaveCount(2);
    await expectAccessible(page, 'decided gate passes, rejected, searched');

    await page.goto('/leave');
    const leave = card(page, pass('Cousin visiting from abroad'));
    await leave.getByRole('button', { name: `Reject leave application of ${student.name}` }).click();
    const leaveDialog = page.getByRole('dialog', { name: `Reject the leave application of ${student.name}?` });
    await leaveDialog.getByRole('textbox', { name: 'Reason (optional)' }).fill(REASONS.leave);
    await leaveDialog.getByRole('button', { name: 'Reject' }).click();
    await expectVisible(page.getByText('Leave application rejected', { exact: true }));
    await page.getByRole('tab', { name: 'Decided' }).click();
    await expectVisible(
      page
        .getByRole('listitem', { name: `${student.name}: ${pass('Cousin visiting from abroad')}` })
        .getByText(REASONS.leave, { exact: false }),
    );
    await expectAccessible(page, 'decided leave applications');
    await portal.release(page);
  });

  test('shows the student every reason: in the list, the Decided tab and the edit dialog, on a phone', async ({
    portal,
  }) => {
    const page = await portal.withToken(studentToken, {
      viewport: VIEWPORTS.phone,
      colorScheme: 'dark',
      path: '/gatepass',
    });
    const row = page.getByRole('row').filter({ hasText: pass('Concert in town') });
    await expectVisible(row.getByText('REJECTED', { exact: true }));
    await expectVisible(row.getByText('Internal exams are on that afternoon.', { exact: false }));
    await fitsThePhone(page);
    await expectAccessible(page, 'student gate passes with a reason, phone, dark');

    await row.getByRole('button', { name: /^Edit gate pass/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit gate pass' });
    await expectVisible(dialog.getByText(`Rejected by ${advisorName}`, { exact: false }));
    await expectVisible(dialog.getByText('Ask again for a later time.', { exact: false }));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);

    await page.getByRole('tab', { name: 'Decided' }).click();
    const decided = page.getByRole('list', { name: 'Your decided gate passes' });
    await expectVisible(decided.getByRole('listitem', { name: pass('Bank visit') }).getByText('APPROVED'));
    await expectVisible(
      decided.getByRole('listitem', { name: pass('Fest shopping') }).getByText(REASONS.hod, { exact: false }),
    );
    await page.getByRole('button', { name: 'Approved' }).click();
    await expect(decided.getByRole('listitem')).toHaveCount(1);
    await fitsThePhone(page);
    await expectAccessible(page, 'student decided gate passes, phone, dark');

    await page.goto('/leave?view=decided');
    await expectVisible(
      page
        .getByRole('listitem', { name: pass('Cousin visiting from abroad') })
        .getByText(REASONS.leave, { exact: false }),
    );
    await fitsThePhone(page);
    await expectAccessible(page, 'student decided leave, phone, dark');
    await portal.release(page);
  });
});
