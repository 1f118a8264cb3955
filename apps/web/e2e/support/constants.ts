/** Shared by the server under test and every browser context: "today" is one day for both. */
export const TIME_ZONE = 'Asia/Kolkata';

/** Every demo account's password (docs/rules.md, "Demo college"). */
export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO = {
  student: 'student.cse@college.example',
  faculty: 'faculty.cse@college.example',
  security: 'security@college.example',
  admin: 'admin@college.example',
  office: 'office@college.example',
} as const;

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * What the global setup hands the test workers, through the environment they inherit: the portal's
 * address, the server's log (the tests read e-mailed links from it; there is no SMTP here) and the
 * run's own folder (the signed-in states live there).
 */
export const RUN_ENV = {
  baseUrl: 'PORTAL_E2E_BASE_URL',
  serverLog: 'PORTAL_E2E_SERVER_LOG',
  runDir: 'PORTAL_E2E_RUN_DIR',
} as const;

const fromRun = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the browser tests with "npm run test:e2e" (playwright test).`);
  return value;
};

/** Where the portal under test answers, e.g. http://localhost:41234 */
export const baseUrl = (): string => fromRun(RUN_ENV.baseUrl);
export const serverLog = (): string => fromRun(RUN_ENV.serverLog);
export const runDir = (): string => fromRun(RUN_ENV.runDir);

/** The accounts the sign-in project signs in once, each saving its browser state for the tests. */
export const SIGNED_IN = [
  DEMO.student,
  DEMO.faculty,
  DEMO.security,
  DEMO.admin,
  DEMO.office,
  'student.cse2@college.example',
] as const;

/** Chromium as the tests drive it: the system's own, never a downloaded one. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The flags keep Chromium from reaching for the network (updates, sync, QUIC probes), which is
 * closed where the tests run. A camera exists but every permission prompt is refused, as when a
 * guard clicks Block: the scan screen must say so (one test plays a video as the camera instead).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const DENIED_CAMERA_ARGS = ['--use-fake-device-for-media-stream', '--deny-permission-prompts'];
