import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';
import { signInThroughForm } from './support/session';
import { useBrowsers } from './support/suite';

/** How the shell looks where a tour found it wanting. */
describe('the look of the shell', () => {
  const browsers = useBrowsers();
  let browser: Browser;
  beforeAll(async () => {
    // No camera at all, as on a guard's laptop without one.
    browser = await browsers.launch({ denyCamera: true });
  });

  it('gives the dark theme a dark top bar', async () => {
    const page = await signInThroughForm(browser, DEMO.student, { colorScheme: 'dark' });
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    const header = page.locator('header').first();
    await expectVisible(header);
    const luminance = await header.evaluate((element) => {
      const [r, g, b] = getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number) as [number, number, number];
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
    expect(luminance).toBeLessThan(0.2);
  });

  it("keeps toasts off the phone's scan screen, where the alert already says what is wrong", async () => {
    const page = await signInThroughForm(browser, DEMO.security, { viewport: VIEWPORTS.phone });
    await expectVisible(page.getByText(/camera|Permission/i).first());
    await page.waitForTimeout(500);
    expect(await page.locator('.notistack-SnackbarContainer .notistack-Snackbar').count()).toBe(0);
    // The menu and theme buttons stay uncovered and usable.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expectVisible(page.getByRole('link', { name: 'Logout', exact: true }));
  });
});
