import { expect, type Locator } from '@playwright/test';

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
