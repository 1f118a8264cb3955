import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, TIME_ZONE, VIEWPORTS } from './support/constants';
import { expectVisible, labelled } from './support/expect';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A small valid one-page PDF. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Events and course resources: a faculty member puts up an event by selecting days on /events and
 * uploads a PDF on /course; the student sees the event on the dashboard and opens the PDF from Notes.
 */
test.describe('events and course resources from faculty to student', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const title = `Robotics club demo ${stamp}`;
  const topic = `Parsing handout ${stamp}`;
  const fileName = `parsing-${stamp}.pdf`;
  // Tomorrow and the day after, on the institute's calendar (always in the month grid shown today),
  // side by side in one week's row: from a Saturday the next day starts another row, which a drag
  // across may not reach below the window, so then Sunday and Monday.
  const tomorrow = dayjs().tz(TIME_ZONE).add(1, 'day');
  const start = tomorrow.day() === 6 ? tomorrow.add(1, 'day') : tomorrow;
  const first = start.format('YYYY-MM-DD');
  const last = start.add(1, 'day').format('YYYY-MM-DD');

  const fitsThePhone = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

  test('lets a faculty member put up an event by selecting days on /events', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty, { viewport: VIEWPORTS.desktop });
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Events', exact: true })
      .click();
    await page.waitForURL('**/events');
    await expectVisible(page.locator('.fc-daygrid-event').first());
    await expectAccessible(page, 'the events calendar');

    await page.locator(`.fc-daygrid-day[data-date="${first}"]`).scrollIntoViewIfNeeded();
    const from = await page.locator(`.fc-daygrid-day[data-date="${first}"]`).boundingBox();
    const to = await page.locator(`.fc-daygrid-day[data-date="${last}"]`).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height - 8);
    await page.mouse.down();
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height - 8, { steps: 8 });
    await page.mouse.up();

    const dialog = page.getByRole('dialog', { name: 'New event' });
    await expectVisible(dialog);
    await expect(dialog.getByLabel(labelled('First day'))).toHaveValue(first);
    await expect(dialog.getByLabel(labelled('Last day'))).toHaveValue(last);
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expectVisible(dialog.getByText('This field is required'));
    await expectAccessible(page, 'the new event dialog with its error');

    await dialog.getByLabel(labelled('Title')).fill(title);
    await dialog.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'CSE', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: 'Third year' }).click();
    await dialog.getByRole('button', { name: 'Create event' }).click();
    await expectVisible(page.getByText('Event Created Successfully!!', { exact: true }));
    await expectVisible(page.locator('.fc-daygrid-event').filter({ hasText: title }).first());
    await portal.release(page);
  });

  test('shows staff on a phone the month as a list on /events, with New event for the day', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty, { viewport: VIEWPORTS.phone, path: '/events' });
    const today = dayjs().tz(TIME_ZONE);
    await expectVisible(page.getByTestId('event-calendar').getByRole('heading', { name: today.format('MMMM YYYY') }));
    // No days to select in the list: the hint names the button instead.
    await expectVisible(page.getByText('Use New event to put up an event; select an event to see who put it up.'));
    await expect(page.getByText(/drag across several/)).toHaveCount(0);
    await fitsThePhone(page);
    await expectAccessible(page, 'the events list on a phone');
    await page.getByRole('button', { name: 'New event' }).click();
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await expectVisible(dialog);
    await expect(dialog.getByLabel(labelled('First day'))).toHaveValue(today.format('YYYY-MM-DD'));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await portal.release(page);
  });

  test('lets the faculty member upload a PDF on /course from a phone', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty, { viewport: VIEWPORTS.phone, path: '/course' });
    await expectVisible(page.getByRole('tab', { name: 'All Uploads', selected: true }));
    await page.getByRole('tab', { name: 'Upload New' }).click();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectVisible(page.getByText('Please choose a file'));
    await expectAccessible(page, 'the upload form with its errors, on a phone');

    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: 'CSE', exact: true }).click();
    await page.getByRole('combobox', { name: 'Semester' }).click();
    await page.getByRole('option', { name: 'S5', exact: true }).click();
    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel(labelled('Topic')).fill(topic);
    await page
      .getByLabel(labelled('Description'))
      .fill('LL(1) and LR parsing, with worked examples.\nRead before Friday.');
    await page
      .getByLabel('Files')
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: tinyPdf(`Parsing ${stamp}`) });
    await expectVisible(page.getByText(fileName, { exact: false }));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectVisible(page.getByText('Files were updated successfully', { exact: true }));
    await expectVisible(page.getByRole('tab', { name: 'All Uploads', selected: true }));
    await expectVisible(page.getByText(topic));
    await fitsThePhone(page);
    await expectAccessible(page, "the member's uploads, on a phone");
    await portal.release(page);
  });

  test('shows the student the event on the dashboard and opens the PDF from Notes', async ({ portal }) => {
    const page = await portal.as(DEMO.student, { viewport: VIEWPORTS.desktop });
    await expectVisible(page.getByRole('tab', { name: 'Events', selected: true }));
    const event = page.locator('.fc-daygrid-event').filter({ hasText: title }).first();
    await expectVisible(event);
    await expectAccessible(page, "the student's dashboard, Events");
    await event.click();
    const details = page.getByRole('dialog', { name: title });
    await expectVisible(details.getByText(/^Put up by /));
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expectAccessible(page, 'the event dialog');
    await details.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'Notes' }).click();
    const link = page.getByRole('link', { name: fileName });
    await expectVisible(link);
    await expectAccessible(page, "the student's dashboard, Notes");
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/api\/shared\/resources\/file\/.+\?expires=\d+&sig=/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(tab.url()).toContain('/api/shared/resources/file/');
    // The link works on its own, without the bearer header, and names the file.
    const download = await page.context().request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-type']).toBe('application/pdf');
    expect(download.headers()['content-disposition']).toContain(fileName);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await portal.release(page);
  });

  test('fits the student dashboard on a phone, the calendar as a list of the month by day', async ({ portal }) => {
    const page = await portal.as(DEMO.student, { viewport: VIEWPORTS.phone });
    const calendar = page.getByTestId('event-calendar');
    const today = dayjs().tz(TIME_ZONE);
    const monthTitle = (month: dayjs.Dayjs) => calendar.getByRole('heading', { name: month.format('MMMM YYYY') });
    await expectVisible(monthTitle(today));
    // On a month's last day the event (tomorrow) is in the next month's list.
    const eventMonth = dayjs.tz(first, TIME_ZONE);
    if (eventMonth.month() !== today.month()) await calendar.getByRole('button', { name: 'Next month' }).click();
    const listed = calendar.getByRole('button').filter({ hasText: title });
    await expectVisible(listed.first());
    // Listed on each of its days that fall in the month shown.
    await expect(listed).toHaveCount(dayjs.tz(last, TIME_ZONE).month() === eventMonth.month() ? 2 : 1);
    await fitsThePhone(page);
    await expectAccessible(page, "the student's dashboard on a phone");
    await listed.first().click();
    const details = page.getByRole('dialog', { name: title });
    await expectVisible(details.getByText(/^Put up by /));
    await details.getByRole('button', { name: 'Close' }).click();

    // Back a month and to this month again: the list follows.
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expectVisible(monthTitle(eventMonth.subtract(1, 'month')));
    await calendar.getByRole('button', { name: 'Today' }).click();
    await expectVisible(monthTitle(today));
    await expect(calendar.getByRole('button', { name: 'Today' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Timetable' }).click();
    await expectVisible(page.getByRole('region', { name: 'Timetable' }));
    await fitsThePhone(page);
    await expectAccessible(page, "the student's timetable on a phone");
    await portal.release(page);
  });

  test("gives the faculty member the calendar feed's address once the card is opened", async ({ portal }) => {
    const page = await portal.as(DEMO.faculty, { viewport: VIEWPORTS.desktop });
    const card = page.getByRole('button', { name: 'Add to your calendar app' });
    await expectVisible(card);
    // Closed, the card holds no address field: its code comes when it is first opened.
    await expect(page.getByLabel('Calendar feed address')).toHaveCount(0);
    await card.click();
    const address = page.getByLabel('Calendar feed address');
    await expectVisible(address);
    await expect(address).toHaveValue(/^https?:\/\/.+/);
    await expectAccessible(page, 'the open calendar feed card');
    await portal.release(page);
  });
});
