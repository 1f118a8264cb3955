import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { newContext } from './support/browser';
import { DEMO } from './support/constants';
import { expectVisible } from './support/expect';
import { createApprovedPass } from './support/portalApi';
import { signInThroughForm } from './support/session';
import { useBrowsers } from './support/suite';

/** Dates and times are the institute's (docs/rules.md, "Formats and constants"), whatever the browser's zone. */
describe('times on screen', () => {
  const browsers = useBrowsers();
  let browser: Browser;
  let passId: string;
  // 7:30 pm in India (14:00 UTC) a month ahead: the latest pass, so the first row of the list.
  const monthAhead = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const time = new Date(`${monthAhead.toISOString().slice(0, 10)}T14:00:00Z`);

  beforeAll(async () => {
    browser = await browsers.launch();
    passId = await createApprovedPass(DEMO.student, DEMO.faculty, 'Evening at the library in town', time);
  });

  it.each(['UTC', 'America/New_York', 'Asia/Kolkata'])(
    'show the pass at 7:30 pm in a browser set to %s',
    async (timezoneId) => {
      const page = await (await newContext(browser, { timezoneId })).newPage();
      await page.goto(`/gatepass/view/${passId}`);
      await expectVisible(page.getByText('7:30 pm', { exact: false }).first());
      expect(await page.getByText('2:00 pm').count()).toBe(0);
    },
  );

  it("show the student's list in the institute's time in a UTC browser", async () => {
    const page = await signInThroughForm(browser, DEMO.student, { timezoneId: 'UTC' });
    await page.goto('/gatepass');
    const row = page.getByRole('row').filter({ hasText: 'Evening at the library in town' });
    await expectVisible(row);
    await expectVisible(row.getByText('7:30 pm'));
    await expectAccessible(page, 'gate pass list in a UTC browser');
  });
});
