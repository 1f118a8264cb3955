import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, SELF_REGISTRATION_MODES } from '@portal/domain';

/**
 * Every environment variable the server reads, with its default and meaning. The README's
 * configuration table is written from this list, so keep the two in step.
 */
export const CONFIG_VARIABLES = [
  { name: 'PORT', default: '3000', description: 'HTTP port to listen on.' },
  {
    name: 'HOST',
    default: '127.0.0.1 with demo data, else 0.0.0.0',
    description: 'Address to listen on: 0.0.0.0 opens the portal to the network (phones scanning passes need that).',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Where the embedded database, uploads and the generated JWT secret live; a relative path counts from where npm was started.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection URL. Unset: the embedded PGlite database under DATA_DIR/db.',
  },
  {
    name: 'JWT_SECRET',
    default: '(generated)',
    description:
      'Secret for signing sign-in tokens (at least 32 characters). Unset: generated once and kept in DATA_DIR/jwt-secret. Give every process sharing one database the same value.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description: 'The address people open; used in QR codes and e-mailed links.',
  },
  {
    name: 'ADMIN_EMAIL',
    default: '(unset)',
    description:
      'With ADMIN_PASSWORD: an admin account created at start when missing (an existing password is never overwritten).',
  },
  { name: 'ADMIN_PASSWORD', default: '(unset)', description: 'The password of ADMIN_EMAIL; set both or neither.' },
  {
    name: 'DEMO_DATA',
    default: 'on (off when NODE_ENV=production)',
    description: 'Load the demo college into an empty database and print its logins (on/off, true/false, 1/0).',
  },
  {
    name: 'SELF_REGISTRATION',
    default: 'approval',
    description: 'approval: new students wait for an admin; open: active at once; closed: sign-up refused.',
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description:
      'SMTP server for e-mails, e.g. smtps://user:pass@mail.example:465. Unset: reset links are written to the log.',
  },
  { name: 'MAIL_FROM', default: 'portal@PUBLIC_URL host', description: 'Sender address of e-mails.' },
  { name: 'GOOGLE_CLIENT_ID', default: '(unset)', description: 'Enables Google sign-in for existing accounts.' },
  { name: 'RAZORPAY_KEY_ID', default: '(unset)', description: 'Razorpay key id for online fee payment.' },
  { name: 'RAZORPAY_KEY_SECRET', default: '(unset)', description: 'Razorpay key secret.' },
  { name: 'RAZORPAY_WEBHOOK_SECRET', default: '(unset)', description: 'Secret that signs Razorpay webhooks.' },
  {
    name: 'RAZORPAY_API_URL',
    default: 'https://api.razorpay.com',
    description: 'The Razorpay API the server creates orders with; tests and staging point it at a local stand-in.',
  },
  { name: 'UPLOAD_MAX_MB', default: '20', description: 'Largest accepted upload, in megabytes.' },
  {
    name: 'TIME_ZONE',
    default: DEFAULT_TIME_ZONE,
    description: "The institute's time zone: a gate pass is valid at the gate on its own day here.",
  },
  {
    name: 'TRUST_PROXY',
    default: 'off',
    description: 'on when behind a reverse proxy, so client addresses (rate limits, logs) come from X-Forwarded-For.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'WORKERS',
    default: '1',
    description: 'Server processes sharing the port (PostgreSQL only: the embedded database belongs to one process).',
  },
] as const;

