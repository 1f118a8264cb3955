import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { baseUrl, screenshotDir } from './support/browser';
import { DEMO, TIME_ZONE, VIEWPORTS } from './support/constants';
import { expectHidden, expectVisible, labelled } from './support/expect';
import { createApprovedPass, laterToday } from './support/portalApi';
import { writeQrVideo } from './support/qrVideo';
import { signInThroughForm } from './support/session';
import { useBrowsers } from './support/suite';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** The verdict colours of the scan screen (green 900 and red 900). */
const VALID_GREEN = 'rgb(27, 94, 32)';
const INVALID_RED = 'rgb(183, 28, 28)';

/**
 * Issue 2's whole journey across four roles: a student requests and edits a pass, the
 * advisor approves it, the public page shows it with its QR code, and security checks
 * it at the gate by camera (once valid, then already used) and by typing.
 */
describe('a gate pass from request to the gate', () => {
  const browsers = useBrowsers();
  let browser: Browser;
  const stamp = Date.now().toString(36);
  const firstDescription = `Dentist appointment ${stamp}`;
  const editedDescription = `Dentist appointment in town ${stamp}`;
  let leaving: dayjs.Dayjs;
  let passId = '';
  let holderName = '';

  beforeAll(async () => {
    // The camera exists but permission is refused: the scan screen must say so.
    browser = await browsers.launch({ denyCamera: true });
    leaving = dayjs(await laterToday(10))
      .tz(TIME_ZONE)
      .second(0)
      .millisecond(0);
  });

  const rowOf = (page: Page, description: string) => page.getByRole('row').filter({ hasText: description });
  const drawerLink = (page: Page, name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

  it('lets the student request a pass and edit it while pending', async () => {
    const page = await signInThroughForm(browser, DEMO.student);
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
    expect(await rowOf(page, firstDescription).filter({ hasNotText: editedDescription }).count()).toBe(0);
    await page.context().close();
  });

  it('lets the advisor approve it, and the request leaves the list', async () => {
    const page = await signInThroughForm(browser, DEMO.faculty);
    await drawerLink(page, 'Gatepass Requests').click();
    await page.waitForURL('**/requests');
    const card = page.getByRole('article').filter({ hasText: editedDescription });
    await expectVisible(card);
    await expectAccessible(page, 'faculty gate pass requests');

    await card.getByRole('button', { name: /^Approve gate pass of/ }).click();
    await expectHidden(card);
    await expectAccessible(page, 'faculty gate pass requests after approving');
    await page.context().close();
  });

  it('shows the approved pass on its public page with the QR dialog', async () => {
    const page = await signInThroughForm(browser, DEMO.student);
    await page.goto('/gatepass');
    const row = rowOf(page, editedDescription);
    await expectVisible(row.getByText('APPROVED', { exact: true }));
    await row.getByRole('button', { name: /^View gate pass/ }).click();

    await page.waitForURL('**/gatepass/view/*');
    // The list stays on screen until the view's code has loaded: wait for the view itself.
    await expectVisible(page.getByRole('button', { name: 'Show QR code' }));
    passId = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(passId).toMatch(/^[0-9a-f-]{36}$/);
    await expectVisible(page.getByText('APPROVED', { exact: true }));
    await expectVisible(page.getByText(leaving.format('MMM Do YY'), { exact: false }));
    await expectVisible(page.getByText(leaving.format('h:mm a'), { exact: false }));
    holderName = (await page.getByRole('heading', { level: 2 }).first().innerText()).trim();
    expect(holderName.length).toBeGreaterThan(0);
    await expectAccessible(page, 'public gate pass view');

    await page.getByRole('button', { name: 'Show QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'SCAN TO CONFIRM' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByRole('img', { name: 'QR code of this gate pass' }));
    await expectAccessible(page, 'QR dialog');
    await page.context().close();
  });

  it('lets security verify it by camera once, then refuses it as already used', async () => {
    expect(passId, 'the pass from the earlier steps').not.toBe('');
    const video = path.join(mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-camera-')), 'pass.y4m');
    writeQrVideo(`${baseUrl()}/gatepass/view/${passId}`, video);
    const cameraBrowser = await browsers.launch({ fakeCameraVideo: video });
    const page = await signInThroughForm(cameraBrowser, DEMO.security);
    const screen = page.getByRole('region', { name: 'Gate pass scanner' });
    const verdict = page.getByRole('status');

    // The camera sees the pass before the guard arms the scanner: only a warning.
    await expectVisible(page.getByText('Please turn on scanning', { exact: true }));
    expect(await page.getByText('Valid Gatepass').count()).toBe(0);
    await expectAccessible(page, 'scan screen before scanning');

    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expectVisible(verdict.getByText('Valid Gatepass', { exact: true }));
    await expectVisible(verdict.getByText(holderName, { exact: true }));
    await expectVisible(verdict.getByText(`Pass time: ${leaving.format('MMM Do YY')}, ${leaving.format('h:mm a')}`));
    await expectBackground(screen, VALID_GREEN);
    // One press, one pass: the scanner is off again.
    expect(await page.getByRole('button', { name: 'Scan', exact: true }).getAttribute('aria-pressed')).toBe('false');
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
    await browsers.close(cameraBrowser);
  });

  it('lets security verify a typed pass id, and says Invalid Gatepass for anything else', async () => {
    const secondPass = await createApprovedPass(
      DEMO.student,
      DEMO.faculty,
      `Bank visit ${stamp}`,
      await laterToday(10),
    );
    const page = await signInThroughForm(browser, DEMO.security, { colorScheme: 'dark' });
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
    expect(await verdict.getByText(holderName).count()).toBe(0);
    await expectBackground(screen, INVALID_RED);
    await expectAccessible(page, 'scan screen, typed garbage');
  });
});

/** Checks the scan screen at phone and desktop width, keeping a picture of each for people to look at. */
async function screenshotScan(page: Page, name: string): Promise<void> {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: path.join(screenshotDir(), `scan-${name}-${label}.png`), fullPage: true });
    await expectAccessible(page, `scan screen, ${name}, ${label}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The verdict colour fades in; wait for it to settle before comparing. */
async function expectBackground(screen: Locator, colour: string): Promise<void> {
  const read = () => screen.evaluate((element) => getComputedStyle(element).backgroundColor);
  const deadline = Date.now() + 5_000;
  while ((await read()) !== colour && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(await read()).toBe(colour);
}
