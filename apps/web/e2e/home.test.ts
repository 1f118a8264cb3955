import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { SIGNED_IN, VIEWPORTS } from './support/constants';
import { test } from './support/fixtures';

/** Every script the page has loaded so far, by address (module preloads included). */
const scriptsOf = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );

/**
 * Each account's first page, signed in, on a desktop and on a phone, passes axe: the other tests
 * start from these pages without checking them again. Its code brings no validation library: the
 * schemas are built as their module loads, which costs a phone's first screen time it has none of
 * (docs/benchmarks.md, "The first page"); a shared module that imports the domain's schemas for a
 * constant brings them back.
 */
test.describe('the home page of each signed-in account', () => {
  for (const account of SIGNED_IN) {
    test(`passes axe for ${account}, and its code builds no schema`, async ({ portal }) => {
      const page = await portal.as(account);
      await expectAccessible(page, `home page of ${account}`);
      const scripts = await scriptsOf(page);
      expect(scripts.length).toBeGreaterThan(1);
      for (const script of scripts) {
        const code = await (await page.request.get(script)).text();
        // zod names each of its schema classes so; the name survives minification.
        expect(code.includes('ZodType'), `${new URL(script).pathname} brings the validation library`).toBe(false);
      }
      const phone = await portal.as(account, { viewport: VIEWPORTS.phone, colorScheme: 'dark' });
      await expectAccessible(phone, `home page of ${account} on a phone`);
    });
  }
});

/**
 * The admin's first screen starts with today at a glance, whose code is fetched with the dashboard's
 * by index.html's hints (build/firstScreenPreload.ts) rather than asked for once the dashboard has
 * rendered, one download later: its line is that screen's largest text.
 */
test("the admin's first page hints the glance's code beside the dashboard's", async ({ portal }) => {
  const page = await portal.as('admin@college.example');
  await expect(page.getByRole('heading', { name: 'Today at a glance' })).toBeVisible();
  // index.html's head script names each area's files; the admin's list is the one it hints.
  const html = await (await page.request.get('/')).text();
  const listed = /"admin":(\[[^\]]*\])/.exec(html)?.[1];
  expect(listed, "the admin's files in index.html").toBeDefined();
  const files = JSON.parse(listed!) as string[];
  for (const chunk of ['DashboardPage', 'TodayAtAGlance'])
    expect(
      files.some((file) => file.startsWith(`/assets/${chunk}-`)),
      `${chunk} in ${files.join(' ')}`,
    ).toBe(true);
});
