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

/** The other signed-in student of the class, whom this file leaves without a mark. */
const SECOND_STUDENT = 'student.cse2@college.example';

interface Student {
  name: string;
  email: string;
}

/**
 * Marks a row at a time (the tour's item 5): only the wrong rows are marked, each with its own
 * message; a student is marked Absent; blank rows are saved as not entered yet; the figures leave
 * both out; the students see Absent and Not entered yet. The exam is this file's own, a Series 2
 * (beside the demo's, which is still being entered, and the Series 1 the teaching journey enters).
 */
test.describe('marks entered row by row', () => {
  test.describe.configure({ mode: 'serial' });
  let examId = '';
  let students: Student[] = [];
  let absentee: Student;
  let marked: Student;
  let tooHigh: Student;
  let notANumber: Student;

  test.beforeAll(async () => {
    const faculty = await signIn(DEMO.faculty);
    const types = (
      await callApi<{ data: { _id: string; type: string }[] }>('GET', 'shared/examtype', { token: faculty })
    ).data;
    const subjects = (
      await callApi<{ data: { _id: string; department: string; semester: number }[] }>('GET', 'faculty/exam-subjects', {
        token: faculty,
      })
    ).data;
    // A subject of student.cse's class (CSE, year 3) this term: faculty/classes lists this term's.
    const classes = (
      await callApi<{ data: { subject: { _id: string } }[] }>('GET', 'faculty/classes', { token: faculty })
    ).data.map((row) => row.subject._id);
    const subject = subjects.find(
      (candidate) => classes.includes(candidate._id) && Math.ceil(candidate.semester / 2) === 3,
    )!;
    const day = dayjs().tz(TIME_ZONE).subtract(2, 'day').hour(10).minute(0).second(0).millisecond(0);
    const created = await callApi<{ data: { _id: string } }>('POST', 'faculty/exam', {
      token: faculty,
      body: {
        examType: types.find((type) => type.type === 'Series 2')!._id,
        subject: subject._id,
        date: day.format('YYYY-MM-DD'),
        startTimestamp: day.toISOString(),
        endTimestamp: day.add(90, 'minute').toISOString(),
        numberOfQuestions: 5,
      },
    });
    examId = created.data._id;
    const marks = await callApi<{ students: Student[] }>('GET', `faculty/exam/${examId}/marks`, { token: faculty });
    students = marks.students;
    absentee = students.find((student) => student.email === DEMO.student)!;
    const others = students.filter((student) => student.email !== DEMO.student && student.email !== SECOND_STUDENT);
    [marked, tooHigh, notANumber] = others as [Student, Student, Student];
  });

  const markOf = (page: Page, student: Student) => page.getByRole('textbox', { name: `Mark of ${student.name}` });

  test('marks only the wrong rows, each with its own message, then saves the rows entered so far', async ({
    portal,
  }) => {
    const page = await portal.as(DEMO.faculty, { path: `/exam/marks/${examId}` });
    await expectVisible(markOf(page, marked));
    await markOf(page, marked).fill('30');
    await page.getByRole('checkbox', { name: `${absentee.name} absent` }).check();
    await expectVisible(page.getByText(`1 marked · 1 absent · ${students.length - 2} not entered yet`));
    await markOf(page, tooHigh).fill('60');
    await markOf(page, notANumber).fill('abc');
    await page.getByRole('button', { name: 'Save Marks' }).click();

    await expectVisible(page.getByRole('alert').getByText('Error in form: 2 rows need fixing, marked below.'));
    await expect(markOf(page, tooHigh)).toHaveAccessibleDescription('Cannot be greater than max mark');
    await expect(markOf(page, notANumber)).toHaveAccessibleDescription('Must be a number');
    // Only those two rows are marked: the blank ones and the good one say nothing.
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
    await expect(markOf(page, marked)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(markOf(page, absentee)).toBeDisabled();
    await expectAccessible(page, 'marks entry with two wrong rows');

    await markOf(page, tooHigh).fill('45');
    await markOf(page, notANumber).fill('');
    await page.getByRole('button', { name: 'Save Marks' }).click();
    await expectVisible(page.getByText('Marks Entered successfully', { exact: true }));
    await page.waitForURL(`**/exam/results/${examId}`);
    await expectVisible(
      page.getByText(
        `The figures count the 2 students with a mark; 1 absent and ${students.length - 3} not entered yet are left out.`,
      ),
    );
    const table = page.getByRole('table', { name: 'Marks of each student' });
    await expectVisible(table.getByRole('row').filter({ hasText: absentee.name }).getByText('Absent').first());
    await expectVisible(
      table.getByRole('row').filter({ hasText: notANumber.name }).getByText('Not entered yet').first(),
    );
    await expectVisible(table.getByRole('row').filter({ hasText: tooHigh.name }).getByText('45 / 50'));
    await expectAccessible(page, 'marks view with absent and not entered');

    // Back to the entry: the saved rows come back as saved, the blank ones still blank.
    await page.goto(`/exam/marks/${examId}`);
    await expect(markOf(page, tooHigh)).toHaveValue('45');
    await expect(page.getByRole('checkbox', { name: `${absentee.name} absent` })).toBeChecked();
    await expect(markOf(page, notANumber)).toHaveValue('');
    await portal.release(page);
  });

  test('shows the students Absent and Not entered yet, which are neither pass nor fail', async ({ portal }) => {
    const page = await portal.as(DEMO.student, { path: '/marks', viewport: VIEWPORTS.phone, colorScheme: 'dark' });
    const row = (within: Page) => within.getByRole('row').filter({ hasText: 'Series 2' });
    await expectVisible(row(page).getByText('Absent').first());
    await expect(row(page).getByText('Pass', { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectAccessible(page, 'student marks with an absence, phone, dark');
    await portal.release(page);

    const other = await portal.as(SECOND_STUDENT, { path: '/marks' });
    await expectVisible(row(other).getByText('Not entered yet').first());
    await expectAccessible(other, 'student marks not entered yet');
    await portal.release(other);
  });
});
