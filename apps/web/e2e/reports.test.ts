import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import type { AttendanceShortageAnswer, ReportExam } from '@portal/domain';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';
import { callApi, signIn } from './support/portalApi';

/**
 * The staff reports (docs/rules.md, "Reports"): a teacher downloads the attendance shortage of the
 * own class as CSV, and each report's screen and today at a glance pass axe on a phone and a
 * desktop, in the light and the dark theme, with a picture of each kept for people to look at.
 * It only reads: nothing it does is seen by another file.
 */
test.describe('staff reports', () => {
  const drawerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

  /** The class of student.cse this term (CSE S5 or S6), as faculty.cse's class picker offers it. */
  const ownClass = async (page: Page) => {
    const picker = page.getByRole('combobox', { name: 'Class' });
    await expect(picker.locator('option', { hasText: /^CSE S[56]$/ })).toHaveCount(1);
    const label = (await picker.locator('option', { hasText: /^CSE S[56]$/ }).textContent())!;
    await picker.selectOption({ label });
    return Number(label.slice(-1));
  };

  test('lets a teacher download the attendance shortage of a class as CSV', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty);
    await drawerLink(page, 'Reports').click();
    await page.waitForURL('**/reports');
    await page.getByRole('link', { name: /Attendance shortage/ }).click();
    await page.waitForURL('**/reports/attendance-shortage**');
    const semester = await ownClass(page);
    await expectVisible(page.getByRole('grid', { name: `Attendance under 75% in CSE S${semester}` }));
    await expectVisible(page.getByText(/students? of CSE S\d under 75% in at least one subject/));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`attendance-shortage-CSE-S${semester}.csv`);
    const text = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;

    // The file says what the report's call says for the same class.
    const report = await callApi<AttendanceShortageAnswer>(
      'GET',
      `reports/attendance-shortage?department=CSE&semester=${semester}`,
      { token: await signIn(DEMO.faculty) },
    );
    expect(header).toEqual(['name', 'email', 'rollNo', 'subjectCode', 'subject', 'attended', 'held', 'percentage']);
    expect(rows.map((row) => row.slice(1))).toEqual(
      report.data.map((row) => [
        row.student.email,
        row.student.rollNo ?? '',
        row.subject.code,
        row.subject.name,
        String(row.attended),
        String(row.held),
        String(row.percentage),
      ]),
    );
    // The demo puts student.cse under 75% in one subject (once the term has held some periods).
    if (report.data.length > 0) expect(rows.map((row) => row[1])).toContain(DEMO.student);
    for (const row of rows) expect(Number(row[7])).toBeLessThan(75);

    // On paper: the report as a plain table with the class written out, without the app around it.
    await page.emulateMedia({ media: 'print' });
    await expectVisible(page.getByRole('table', { name: `Attendance under 75% in CSE S${semester}` }));
    await expectVisible(page.getByText(`CSE S${semester}, under 75% · printed`));
    await expect(page.getByRole('grid')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.screenshot({ path: test.info().outputPath('attendance-shortage-print.png'), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await portal.release(page);
  });

  /** Each screen at 360 and 1280 pixels, light and dark: a picture of each, and axe. */
  const looks = async (page: Page, name: string, ready: () => Promise<void>) => {
    for (const scheme of ['light', 'dark'] as const) {
      if (scheme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      for (const [label, viewport] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        await ready();
        await page.screenshot({ path: test.info().outputPath(`${name}-${label}-${scheme}.png`), fullPage: true });
        await expectAccessible(page, `${name}, ${label}, ${scheme}`);
      }
    }
  };

  test('shows each report and today at a glance well on a phone and a desktop, light and dark', async ({ portal }) => {
    test.setTimeout(240_000);
    const faculty = await portal.as(DEMO.faculty, { path: '/reports/attendance-shortage' });
    const semester = await ownClass(faculty);
    // Ready once a row of figures shows (not the grid's loading rows).
    await looks(faculty, 'attendance-shortage', () =>
      expectVisible(
        faculty
          .getByRole('grid', { name: `Attendance under 75% in CSE S${semester}` })
          .getByRole('row')
          .filter({ hasText: '%' })
          .nth(1),
      ),
    );
    await portal.release(faculty);

    const exams = await callApi<{ data: ReportExam[] }>('GET', `reports/exams?department=CSE&semester=${semester}`, {
      token: await signIn(DEMO.faculty),
    });
    // The demo's Series 2 (another file may add a Series 2 of its own, with a few marks).
    const series2 = exams.data
      .filter((exam) => exam.type === 'Series 2')
      .reduce((most, exam) => (exam.marked > most.marked ? exam : most));
    const results = await portal.as(DEMO.faculty, { path: `/reports/exam/${series2._id}` });
    // The demo's Series 2 is still being entered: the figures say whom they leave out.
    await expectVisible(results.getByText(/with a mark; 1 absent and 3 not entered yet are left out\./));
    await looks(results, 'exam-results', async () => {
      await expectVisible(results.getByRole('img', { name: /Students per band of marks/ }));
      await expectVisible(results.getByRole('grid', { name: 'Students per band of marks' }));
    });
    await portal.release(results);

    const office = await portal.as(DEMO.office, { path: '/reports/fee-dues' });
    await looks(office, 'fee-dues', () =>
      expectVisible(
        office
          .getByRole('grid', { name: /Students who have not paid/ })
          .getByRole('row')
          .nth(1),
      ),
    );
    await portal.release(office);

    const security = await portal.as(DEMO.security);
    await drawerLink(security, 'Gate log').click();
    await security.waitForURL('**/reports/gate-log');
    await looks(security, 'gate-log', () =>
      expectVisible(
        security
          .getByRole('grid', { name: /Scans at the gate on/ })
          .getByRole('row')
          .nth(1),
      ),
    );
    await portal.release(security);

    const admin = await portal.as(DEMO.admin);
    await looks(admin, 'glance-admin', () => expectVisible(admin.getByRole('img', { name: /The last seven days/ })));
    await portal.release(admin);

    const hod = await portal.withToken(await signIn('hod.cse@college.example'));
    await expectVisible(hod.getByText('CSE department'));
    await looks(hod, 'glance-hod', () => expectVisible(hod.getByRole('img', { name: /The last seven days/ })));
    await portal.release(hod);
  });
});
