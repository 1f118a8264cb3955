import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Web-first assertions on the first element a locator finds: each retries until it holds or the
 * expect timeout (playwright.config.ts) runs out, and fails with the locator in the message.
 */
export async function expectVisible(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeVisible();
}

export async function expectHidden(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeHidden();
}

/**
 * A label as written, ignoring the ' *' that marks a required field (the label text
 * keeps it even though it is hidden from screen readers).
 */
export const labelled = (label: string): RegExp =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\u2009*]*$`);

/**
 * Types into a list's Search box and waits for the list's answer to that search: until it comes,
 * the grid still shows the rows of the last answer (where the row sought may already stand, and
 * be replaced under a click) and its loading bar (which axe would judge).
 */
export async function searchFor(page: Page, text: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search' });
  await scrollUntilVisible(page, search);
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/') && new URL(response.url()).searchParams.get('search') === text,
  );
  await search.fill(text);
  await answered;
}

/**
 * Scrolls the page down until the element shows: what a page draws only as the user scrolls near it
 * (the admin's user lists, below today at a glance and the departments) is not there before.
 */
export async function scrollUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    if (!(await locator.first().isVisible())) await page.mouse.wheel(0, 1_500);
    await expect(locator.first()).toBeVisible({ timeout: 1_000 });
  }).toPass();
}
