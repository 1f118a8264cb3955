import type { Locator } from 'playwright-core';

/**
 * Waiting assertions for playwright-core locators (the test runner is vitest, so
 * Playwright's own `expect` is not available). Each waits up to the context's default
 * timeout and fails with the locator in the message.
 */
export async function expectVisible(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'visible' });
}

export async function expectHidden(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'hidden' });
}

/**
 * A label as written, ignoring the ' *' that marks a required field (the label text
 * keeps it even though it is hidden from screen readers).
 */
export const labelled = (label: string): RegExp =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\\u2009*]*$`);
