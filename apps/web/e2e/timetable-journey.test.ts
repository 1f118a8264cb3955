import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, TIME_ZONE, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, labelled } from './support/expect';
import { callApi, signIn } from './support/portalApi';

/** EEE's fourth year: no other browser test touches its class. Its semester follows the date's term. */
const DEPARTMENT = 'EEE';
const month = Number(new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, month: 'numeric' }).format(new Date()));
const SEMESTER = month >= 7 ? 7 : 8;
const CLASS = `S${SEMESTER} ${DEPARTMENT}`;

interface Row {
  _id: string;
  department: string;
  semester: number;
}
interface Busy {
  teacherId: string;
  day: string;
  startTime: string;
  endTime: string;
}

/** '09:00' as every screen and message writes a time of day: '9:00 am' (docs/rules.md, "Formats and constants"). */
const clock = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
};

/**
 * The admin makes a subject, then builds its class's timetable with the wizard; a period put where
 * the teacher is already teaching another class shows the clash before Confirm, and once moved the
 * timetable is saved; the class's students then read it.
 */
test.describe('a timetable from the wizard to the class', () => {
  test.describe.configure({ mode: 'serial' });
  let adminToken: string;
  let teacher: { _id: string; name: string; email: string };
  const code = `ee${Date.now().toString(36).slice(-5)}`;

  test.beforeAll(async () => {
    adminToken = await signIn(DEMO.admin);
    const faculty = await callApi<{ data: { _id: string; name: string; email: string; isHOD: boolean }[] }>(
      'GET',
      `admin/allfaculties?department=${DEPARTMENT}`,
      {
        token: adminToken,
      },
    );
    teacher = faculty.data.find((member) => member.isHOD)!;
    // The demo gives every class a timetable: this class's goes, so the wizard can make a new one.
    const list = await callApi<{ data: Row[] }>('GET', 'admin/timetable', { token: adminToken });
    const existing = list.data.find((row) => row.department === DEPARTMENT && row.semester === SEMESTER);
    if (existing) await callApi('DELETE', `admin/timetable/${existing._id}`, { token: adminToken });
  });

  const drawerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

  test('lists the subjects on a phone, and makes a subject with a teacher found by name', async ({ portal }) => {
    const phone = await portal.as(DEMO.admin, {
      viewport: VIEWPORTS.phone,
      path: `/subjects?department=${DEPARTMENT}&semester=${SEMESTER}`,
    });
    await expectVisible(phone.getByRole('table', { name: 'Subjects' }));
    await fitsThePhone(phone);
    // Edit and delete stay on screen: the table folds its other columns away.
    const remove = await phone
      .getByRole('button', { name: /^Delete / })
      .first()
      .boundingBox();
    expect(remove!.x + remove!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectAccessible(phone, 'subjects list on a phone');
    await portal.release(phone);

    const page = await portal.as(DEMO.admin, { viewport: VIEWPORTS.desktop });
    await drawerLink(page, 'Subjects').click();
    await page.waitForURL('**/subjects');
    await expectAccessible(page, 'subjects list');
    await page.getByRole('link', { name: 'New Subject' }).click();
    await page.waitForURL('**/subject/new');
    await page.getByRole('button', { name: 'Create Subject' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(6);
    await expectAccessible(page, 'new subject form with its errors');
    await page.getByLabel(labelled('Subject name')).fill('Power System Protection Lab');
    await page.getByLabel(labelled('Subject code')).fill(code.toUpperCase());
    await page.getByLabel(labelled('Course type')).click();
    await page.getByRole('option', { name: 'Lab' }).click();
    await page.getByLabel(labelled('Department')).click();
    await page.getByRole('option', { name: DEPARTMENT, exact: true }).click();
    await page.getByLabel(labelled('Semester')).click();
    await page.getByRole('option', { name: `S${SEMESTER}`, exact: true }).click();
    await page.getByLabel(labelled('Taught by')).fill(teacher.name.split(' ').slice(1, 3).join(' '));
    await page.getByRole('option', { name: new RegExp(teacher.email.replace(/[.]/g, '\\.')) }).click();
    await page.getByRole('button', { name: 'Create Subject' }).click();
    await page.waitForURL('**/subjects');
    await expectVisible(page.getByText('Subject created', { exact: true }));
    await portal.release(page);
  });

  test('builds the timetable in the wizard, which stops at a wrong period and shows a clash before Confirm', async ({
    portal,
  }) => {
    // Where the teacher already is on Monday (another class of the department).
    const busy = await callApi<{ data: Busy[] }>(
      'GET',
      `admin/timetable/busy?department=${DEPARTMENT}&semester=${SEMESTER}`,
      { token: adminToken },
    );
    const taken = busy.data.find((period) => period.teacherId === teacher._id && period.day === 'monday')!;
    expect(taken).toBeDefined();

    const page = await portal.as(DEMO.admin, { viewport: VIEWPORTS.desktop });
    await drawerLink(page, 'Timetable').click();
    await page.waitForURL('**/timetable');
    await expectAccessible(page, 'timetable list');
    await page.getByRole('link', { name: 'Add Timetable' }).click();
    await page.waitForURL('**/timetable/new');
    await expectVisible(page.getByRole('heading', { name: 'Department & Semester' }));
    await page.getByLabel(labelled('Department')).click();
    await page.getByRole('option', { name: DEPARTMENT, exact: true }).click();
    await page.getByLabel(labelled('Semester')).click();
    await page.getByRole('option', { name: `S${SEMESTER}`, exact: true }).click();
    await expectAccessible(page, 'timetable wizard, class');
    await page.getByRole('button', { name: 'Next' }).click();

    await expectVisible(page.getByRole('heading', { name: 'Period timings' }));
    await expect(page.getByText('NO PERIODS ADDED')).toHaveCount(5);
    await page.getByRole('button', { name: 'Add period on Monday' }).click();
    const monday = page.getByRole('group', { name: 'Monday period 1' });
    await monday.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: new RegExp(`\\(${code}\\)`) }).click();
    // The times are typed, as a person types them.
    await monday.getByLabel('Start').fill('11:00');
    await monday.getByLabel('End').fill('10:00');
    // Next stops at this step while a period is wrong, on the field at fault.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(monday.getByRole('alert').filter({ hasText: 'A period must end after it starts' }));
    await expect(monday.getByLabel('End')).toBeFocused();
    await expectVisible(page.getByRole('heading', { name: 'Period timings' }));
    await expect(page.getByRole('heading', { name: 'Review timetable' })).toHaveCount(0);

    // Where the teacher is already in another class: the clash shows beside the period, and Next stops.
    await monday.getByLabel('Start').fill(taken.startTime);
    await monday.getByLabel('End').fill(taken.endTime);
    const clash = monday.getByRole('alert');
    await expectVisible(clash.filter({ hasText: `already teaches` }));
    await expectVisible(clash.filter({ hasText: `on Monday at ${clock(taken.startTime)} – ${clock(taken.endTime)}` }));
    await expectAccessible(page, 'timetable wizard, periods with a clash');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(monday.getByLabel('Start')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Review timetable' })).toHaveCount(0);

    // Moved after the college's last period, the clash is gone.
    await monday.getByLabel('Start').fill('17:00');
    await monday.getByLabel('End').fill('17:50');
    await expectHidden(monday.getByRole('alert'));
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Review timetable' }));
    await expectVisible(page.getByText('5:00 pm – 5:50 pm'));
    await expectAccessible(page, 'timetable wizard, review');
    await page.getByRole('button', { name: 'Create Timetable' }).click();
    await page.getByRole('dialog', { name: 'Confirm timetable' }).getByRole('button', { name: 'Confirm' }).click();
    await expectVisible(page.getByText('Timetable creation success', { exact: true }));
    await expectVisible(page.getByRole('heading', { name: 'Thank you!' }));
    await page.getByRole('link', { name: 'View timetable' }).click();
    await expectVisible(page.getByRole('heading', { name: CLASS }));
    await expectVisible(page.getByText(`Power System Protection Lab (${code})`));
    await expectAccessible(page, 'timetable page');
    await portal.release(page);
  });

  test('shows the timetable on a phone, and to a student of the class through the API', async ({ portal }) => {
    const phone = await portal.as(DEMO.admin, { viewport: VIEWPORTS.phone, path: '/timetable' });
    await phone.getByRole('link', { name: CLASS, exact: true }).click();
    await expectVisible(phone.getByText(`Power System Protection Lab (${code})`));
    await fitsThePhone(phone);
    await expectAccessible(phone, 'timetable page on a phone');
    await portal.release(phone);

    // From the far end of the roll: admin-journey.test.ts, running beside this file, deactivates the
    // class's first active student (and gives them roll number 77).
    const students = await callApi<{ data: { email: string; active: boolean; rollNo: string | number | null }[] }>(
      'GET',
      `admin/allstudents?department=${DEPARTMENT}&currentYear=4&limit=5&sort=rollNo&order=desc`,
      { token: adminToken },
    );
    const reader = students.data.find((one) => one.active && String(one.rollNo) !== '77')!;
    const token = await signIn(reader.email);
    const own = await callApi<{
      data: { day: string; timings: { subject: string; startTime: string; endTime: string }[] }[];
    }>('GET', 'student/timetable', { token });
    expect(own.data[0]).toEqual({
      day: 'monday',
      timings: [{ subject: code, name: 'Power System Protection Lab', startTime: '17:00', endTime: '17:50' }],
    });
  });
});
