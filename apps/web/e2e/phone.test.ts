import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO, VIEWPORTS } from './support/constants';
import { expectVisible } from './support/expect';

/** What matters fits a 360 px phone without scrolling sideways. */
test.describe('on a phone', () => {
  test("shows the student's passes with their status, action and next-page button in view", async ({ portal }) => {
    const page = await portal.as(DEMO.student, { viewport: VIEWPORTS.phone, path: '/gatepass' });
    const table = page.getByRole('table', { name: 'Your gate pass requests' });
    await expectVisible(table);
    const overflow = await page.evaluate(() => {
      const container = document.querySelector('.MuiTableContainer-root');
      return {
        page: document.documentElement.scrollWidth - window.innerWidth,
        table: container ? container.scrollWidth - container.clientWidth : -1,
      };
    });
    expect(overflow).toEqual({ page: 0, table: 0 });
    for (const target of [
      page.getByRole('columnheader', { name: 'Status' }),
      page.getByRole('columnheader', { name: 'Action' }),
      page.getByRole('button', { name: /^(Edit|View) gate pass of/ }).first(),
      page.getByRole('button', { name: 'Go to next page' }),
    ]) {
      await expectVisible(target);
      const box = await target.boundingBox();
      expect(box, 'on screen').not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    }
    await expectAccessible(page, 'gate pass list on a phone');
  });
});

test.describe('request cards', () => {
  test('put Approve and Reject at the same height on every card of a row', async ({ portal }) => {
    const page = await portal.as(DEMO.faculty, { path: '/requests' });
    const cards = page.getByRole('article');
    await expectVisible(cards.first());
    const boxes: Array<{ top: number; approve: number; reject: number }> = [];
    for (const card of await cards.all()) {
      const top = (await card.boundingBox())!.y;
      const approve = (await card.getByRole('button', { name: /^Approve/ }).boundingBox())!.y;
      const reject = (await card.getByRole('button', { name: /^Reject/ }).boundingBox())!.y;
      boxes.push({ top, approve, reject });
    }
    const rows = new Map<number, number[]>();
    for (const box of boxes) {
      expect(box.approve).toBe(box.reject);
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box.approve]);
    }
    const sharedRows = [...rows.values()].filter((row) => row.length > 1);
    expect(sharedRows.length, 'a row with more than one card').toBeGreaterThan(0);
    for (const row of sharedRows) expect(new Set(row).size).toBe(1);
  });
});

test.describe("the student's home on a phone", () => {
  test("shows the calendar feed's card once the month's events are in, never where they will push it down", async ({
    portal,
  }) => {
    // Opened elsewhere first, so that no answer kept on the device shows the month's events at once.
    const page = await portal.as(DEMO.student, { viewport: VIEWPORTS.phone, path: '/profile' });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shared/event?**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    const calendar = page.getByTestId('event-calendar');
    await expectVisible(calendar);
    await expect(calendar).toHaveAttribute('aria-busy', 'true');
    const card = page.getByRole('button', { name: 'Add to your calendar app' });
    await expect(card).toBeHidden();

    release();
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
    await expectVisible(card);
    // What moved on its own while the page loaded (the layout shifts the browser counts): the card,
    // drawn under a loading month, made 0.05 of them when the events came in above it.
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<
              PerformanceEntry & { value: number; hadRecentInput: boolean }
            >)
              if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shifted).toBeLessThan(0.01);
  });
});
