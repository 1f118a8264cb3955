import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { baseUrl, DEMO, TIME_ZONE, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, labelled } from './support/expect';
import { createApprovedPass, laterToday } from './support/portalApi';
import { writeQrVideo } from './support/qrVideo';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The verdict colours of the scan screen (green 900 and red 900). */
const VALID_GREEN = 'rgb(27, 94, 32)';
const INVALID_RED = 'rgb(183, 28, 28)';

/**
 * Issue 2's whole journey across four roles: a student requests and edits a pass, the
 * advisor approves it, the public page shows it with its QR code, and security checks
 * it at the gate by camera (once valid, then already used) and by typing.
 */
test.describe('a gate pass from request to the gate', () => {
  test.describe.configure({ mode: 'serial' });
  const stamp = Date.now().toString(36);
  const firstDescription = `Dentist appointment ${stamp}`;
  const editedDescription = `Dentist appointment in town ${stamp}`;
  let leaving: dayjs.Dayjs;
  let passId = '';
  let holderName = '';

  test.beforeAll(async () => {
    leaving = dayjs(await laterToday(10))
      .tz(TIME_ZONE)
      .second(0)
      .millisecond(0);
  });

  const rowOf = (page: Page, description: string) => page.getByRole('row').filter({ hasText: description });
  const drawerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

  test('lets the student request a pass and edit it while pending', async ({ portal }) => {
    const page = await portal.as(DEMO.student);
    await drawerLink(page, 'Gate Pass').click();
    await page.waitForURL('**/gatepass');
    await expectVisible(page.getByRole('link', { name: 'New Gatepass' }));
    await expectAccessible(page, 'student gate pass list');

    await page.getByRole('link', { name: 'New Gatepass' }).click();
    await page.waitForURL('**/gatepass/new');
    await expectAccessible(page, 'new gate pass form');
    await page.getByLabel(labelled('Description')).fill(firstDescription);
    await page.getByLabel(labelled('Date')).fill(leaving.format('YYYY-MM-DD'));
    await page.getByLabel(labelled('Time')).fill(leaving.format('HH:mm'));
    await page.getByRole('button', { name: 'Request Gatepass' }).click();

    await page.waitForURL('**/gatepass');
    await expectVisible(page.getByText('Gate pass requested', { exact: true }));
    const row = rowOf(page, firstDescription);
    await expectVisible(row.getByText('PENDING', { exact: true }));
    await expectVisible(row.getByText(leaving.format('h:mm a'), { exact: true }));
    await expectAccessible(page, 'student gate pass list with a pending pass');

    await row.getByRole('button', { name: /^Edit gate pass/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit gate pass' });
    await expectVisible(dialog);
    await expectAccessible(page, 'edit gate pass dialog');
    await dialog.getByLabel(labelled('Description')).fill(editedDescription);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByText('Gate Pass updated', { exact: true }));
    await expectVisible(rowOf(page, editedDescription).getByText('PENDING', { exact: true }));
    await expect(rowOf(page, firstDescription).filter({ hasNotText: editedDescription })).toHaveCount(0);
    await portal.release(page);
  });

  test('lets the advisor approve it, and the request leaves the list', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty);
    await drawerLink(page, 'Gatepass Requests').click();
    await page.waitForURL('**/requests');
    const card = page.getByRole('article').filter({ hasText: editedDescription });
    await expectVisible(card);
    await expectAccessible(page, 'faculty gate pass requests');

    await card.getByRole('button', { name: /^Approve gate pass of/ }).click();
    await expectHidden(card);
    await expectAccessible(page, 'faculty gate pass requests after approving');
    await portal.release(page);
  });

  test('shows the approved pass on its public page with the QR dialog', async ({ portal }) => {
    const page = await portal.as(DEMO.student, { path: '/gatepass' });
    const row = rowOf(page, editedDescription);
    await expectVisible(row.getByText('APPROVED', { exact: true }));
    await row.getByRole('button', { name: /^View gate pass/ }).click();

    await page.waitForURL('**/gatepass/view/*');
    // The list stays on screen until the view's code has loaded: wait for the view itself.
    await expectVisible(page.getByRole('button', { name: 'Show QR code' }));
    passId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(passId).toMatch(/^[0-9a-f-]{36}$/);
    await expectVisible(page.getByText('APPROVED', { exact: true }));
    await expectVisible(page.getByText(leaving.format('ddd D MMM YYYY'), { exact: false }));
    await expectVisible(page.getByText(leaving.format('h:mm a'), { exact: false }));
    holderName = (await page.getByRole('heading', { level: 2 }).first().innerText()).trim();
    expect(holderName.length).toBeGreaterThan(0);
    await expectAccessible(page, 'public gate pass view');

    await page.getByRole('button', { name: 'Show QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'SCAN TO CONFIRM' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('img', { name: 'QR code of this gate pass' }));
    await expectAccessible(page, 'QR dialog');
    await portal.release(page);
  });

  test('lets security verify it by camera once, then refuses it as already used', async ({ portal }) => {
    expect(passId, 'the pass from the earlier steps').not.toBe('');
    const video = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-camera-')), 'pass.y4m');
    writeQrVideo(`${baseUrl()}/gatepass/view/${passId}`, video);
    const cameraBrowser = await portal.browserWithCamera(video);
    const page = await portal.asIn(cameraBrowser, DEMO.security);
    const screen = page.getByRole('region', { name: 'Gate pass scanner' });
    const verdict = page.getByRole('status');

    // The camera sees the pass before the guard arms the scanner: only a warning.
    await expectVisible(page.getByText('Please turn on scanning', { exact: true }));
    await expect(page.getByText('Valid Gatepass')).toHaveCount(0);
    await expectAccessible(page, 'scan screen before scanning');

    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expectVisible(verdict.getByText('Valid Gatepass', { exact: true }));
    await expectVisible(verdict.getByText(holderName, { exact: true }));
    await expectVisible(verdict.getByText(`Pass time: ${leaving.format('ddd D MMM YYYY, h:mm a')}`));
    await expectBackground(screen, VALID_GREEN);
    // One press, one pass: the scanner is off again.
    await expect(page.getByRole('button', { name: 'Scan', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expectAccessible(page, 'scan screen, valid pass, light');
    await screenshotScan(page, 'valid-light');

    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expectVisible(verdict.getByText('Invalid Gatepass', { exact: true }));
    await expectVisible(verdict.getByText(/^Already used at/));
    await expectVisible(verdict.getByText(holderName, { exact: true }));
    await expectBackground(screen, INVALID_RED);
    await expectAccessible(page, 'scan screen, used pass, light');
    await screenshotScan(page, 'invalid-light');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectVisible(page.getByRole('button', { name: 'Switch to light theme' }));
    await expectBackground(screen, INVALID_RED);
    await expectAccessible(page, 'scan screen, used pass, dark');
    await screenshotScan(page, 'invalid-dark');
  });

  test('lets security verify a typed pass id, and says Invalid Gatepass for anything else', async ({ portal }) => {
    const secondPass = await createApprovedPass(
      DEMO.student,
      DEMO.faculty,
      `Bank visit ${stamp}`,
      await laterToday(10),
    );
    const page = await portal.as(DEMO.security, { colorScheme: 'dark' });
    const screen = page.getByRole('region', { name: 'Gate pass scanner' });
    const verdict = page.getByRole('status');
    const field = page.getByLabel('Gate pass ID or link');
    const verify = page.getByRole('button', { name: 'Verify', exact: true });

    // This browser refuses the camera: the guard is told, and can still type.
    await expectVisible(page.getByText('Please Allow Permission', { exact: true }));
    await expectAccessible(page, 'scan screen with the camera refused');

    await verify.click();
    await expectVisible(page.getByText('This field is required', { exact: true }));

    await field.fill(secondPass);
    await verify.click();
    await expectVisible(verdict.getByText('Valid Gatepass', { exact: true }));
    await expectVisible(verdict.getByText(holderName, { exact: true }));
    await expectBackground(screen, VALID_GREEN);
    await expectAccessible(page, 'scan screen, typed valid pass');

    await field.fill('not a gate pass');
    await verify.click();
    await expectVisible(verdict.getByText('Invalid Gatepass', { exact: true }));
    await expect(verdict.getByText(holderName)).toHaveCount(0);
    await expectBackground(screen, INVALID_RED);
    await expectAccessible(page, 'scan screen, typed garbage');
  });
});

/** Checks the scan screen at phone and desktop width, keeping a picture of each for people to look at. */
async function screenshotScan(page: Page, name: string): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: test.info().outputPath(`scan-${name}-${label}.png`), fullPage: true });
    await expectAccessible(page, `scan screen, ${name}, ${label}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The verdict colour fades in: the assertion waits for it to settle. */
async function expectBackground(screen: Locator, colour: string): Promise<void> {
  await expect(screen).toHaveCSS('background-color', colour);
}
