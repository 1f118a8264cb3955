import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { PaletteMode } from '@mui/material/styles';
import { StaticRouter } from 'react-router';
import { STORAGE_KEYS } from '@portal/domain';
import { App } from './App';
import { features } from './features';

/**
 * The first paint, rendered at build time (never in the browser): the app as it first shows, for
 * index.html to paint before any script has run (build/firstPaint.ts puts it there). The browser's
 * first render of the app replaces it; being the same components, it looks the same.
 */

export interface FirstPaintView {
  mode: PaletteMode;
  /** A signed-in browser: the app asks who is signed in and shows its spinner meanwhile. */
  signedIn: boolean;
  /** Wider than the `md` breakpoint: the drawer stays open beside the page. */
  wide: boolean;
}

export interface FirstPaint {
  html: string;
  /** The components' class rules (and keyframes) by Emotion's name: the same in every view. */
  classRules: Record<string, string>;
  /** The whole page's rules (CssBaseline's) by Emotion's name: they differ between the themes. */
  globalRules: Record<string, string>;
}

/** What the app reads from the browser while it renders, answered for the view. */
function withBrowser<T>(view: FirstPaintView, render: () => T): T {
  const stored = new Map<string, string>([[STORAGE_KEYS.theme, view.mode]]);
  if (view.signedIn) stored.set(STORAGE_KEYS.token, 'first-paint');
  const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: () => {}, removeItem: () => {} };
  const media = { matches: view.wide, addEventListener: () => {}, removeEventListener: () => {} };
  const scope = globalThis as Record<string, unknown>;
  const saved = { localStorage: scope.localStorage, window: scope.window };
  // Only for this render: libraries that look for a window when they load must not see one.
  scope.localStorage = storage;
  scope.window = { matchMedia: () => media };
  try {
    return render();
  } finally {
    scope.localStorage = saved.localStorage;
    scope.window = saved.window;
  }
}

function StaticApp({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

export async function renderFirstPaint(view: FirstPaintView): Promise<FirstPaint> {
  // The visitor's home renders at once when its code is there (lazyPage), as in the browser.
  await Promise.all(features.map((feature) => feature.homes?.visitor?.preload()));
  const cache = createCache({ key: 'css' });
  // Collect every rule in cache.inserted instead of writing <style> elements into the markup.
  cache.compat = true;
  const html = withBrowser(view, () =>
    renderToString(
      <CacheProvider value={cache}>
        <App Router={StaticApp} />
      </CacheProvider>,
    ),
  );
  const classRules: Record<string, string> = {};
  const globalRules: Record<string, string> = {};
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const own = rules.includes(`.css-${name}`) || rules.includes(`keyframes ${name}{`);
    (own ? classRules : globalRules)[name] = rules;
  }
  return { html, classRules, globalRules };
}
