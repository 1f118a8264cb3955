import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/**
 * Records the text of every toast the page shows from now on (notistack's content elements as they
 * are added), so a test can tell one toast from two with the same words: both would be visible at
 * once and hide together. Answers a function reading what was shown so far.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    window.__toastsShown = shown;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const toasts = node.matches('.notistack-MuiContent')
            ? [node]
            : [...node.querySelectorAll<HTMLElement>('.notistack-MuiContent')];
          for (const toast of toasts) shown.push(toast.textContent?.trim() ?? '');
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...(window.__toastsShown ?? [])]);
}
