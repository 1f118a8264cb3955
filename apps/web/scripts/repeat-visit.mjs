// npm run repeat-visit: how soon the student's and the faculty's home show their content, on a first
// visit and on the visit after it (docs/benchmarks.md, "Repeat visits"), at Lighthouse's mobile
// throttling: 4x slower CPU, 150 ms round trips, 1.6 Mbps down and 750 Kbps up, a phone's screen.
// Run by a person, not by the tests: the figures depend on the machine and on what else it does.
//
// Against the built app: PORTAL_URL=<address of a running built server, with the demo college>, or,
// without it, the built server started here on a fresh embedded database with the demo college
// (`npm run build` first). Chromium is the system's (CHROMIUM_PATH, /usr/bin/chromium by default).
// Each account is measured REPEAT_VISIT_RUNS times (3 unless told), each run in a new browser
// profile: the first visit starts with nothing cached but the token a sign-in leaves, the second
// follows it in the same profile (REPEAT_VISIT_NOTHING_KEPT=1: without the answers the first kept).
// The median of the runs is shown.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.REPEAT_VISIT_RUNS ?? 3));

/** Lighthouse's mobile profile (a mid-range phone on a slow 4G network). */
const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The accounts and the element of each home's content that counts as shown: the events tab's month
 * (its events, or the word that it has none, not the spinner) for the student; the links to the
 * dashboards of the classes taught for the faculty member. Both come from the server's answers.
 */
const ACCOUNTS = [
  {
    name: 'student home',
    email: 'student.cse@college.example',
    content: `(() => { const box = document.querySelector('[data-testid="event-calendar"]');
      return !!box && !box.querySelector('[role="status"]'); })()`,
  },
  {
    name: 'faculty home',
    email: 'faculty.cse@college.example',
    content: `!!document.querySelector('nav[aria-label="Class dashboards"] a')`,
  },
];

/**
 * Runs in the page before its own scripts: notes (performance.now(), from the navigation's start)
 * the frame in which the content is first there, and the first after it with no 'Updating' bar (the
 * kept answers read again).
 */
const watcher = (content) => `
  (() => {
    const seen = (globalThis.portalSeen = {});
    const look = () => {
      if (seen.content === undefined && ${content}) {
        seen.content = -1;
        requestAnimationFrame(() => (seen.content = performance.now()));
      }
      if (seen.content !== undefined && seen.fresh === undefined
          && !document.querySelector('[role="progressbar"][aria-label="Updating"]')) {
        seen.fresh = -1;
        requestAnimationFrame(() => (seen.fresh = performance.now()));
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  })();`;

// REPEAT_VISIT_NOTHING_KEPT=1 removes the kept answers before each second visit, for comparison.
const nothingKept = Boolean(process.env.REPEAT_VISIT_NOTHING_KEPT);
// REPEAT_VISIT_HOMES=student measures that home only (the first word of its name).
const only = process.env.REPEAT_VISIT_HOMES?.split(',');
const HOMES = ACCOUNTS.filter((account) => !only || only.includes(account.name.split(' ')[0]));

let server;
let runDir;
let base = process.env.PORTAL_URL?.replace(/\/+$/, '');
if (!base) {
  runDir = mkdtempSync(path.join(tmpdir(), 'portal-repeat-visit-'));
  const port = 4300 + Math.floor(Math.random() * 500);
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/bundle/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(runDir, 'data'),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
}

async function waitForServer() {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${base}/api/config`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return;
    if (tries > 900) throw new Error(`the portal does not answer at ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signIn(email) {
  const answer = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@1234' }),
  });
  if (!answer.ok) throw new Error(`signing in ${email} answered ${answer.status}`);
  return (await answer.json()).token;
}

/** Opens '/' and waits until the content is shown and no longer marked as updating. */
async function visit(page) {
  await page.goto(`${base}/`);
  await page.waitForFunction(() => globalThis.portalSeen?.content > 0 && globalThis.portalSeen?.fresh > 0, undefined, {
    timeout: 120_000,
    polling: 100,
  });
  return page.evaluate(() => ({ content: globalThis.portalSeen.content, fresh: globalThis.portalSeen.fresh }));
}

/** Until the app has kept the answers of the visit for the next one (its save waits a second). */
async function keptSaved(page) {
  await page.waitForFunction(
    async () => {
      // Opened only once the app has made it: opening it first would make it without its store.
      if (!(await globalThis.indexedDB.databases()).some(({ name }) => name === 'portal-kept')) return false;
      return new Promise((resolve) => {
        const request = globalThis.indexedDB.open('portal-kept');
        request.onerror = () => resolve(false);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('answers')) return resolve(db.close() ?? false);
          const get = db.transaction('answers').objectStore('answers').get('answers');
          get.onsuccess = () => resolve(db.close() ?? typeof get.result === 'string');
          get.onerror = () => resolve(db.close() ?? false);
        };
      });
    },
    undefined,
    { timeout: 60_000, polling: 500 },
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

let browser;
try {
  await waitForServer();
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const results = [];
  for (const account of HOMES) {
    const measured = [];
    for (let run = 1; run <= runs; run++) {
      // The service worker is left out: the second visit's code then comes from the browser's HTTP
      // cache, as before the worker has finished installing, the same on every run.
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', locale: 'en-IN' });
      const page = await context.newPage();
      await page.goto(`${base}/api/config`);
      await page.evaluate((token) => localStorage.setItem('token', token), await signIn(account.email));
      await context.addInitScript(watcher(account.content));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: THROTTLING.latencyMs,
        downloadThroughput: THROTTLING.downloadBytesPerSecond,
        uploadThroughput: THROTTLING.uploadBytesPerSecond,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
      const first = await visit(page);
      await keptSaved(page);
      if (nothingKept) {
        // The comparison: a repeat visit as before answers were kept (the code cached, no answer).
        await page.goto(`${base}/api/config`);
        await page.evaluate(() => globalThis.indexedDB.deleteDatabase('portal-kept'));
      }
      const second = await visit(page);
      await context.close();
      measured.push({ first, second });
      console.error(
        `${account.name}, run ${run}: first visit ${seconds(first.content)}; ` +
          `second visit ${seconds(second.content)} (fresh ${seconds(second.fresh)})`,
      );
    }
    results.push({ account, measured });
  }
  console.log(
    `| home | first visit: content | second visit: content | second visit: fresh answers | runs (first / second) |`,
  );
  console.log('|---|---:|---:|---:|---|');
  for (const { account, measured } of results) {
    const of = (pick) => median(measured.map(pick));
    console.log(
      `| ${account.name} | ${seconds(of((m) => m.first.content))} | ${seconds(of((m) => m.second.content))} | ` +
        `${seconds(of((m) => m.second.fresh))} | ${measured
          .map((m) => `${(m.first.content / 1000).toFixed(2)} / ${(m.second.content / 1000).toFixed(2)}`)
          .join(', ')} |`,
    );
  }
  console.log(
    `(median of ${runs}; load average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')})`,
  );
} finally {
  await browser?.close();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  if (runDir) rmSync(runDir, { recursive: true, force: true });
}
