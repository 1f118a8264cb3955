import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, TIME_ZONE, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';
import { callApi, signIn } from './support/portalApi';

dayjs.extend(utc);
dayjs.extend(timezone);

interface FacultyClass {
  className: string;
  subject: { code: string; department: string; semester: number };
}
interface ClassData {
  students: { name: string; email: string }[];
  timings: { startTime: string; endTime: string }[];
}

/**
 * The teaching journey: faculty.cse takes a period's attendance with two students absent and enters
 * marks, one bad mark corrected after 'Error in form ', and posts on the class's board; student.cse sees
 * the attendance and the marks, and replies to the post.
 */
test.describe('attendance and marks from the teacher to the student', () => {
  test.describe.configure({ mode: 'serial' });
  let chosen: { className: string; date: string; students: ClassData['students'] };
  let studentName: string;
  /** What faculty.cse posts on the class's board, for student.cse to answer. */
  const boardPost = `Browser test: bring the lab record on Friday ${Date.now().toString(36)}`;

  test.beforeAll(async () => {
    const faculty = await signIn(DEMO.faculty);
    const classes = (await callApi<{ data: FacultyClass[] }>('GET', 'faculty/classes', { token: faculty })).data;
    const student = await signIn(DEMO.student);
    studentName = (await callApi<{ data: { name: string } }>('GET', 'user/getUser', { token: student })).data.name;
    // The most recent weekday (today or before) on which one of the teacher's classes has a period
    // that nobody has taken yet: the wizard then starts blank. The demo takes every period of the
    // term up to yesterday, so on a weekend the search goes back before the term began.
    const days = [...Array.from({ length: 14 }, (_, back) => back), ...Array.from({ length: 30 }, (_, i) => 200 + i)];
    search: for (const back of days) {
      const day = dayjs().tz(TIME_ZONE).subtract(back, 'day');
      if (day.day() === 0 || day.day() === 6) continue;
      for (const row of classes) {
        const { department, semester, code } = row.subject;
        const query = `department=${department}&semester=${semester}&subjectCode=${code}`;
        const data = (
          await callApi<{ data: ClassData }>(
            'GET',
            `faculty/students?${query}&day=${day.format('dddd').toLowerCase()}`,
            { token: faculty },
          )
        ).data;
        if (data.timings.length === 0 || !data.students.some((one) => one.email === DEMO.student)) continue;
        const taken = await callApi<{ total: number }>(
          'GET',
          `faculty/attendance?${query}&date=${day.format('YYYY-MM-DD')}`,
          { token: faculty },
        );
        if (taken.total === 0) {
          chosen = { className: row.className, date: day.format('YYYY-MM-DD'), students: data.students };
          break search;
        }
      }
    }
    expect(chosen).toBeDefined();
  });

  const drawerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

  test('lets the admin add an exam type, refusing a pass mark above the max mark', async ({ portal }) => {
    const page = await portal.as(DEMO.admin);
    await drawerLink(page, 'Exam').click();
    await page.waitForURL('**/exam');
    await expectVisible(page.getByText('Series 1', { exact: true }));
    await expectAccessible(page, 'admin exam types');
    await page.getByRole('link', { name: 'Add Exam Types' }).click();
    const name = `Quiz ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Exam type' }).fill(name);
    await page.getByRole('textbox', { name: 'Max mark' }).fill('20');
    await page.getByRole('textbox', { name: 'Pass mark' }).fill('25');
    await page.getByRole('button', { name: 'Create Exam Type' }).click();
    await expectVisible(page.getByText('Cannot be greater than max mark'));
    await expectAccessible(page, 'new exam type with an error');
    await page.getByRole('textbox', { name: 'Pass mark' }).fill('8');
    await page.getByRole('button', { name: 'Create Exam Type' }).click();
    await expectVisible(page.getByText('Exam type created', { exact: true }));
    await expectVisible(page.getByText(name, { exact: true }));
    await portal.release(page);
  });

  test('takes attendance for a period on a phone, two students absent, and lists it', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty, { viewport: VIEWPORTS.phone, path: '/class' });
    await expectVisible(page.getByRole('link', { name: new RegExp(chosen.className) }));
    await expectAccessible(page, 'my classes');
    await page.getByRole('link', { name: new RegExp(chosen.className) }).click();
    await page.waitForURL(`**/class/${chosen.className}`);

    await page.getByRole('textbox', { name: 'Date' }).fill(chosen.date);
    await expectAccessible(page, 'attendance: choose date');
    await page.getByRole('button', { name: 'Next' }).click();

    const topic = page.getByRole('textbox', { name: 'Topic' });
    await expectVisible(topic);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText('please select module'));
    await expectVisible(page.getByText('please fill topic'));
    await page.getByRole('combobox', { name: 'Module' }).click();
    await page.getByRole('option', { name: 'Module 2' }).click();
    await topic.fill('Browser test period');
    await expectAccessible(page, 'attendance: details');
    await page.getByRole('button', { name: 'Next' }).click();

    const total = chosen.students.length;
    await expectVisible(page.getByText(`${total} of ${total} present`));
    for (const absent of chosen.students.slice(0, 2)) {
      const box = page.getByRole('checkbox', { name: new RegExp(`^${absent.name}`) });
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).not.toBeChecked();
    }
    await expectVisible(page.getByText(`${total - 2} of ${total} present`));
    await fitsThePhone(page);
    await expectAccessible(page, 'attendance: students');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Attendance saved', { exact: true }));

    // The list: the class's summary first, the periods as counts; a period opened by keyboard lists its students.
    await page.goto(`/class/${chosen.className}/list`);
    for (const figure of ['Periods', 'Students', 'Average', 'Below 75%'])
      await expectVisible(page.getByText(figure, { exact: true }));
    const period = page
      .getByRole('button')
      .filter({ hasText: 'Browser test period' })
      .filter({ hasText: `${total - 2} / ${total} present` });
    await expectVisible(period);
    await expect(period).toHaveAttribute('aria-expanded', 'false');
    await period.focus();
    await page.keyboard.press('Enter');
    await expect(period).toHaveAttribute('aria-expanded', 'true');
    const students = page.getByRole('region', { name: /Browser test period/ });
    await expectVisible(students.getByText('Absent (2)', { exact: true }));
    await expectVisible(students.getByText(`Present (${total - 2})`, { exact: true }));
    for (const absent of chosen.students.slice(0, 2))
      await expectVisible(students.getByRole('listitem').filter({ hasText: absent.name }).first());
    await expectVisible(page.getByRole('table', { name: 'Attendance of each student by date' }));
    await expectVisible(page.getByText(/^Periods \d+–\d+ of \d+$/));
    await fitsThePhone(page);
    await expectAccessible(page, 'attendance list with a period opened');

    await page.goto('/class/S5-CSE');
    await expectVisible(page.getByText('Invalid Link', { exact: true }));
    await portal.release(page);
  });

  test('enters marks, refusing a bad mark until it is corrected', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty);
    await drawerLink(page, 'Exams').click();
    await page.waitForURL('**/exam');
    await expectAccessible(page, 'exam type cards');
    await page.getByRole('link', { name: /Series 1/ }).click();
    await expectVisible(
      page.getByRole('button', { name: 'Add Exams' }).or(page.getByRole('link', { name: 'Add Exams' })),
    );
    await expectAccessible(page, 'exams of a type');
    await page.getByRole('link', { name: 'Enter marks' }).first().click();
    await page.waitForURL('**/exam/marks/*');

    const field = page.getByRole('textbox', { name: `Mark of ${studentName}` });
    await field.fill('999');
    await page.getByRole('button', { name: 'Save Marks' }).click();
    await expectVisible(page.getByText('Error in form', { exact: false }));
    await expectAccessible(page, 'marks entry with a bad mark');
    await field.fill('45');
    await page.getByRole('button', { name: 'Save Marks' }).click();
    await expectVisible(page.getByText('Marks Entered successfully', { exact: true }));
    await page.waitForURL('**/exam/results/*');
    await expectVisible(page.getByText('Average', { exact: true }));
    await expectVisible(page.getByRole('row').filter({ hasText: studentName }).getByText('45 / 50'));
    await expectAccessible(page, 'marks view');

    // The class dashboard: its discussions (the first tab), the exams with their statistics, its notes and its timetable.
    const [, semester] = /^S(\d)-/.exec(chosen.className)!;
    await page.goto(`/departments/cse/s${semester}`);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expectVisible(page.getByText('This field is required'));
    await page.getByRole('textbox', { name: 'Your post' }).fill(boardPost);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expectVisible(page.getByRole('article').filter({ hasText: boardPost }).getByText('Faculty', { exact: true }));
    await expectAccessible(page, 'class dashboard, discussions');
    await page.getByRole('tab', { name: 'Marks' }).click();
    await expectVisible(
      page.getByRole('table', { name: 'Exams of the class' }).getByRole('row').filter({ hasText: 'Series 1' }).first(),
    );
    await expectAccessible(page, 'class dashboard, marks');
    await page.getByRole('tab', { name: 'Notes' }).click();
    await expectVisible(page.getByRole('list', { name: 'Files' }).first());
    await expectAccessible(page, 'class dashboard, notes');
    await page.getByRole('tab', { name: 'Timetable' }).click();
    await expectVisible(page.getByRole('region', { name: 'Timetable' }));
    await expectAccessible(page, 'class dashboard, timetable');
    await page.goto(`/departments/cse/s${semester}/entermarks`);
    await expectVisible(page.getByRole('link', { name: 'Go to Exams' }));
    await portal.release(page);
  });

  test("shows the student the attendance and the marks, and lets them reply on the class's board", async ({
    portal,
  }) => {
    const page = await portal.as(DEMO.student, { viewport: VIEWPORTS.phone, path: '/attendance' });
    await expectVisible(page.getByText(/classes attended/).first());
    await expectVisible(page.getByText(/Below 75%: attend the next \d+ class/).first());
    await fitsThePhone(page);
    await expectAccessible(page, 'student attendance');
    await page.goto('/marks');
    await expectVisible(page.getByRole('row').filter({ hasText: 'Series 1' }).filter({ hasText: '45 / 50' }).first());
    await expectAccessible(page, 'student marks');

    // The class's board: the teacher's post, answered from the phone.
    await page.goto('/?tab=discussions');
    const thread = page.getByRole('article').filter({ hasText: boardPost });
    await expectVisible(thread);
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    const reply = `I will bring it, thank you ${Date.now().toString(36)}`;
    await thread.getByRole('textbox', { name: 'Your reply' }).fill(reply);
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await expectVisible(thread.getByRole('list', { name: /^Replies to / }).getByText(reply));
    await fitsThePhone(page);
    await expectAccessible(page, 'student discussions');
    await portal.release(page);
  });
});
