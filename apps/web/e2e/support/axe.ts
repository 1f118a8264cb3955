import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Transitions caught half-way (a toast fading in, a dialog sliding) look like contrast
 * failures. Wait until every finite animation has finished; endless ones (spinners) are
 * left alone.
 */
async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * A data grid fetching a page shows MUI X's loading bar inside the grid (an unnamed progressbar where
 * only rows may be); axe judges the grid once its rows are in, as a person reads it.
 */
async function waitForGrids(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('.MuiDataGrid-root .MuiLinearProgress-root') === null,
    undefined,
    { timeout: 15_000 },
  );
}

const describe = (violation: Result): string =>
  [
    `- ${violation.id} (${violation.impact}): ${violation.help}`,
    ...violation.nodes.map(
      (node) => `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
    ),
  ].join('\n');

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation,
 * listing each with the elements at fault. `where` names the page state in the message.
 *
 * axe is evaluated through the DevTools protocol rather than added as a <script> tag:
 * the portal's content security policy (rightly) refuses inline scripts, and the tests
 * keep that policy switched on.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await waitForGrids(page);
  await waitForAnimations(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe.run(
      document,
      {
        resultTypes: ['violations'],
      },
    ),
  )) as AxeResults;
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    throw new Error(`Accessibility violations on ${where} (${page.url()}):\n${blocking.map(describe).join('\n')}`);
  }
}
