import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';
import { callApi, signIn } from './support/portalApi';

interface FacultyClass {
  className: string;
  subject: { code: string; department: string; semester: number };
}
interface SavedRecord {
  _id: string;
  timeStamp: string;
  startTime: string;
  endTime: string;
  module: number;
  topic: string;
  takenBy: string | null;
}
/** A period opened on its own (GET faculty/attendance/{id}): the record with its list. */
interface OpenedRecord extends SavedRecord {
  attendanceList: { email: string; present: 'true' | 'false' }[];
}
interface ClassData {
  students: { name: string; email: string }[];
}

/**
 * Taking a period again (the tour's item 4): the demo's period that the HOD retook opens in the
 * wizard with its module, topic and absentees, saying when and by whom it was taken and that saving
 * replaces it; the teacher's changes survive going back a step, are saved, and read back. This file
 * alone changes that period (the teaching journey takes a period that was never taken).
 */
test.describe('attendance taken again', () => {
  test.describe.configure({ mode: 'serial' });
  let className = '';
  let record: OpenedRecord;
  let student: { name: string; email: string };
  let facultyName = '';
  const newTopic = `Retaken in the browser test ${Date.now().toString(36)}`;

  test.beforeAll(async () => {
    const faculty = await signIn(DEMO.faculty);
    facultyName = (await callApi<{ data: { name: string } }>('GET', 'user/getUser', { token: faculty })).data.name;
    const classes = (await callApi<{ data: FacultyClass[] }>('GET', 'faculty/classes', { token: faculty })).data;
    for (const row of classes) {
      const { department, semester, code } = row.subject;
      const query = `department=${department}&semester=${semester}&subjectCode=${code}`;
      const records = (await callApi<{ data: SavedRecord[] }>('GET', `faculty/attendance?${query}`, { token: faculty }))
        .data;
      const retaken = records.find((candidate) => /late arrivals/.test(candidate.topic));
      if (!retaken) continue;
      className = row.className;
      // A page of records holds counts only: the list comes with the period opened on its own.
      record = (await callApi<{ data: OpenedRecord }>('GET', `faculty/attendance/${retaken._id}`, { token: faculty }))
        .data;
      const students = (await callApi<{ data: ClassData }>('GET', `faculty/students?${query}`, { token: faculty })).data
        .students;
      // Someone the other journeys do not count on: not student.cse.
      student = students.find((one) => one.email !== DEMO.student)!;
      break;
    }
    expect(className, 'the demo has a period the HOD took again').not.toBe('');
  });

  const openDetails = async (page: Page) => {
    await page.getByRole('textbox', { name: 'Date' }).fill(record.timeStamp);
    await page.getByRole('button', { name: 'Next' }).click();
    const period = page.getByRole('combobox', { name: 'Period' });
    await period.click();
    await page
      .getByRole('option', { name: new RegExp(`^${escaped(timeOfDay(record.startTime))} .*\\(taken\\)$`) })
      .click();
  };
  const presence = (page: Page) => page.getByRole('checkbox', { name: new RegExp(`^${student.name}`) });

  test('opens the saved period with its details and absentees, saying who took it and that saving replaces it', async ({
    portal,
  }) => {
    const page = await portal.as(DEMO.faculty, { path: `/class/${className}` });
    await openDetails(page);
    await expectVisible(
      page.getByText(new RegExp(`^Taken at .+ by ${escaped(record.takenBy!)}; saving replaces it\\.$`)),
    );
    await expect(page.getByRole('combobox', { name: 'Module' })).toHaveText(`Module ${record.module}`);
    await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue(record.topic);
    await expectAccessible(page, 'attendance details of a period taken before');

    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText(/ present · 0 changed since it was saved$/));
    const wasPresent = record.attendanceList.find((entry) => entry.email === student.email)?.present !== 'false';
    if (wasPresent) await expect(presence(page)).toBeChecked();
    else await expect(presence(page)).not.toBeChecked();
    await expectAccessible(page, 'attendance students of a period taken before');

    // A change, kept through a step back and forth, then saved with a new topic.
    await presence(page).click();
    await expectVisible(page.getByText('1 changed since it was saved', { exact: false }));
    // The step's own Back (the page's Back button, leaving the wizard, comes first).
    await page.getByRole('button', { name: 'Back', exact: true }).last().click();
    await page.getByRole('textbox', { name: 'Topic' }).fill(newTopic);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText('1 changed since it was saved', { exact: false }));
    if (wasPresent) await expect(presence(page)).not.toBeChecked();
    else await expect(presence(page)).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Attendance saved', { exact: true }));
    await portal.release(page);
  });

  test('reads the period back as saved, now taken by the teacher, on a phone in the dark theme', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty, {
      path: `/class/${className}`,
      viewport: VIEWPORTS.phone,
      colorScheme: 'dark',
    });
    await openDetails(page);
    await expectVisible(page.getByText(new RegExp(`by ${escaped(facultyName)}; saving replaces it\\.$`)));
    await expect(page.getByRole('textbox', { name: 'Topic' })).toHaveValue(newTopic);
    await expectAccessible(page, 'attendance details taken again, phone, dark');
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText('0 changed since it was saved', { exact: false }));
    const wasPresent = record.attendanceList.find((entry) => entry.email === student.email)?.present !== 'false';
    if (wasPresent) await expect(presence(page)).not.toBeChecked();
    else await expect(presence(page)).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await expectAccessible(page, 'attendance students taken again, phone, dark');
    await portal.release(page);
  });
});

/** '09:00' as the wizard shows it: '9:00 am'. */
function timeOfDay(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
