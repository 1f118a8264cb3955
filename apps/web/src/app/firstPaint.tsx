import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { PaletteMode } from '@mui/material/styles';
import { StaticRouter } from 'react-router';
import { STORAGE_KEYS, type CurrentUser } from '@portal/domain';
import { formatDate } from '../shell/dates';
import { instituteTimeZone } from '../shell/timeZone';
import { createQueryClient } from '../shell/queryClient';
import { CURRENT_USER_KEY } from '../shell/session';
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
  /**
   * A signed-in browser that last showed the admin's area: its home painted as it first renders,
   * while its figures load, instead of the spinner (the admin's account is the only one whose first
   * screen needs nothing of the user but the area).
   */
  admin?: boolean;
}

export interface FirstPaint {
  html: string;
  /** The components' class rules (and keyframes) by Emotion's name: the same in every view. */
  classRules: Record<string, string>;
  /** The whole page's rules (CssBaseline's) by Emotion's name: they differ between the themes. */
  globalRules: Record<string, string>;
  /** Today's date as the admin's view writes it, at the build: the page's script writes in its own. */
  today?: string;
  /** The zone that date is in: the institute's as the app knows it before GET config answers. */
  timeZone?: string;
}

/**
 * The day the admin's view is rendered on (any day would do): its date, written in the markup, is
 * the one the page's script replaces with the day it is opened on.
 */
const RENDERED_DAY = Date.UTC(2000, 0, 1, 6, 30);

/**
 * The signed-in admin the admin's view is rendered for. Nothing of the account shows on that
 * screen but its area (and the drawer's entries, which depend on the area and the feature switches).
 */
const RENDERED_ADMIN: CurrentUser = {
  _id: '00000000-0000-4000-8000-000000000000',
  name: '',
  email: '',
  mobile: null,
  type: 'admin',
  active: true,
  isHOD: false,
  department: null,
  advisor: { y1: 'false', y2: 'false', y3: 'false', y4: 'false' },
  currentYear: null,
  passoutYear: null,
  rollNo: null,
  studentId: null,
  joiningYear: null,
  photo: null,
  address: null,
  dob: null,
  bloodGroup: null,
  parentDetails: {},
  stats: { feedback: true, payment: true },
};

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
  // A home renders at once when its code is there (lazyPage), as in the browser.
  await Promise.all(features.map((feature) => feature.homes?.[view.admin ? 'admin' : 'visitor']?.preload()));
  const cache = createCache({ key: 'css' });
  // Collect every rule in cache.inserted instead of writing <style> elements into the markup.
  cache.compat = true;
  // The admin's view: the account known, every other answer still to come.
  const client = createQueryClient();
  if (view.admin) client.setQueryData(CURRENT_USER_KEY, RENDERED_ADMIN);
  const now = Date.now;
  if (view.admin) Date.now = () => RENDERED_DAY;
  let html: string;
  try {
    html = withBrowser(view, () =>
      renderToString(
        <CacheProvider value={cache}>
          <App Router={StaticApp} client={client} />
        </CacheProvider>,
      ),
    );
  } finally {
    Date.now = now;
  }
  const classRules: Record<string, string> = {};
  const globalRules: Record<string, string> = {};
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    const own = rules.includes(`.css-${name}`) || rules.includes(`keyframes ${name}{`);
    (own ? classRules : globalRules)[name] = rules;
  }
  if (!view.admin) return { html, classRules, globalRules };
  return { html, classRules, globalRules, today: formatDate(new Date(RENDERED_DAY)), timeZone: instituteTimeZone() };
}