/** Blank values count as unset, so `FOO=` in an env file behaves like no FOO at all. */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['on', 'off', 'true', 'false', '1', '0', 'yes', 'no'], { error: 'must be on or off (true/false, 1/0)' }))
  .transform((value) => ['on', 'true', '1', 'yes'].includes(value));

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int({ error: 'must be a port number' })
    .min(0, { error: 'must be a port number' })
    .max(65535, { error: 'must be a port number' })
    .default(3000),
  HOST: optional,
  DATA_DIR: optional.default('./data'),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' })
      .optional(),
  ),
  JWT_SECRET: optional.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  ADMIN_EMAIL: optional.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, { error: 'must be at least 8 characters' }).optional()),
  DEMO_DATA: optional.pipe(booleanFlag.optional()),
  SELF_REGISTRATION: optional.pipe(
    z.enum(SELF_REGISTRATION_MODES, { error: 'must be approval, open or closed' }).default('approval'),
  ),
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: optional,
  GOOGLE_CLIENT_ID: optional,
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_URL: optional.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.razorpay.com'),
  ),
  UPLOAD_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive({ error: 'must be a positive number of megabytes' })
    .max(1024, { error: 'must be at most 1024' })
    .default(20),
  TIME_ZONE: optional.pipe(
    z
      .string()
      .refine(isTimeZone, { error: 'must be an IANA time zone such as Asia/Kolkata' })
      .default(DEFAULT_TIME_ZONE),
  ),
  LOG_LEVEL: optional.pipe(
    z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
  ),
  TRUST_PROXY: optional.pipe(booleanFlag.optional()),
  WORKERS: z.coerce
    .number({ error: 'must be a whole number from 1 to 64' })
    .int({ error: 'must be a whole number from 1 to 64' })
    .min(1, { error: 'must be a whole number from 1 to 64' })
    .max(64, { error: 'must be a whole number from 1 to 64' })
    .default(1),
  NODE_ENV: optional,
  /** Set by npm to the folder npm was started in; a relative DATA_DIR counts from there. */
  INIT_CWD: optional,
});

/**
 * The names of every variable the schema reads, for the test that each one is documented (here in
 * CONFIG_VARIABLES and in README's table). NODE_ENV and INIT_CWD are the platform's, not ours.
 */
export const CONFIG_ENV_NAMES = Object.keys(envSchema.shape).filter(
  (name) => name !== 'NODE_ENV' && name !== 'INIT_CWD',
);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Empty until `resolveJwtSecret`: then JWT_SECRET or the secret kept in DATA_DIR. */
  jwtSecret: string;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  demoData: boolean;
  selfRegistration: (typeof SELF_REGISTRATION_MODES)[number];
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  razorpay: {
    keyId: string | undefined;
    keySecret: string | undefined;
    webhookSecret: string | undefined;
    apiUrl: string;
  };
  uploadMaxBytes: number;
  timeZone: string;
  logLevel: string;
  trustProxy: boolean;
  workers: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads the configuration from an environment. Throws a ConfigError listing one line per bad
 * variable ("PORT: must be a port number"). The JWT secret is left empty when unset; call
 * `resolveJwtSecret` once DATA_DIR may be written.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
  // Checked on the raw values, so these are reported together with any other problem. Half a
  // Razorpay key pair would offer students a Pay button that can only fail.
  for (const [first, second] of [
    ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
    ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'],
  ] as const) {
    const hasFirst = Boolean(env[first]?.trim());
    if (hasFirst !== Boolean(env[second]?.trim())) {
      problems.push(`${hasFirst ? second : first}: ${first} and ${second} must be set together`);
    }
  }
  if (parsed.success && parsed.data.WORKERS > 1 && !parsed.data.DATABASE_URL) {
    problems.push('WORKERS: more than one process needs DATABASE_URL (the embedded database belongs to one process)');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError([...new Set(problems)]);
  const e = parsed.data;
  const demoData = e.DEMO_DATA ?? e.NODE_ENV !== 'production';
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    // The demo's passwords are published: out of the box, only this machine may reach them.
    host: e.HOST ?? (demoData ? '127.0.0.1' : '0.0.0.0'),
    // npm runs a workspace's scripts inside the workspace; ./data means where the user typed npm start.
    dataDir: path.resolve(e.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? '',
    publicUrl,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    demoData,
    selfRegistration: e.SELF_REGISTRATION,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `portal@${new URL(publicUrl).hostname}`,
    googleClientId: e.GOOGLE_CLIENT_ID,
    razorpay: {
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL.replace(/\/+$/, ''),
    },
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    timeZone: e.TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    workers: e.WORKERS,
  };
}

/**
 * With no JWT_SECRET, a random secret is generated once and kept in DATA_DIR so tokens survive
 * a restart. (Several processes on one PostgreSQL need JWT_SECRET set to the same value.)
 */
export function resolveJwtSecret(config: Config): Config {
  if (config.jwtSecret) return config;
  const file = path.join(config.dataDir, 'jwt-secret');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' never overwrites: of several processes starting together, the first one's secret wins.
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  return { ...config, jwtSecret: secret };
}
