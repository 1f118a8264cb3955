// npm run lighthouse: Lighthouse 12 (mobile profile, simulated throttling) on the built app's
// visitor home and on each role's landing page (and a head of department's), signed in with the
// demo logins. It starts the built server on a fresh embedded database with the demo college, and
// Chromium (CHROMIUM_PATH, /usr/bin/chromium) with a debugging port Lighthouse attaches to.
// Lighthouse is fetched from the npm registry on first use rather than kept in the lockfile: it is
// large and only this script needs it.
// Each page is measured LIGHTHOUSE_RUNS times (3 unless told), in rounds over all the pages, and
// the run with the median score is the one shown: on a shared machine one run can be off by ten
// points.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const runDir = mkdtempSync(path.join(tmpdir(), 'portal-lighthouse-'));
const port = 4300 + Math.floor(Math.random() * 500);
const debugPort = port + 1000;
const base = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const ALL_PAGES = [
  { name: 'visitor home', email: null },
  { name: 'student home', email: 'student.cse@college.example', area: 'student' },
  { name: 'faculty home', email: 'faculty.cse@college.example', area: 'faculty' },
  // The head of a department lands on the faculty's home with the department's day at a glance above it.
  { name: 'hod home', email: 'hod.cse@college.example', area: 'faculty' },
  { name: 'admin home', email: 'admin@college.example', area: 'admin' },
  { name: 'security (scan screen)', email: 'security@college.example', area: 'security' },
  { name: 'office home', email: 'office@college.example', area: 'office' },
];
// LIGHTHOUSE_PAGES=visitor,student measures only those pages (the first word of their names).
const only = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = ALL_PAGES.filter((target) => !only || only.includes(target.name.split(' ')[0]));

const server = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/bundle/server.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(runDir, 'data'),
    DEMO_DATA: 'on',
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
});
// Chromium started here with a debugging port that both Lighthouse and playwright-core attach to.
const chrome = spawn(
  chromiumPath,
  [
    '--headless=new',
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${path.join(runDir, 'chromium')}`,
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    'about:blank',
  ],
  { stdio: 'ignore' },
);
let browser;
try {
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`http://127.0.0.1:${debugPort}/json/version`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error('Chromium did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${base}/api/config`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (tries > 900) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  // A page of the origin that is not the app: where the script sets the session in local storage.
  // Had it loaded the app, the first page measured would find the app's code in the service
  // worker's precache, a repeat visit rather than a first one.
  await page.goto(`${base}/api/config`);
  const cdp = await context.newCDPSession(page);
  const results = new Map(PAGES.map((target) => [target.name, []]));
  for (let round = 1; round <= runs; round++) {
    for (const target of PAGES) {
      // The session lives in local storage, which Lighthouse is told to keep.
      const token = target.email
        ? (
            await (
              await fetch(`${base}/api/auth/signin`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email: target.email, password: 'Demo@1234' }),
              })
            ).json()
          ).token
        : null;
      // A returning user: the browser remembers the area it showed last time (docs/rules.md).
      await page.evaluate(
        ([value, area]) => {
          localStorage.clear();
          if (value) localStorage.setItem('token', value);
          if (area) localStorage.setItem('area', area);
        },
        [token, target.area],
      );
      // Storage is kept for the session, but every page loads as on a first visit: nothing cached,
      // no service worker serving the app's code from its precache, no answers kept on the device.
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(base).origin,
        storageTypes: 'service_workers,cache_storage,indexeddb',
      });
      const report = path.join(runDir, 'report.json');
      // Asynchronously: playwright-core, attached to the same Chromium, must keep answering it.
      // Lighthouse now and then loses the page load's trace on a busy machine (NO_NAVSTART): once more.
      for (let attempt = 1; ; attempt++) {
        try {
          await promisify(execFile)(
            'npm',
            [
              'exec',
              '--yes',
              '--package=lighthouse@12',
              '--',
              'lighthouse',
              `${base}/`,
              `--port=${debugPort}`,
              '--disable-storage-reset',
              '--only-categories=performance',
              // A signed-in page keeps its notification stream open, so the network never goes quiet
              // and Lighthouse waits until this limit, then says the page "loaded too slowly" (its
              // default, 45 s, made every signed-in run a minute long). The page's own work is done
              // within 5 s at the simulated phone's speed; 15 s leaves room for a busy machine.
              '--max-wait-for-load=15000',
              '--output=json',
              `--output-path=${report}`,
              '--quiet',
            ],
            { maxBuffer: 64 * 1024 * 1024 },
          );
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          console.error(
            `${target.name}: Lighthouse failed, again (${String(error.stderr ?? error)
              .trim()
              .split('\n')
              .pop()})`,
          );
          await cdp.send('Network.clearBrowserCache');
        }
      }
      const result = JSON.parse(readFileSync(report, 'utf8'));
      // LIGHTHOUSE_KEEP=<folder> keeps each page's full report, to see where the time goes.
      const name = `${target.name.split(' ')[0]}-${round}.json`;
      if (process.env.LIGHTHOUSE_KEEP) copyFileSync(report, path.join(process.env.LIGHTHOUSE_KEEP, name));
      const audit = (id) => result.audits[id]?.displayValue ?? '';
      const score = Math.round(result.categories.performance.score * 100);
      results.get(target.name).push({
        score,
        row:
          `| ${target.name} | ${score} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ` +
          `${audit('total-blocking-time')} | ${audit('cumulative-layout-shift')} | ` +
          `${Math.round(result.audits['total-byte-weight'].numericValue / 1024)} KiB | ${Math.round(result.environment.benchmarkIndex)} |`,
      });
      // The host's speed with it: a slower or busier run scores lower whatever the page does.
      console.error(
        `round ${round}: ${target.name} ${score} (CPU benchmark ${Math.round(result.environment.benchmarkIndex)})`,
      );
    }
  }
  // Lighthouse's CPU benchmark of the machine during that run: about 2,000 here when the machine is
  // otherwise idle, lower when other work shares its cores (every task then counts longer).
  console.log(
    `| page | performance (median of ${runs}) | FCP | LCP | TBT | CLS | transferred | CPU benchmark | all runs |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const [, measured] of results) {
    const sorted = [...measured].sort((a, b) => a.score - b.score);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    console.log(`${median.row} ${measured.map((run) => run.score).join(', ')} |`);
  }
} finally {
  await browser?.close();
  chrome.kill('SIGTERM');
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(runDir, { recursive: true, force: true });
}
