import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
      'Where the embedded database, uploads and the generated JWT secret live; a relative path counts from where npm was started. With the embedded database, at most 95 bytes as an absolute path (its socket lives there).',
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
      'With ADMIN_PASSWORD: an admin account created at start when missing (an existing password is never overwritten). With NODE_ENV=production the server does not start while no admin is active.',
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
    name: 'S3_BUCKET',
    default: '(unset)',
    description:
      'An S3-compatible bucket that keeps every uploaded file instead of DATA_DIR; the start stops when it cannot be listed.',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: AWS)',
    description: "The bucket server's http(s) URL, for S3-compatible servers other than AWS (MinIO, Ceph...).",
  },
  { name: 'S3_REGION', default: 'us-east-1', description: "The bucket's region." },
  {
    name: 'S3_ACCESS_KEY_ID',
    default: "(unset: the SDK's own: AWS_* variables, profile, instance role)",
    description: 'The access key the portal uses for the bucket; set together with S3_SECRET_ACCESS_KEY.',
  },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'The secret of S3_ACCESS_KEY_ID.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: 'false',
    description: 'true: the bucket in the URL path (http://host/bucket/key), as MinIO-like servers want.',
  },
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
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    description:
      'Serves GET /metrics in the Prometheus text format on this port, a listener of its own. Unset: no metrics.',
  },
  {
    name: 'METRICS_HOST',
    default: '127.0.0.1',
    description: 'The address the metrics listener listens on; 0.0.0.0 lets a Prometheus on another machine scrape it.',
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

/** An IPv4 or IPv6 address, or a host name. */
const isListenAddress = (host: string): boolean =>
  isIP(host) !== 0 ||
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/.test(
    host,
  );

const portNumber = z.coerce
  .number<string | undefined>({ error: 'must be a port number' })
  .int({ error: 'must be a port number' })
  .min(0, { error: 'must be a port number' })
  .max(65535, { error: 'must be a port number' });

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const envSchema = z.object({
  PORT: portNumber.default(3000),
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
  S3_BUCKET: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
      })
      .optional(),
  ),
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  S3_REGION: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, { error: 'must be a region name such as us-east-1' })
      .default('us-east-1'),
  ),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional.pipe(booleanFlag.optional()),
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
  METRICS_PORT: optional.pipe(portNumber.optional()),
  METRICS_HOST: optional.pipe(
    z
      .string()
      .refine(isListenAddress, { error: 'must be an address to listen on, such as 127.0.0.1 or 0.0.0.0' })
      .optional(),
  ),
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

/** The bucket that keeps uploaded files when S3_BUCKET is set (docs/architecture.md, "Uploaded files"). */
export interface BucketSettings {
  bucket: string;
  /** Unset: AWS, found from the region. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own credential chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/**
 * The process that owns the embedded database listens on DATA_DIR/db.sock (docs/architecture.md,
 * "Backup and restore"), and a socket's path holds at most 103 bytes on macOS, 107 on Linux.
 */
const MAX_EMBEDDED_DATA_DIR = 95;

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
  /** NODE_ENV=production: no demo data by default, and no start without an active admin. */
  production: boolean;
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
  /** Unset: uploaded files live under DATA_DIR. */
  bucket: BucketSettings | undefined;
  timeZone: string;
  logLevel: string;
  trustProxy: boolean;
  workers: number;
  /** Where GET /metrics listens (docs/architecture.md, "Health and metrics"); undefined: no metrics. */
  metrics: { port: number; host: string } | undefined;
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
  problems.push(...bucketProblems(env));
  if (parsed.success && parsed.data.WORKERS > 1 && !parsed.data.DATABASE_URL) {
    problems.push('WORKERS: more than one process needs DATABASE_URL (the embedded database belongs to one process)');
  }
  if (parsed.success && parsed.data.METRICS_PORT && parsed.data.METRICS_PORT === parsed.data.PORT) {
    problems.push(`METRICS_PORT: must differ from PORT (${parsed.data.PORT})`);
  }
  if (env.METRICS_HOST?.trim() && !env.METRICS_PORT?.trim()) problems.push('METRICS_HOST: needs METRICS_PORT');
  if (
    parsed.success &&
    !parsed.data.DATABASE_URL &&
    Buffer.byteLength(path.resolve(parsed.data.INIT_CWD ?? process.cwd(), parsed.data.DATA_DIR)) > MAX_EMBEDDED_DATA_DIR
  ) {
    problems.push(
      `DATA_DIR: too long a path for the embedded database's socket (at most ${MAX_EMBEDDED_DATA_DIR} bytes once made absolute)`,
    );
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
    production: e.NODE_ENV === 'production',
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
    bucket: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
        }
      : undefined,
    timeZone: e.TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    workers: e.WORKERS,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST ?? '127.0.0.1' },
  };
}

/** The file of DATA_DIR that keeps the generated JWT secret (a backup carries it). */
export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The bucket's variables that make no sense as given, checked on the raw values so they are
 * reported with any other problem: a key without its secret, or bucket settings without a bucket
 * (the files would stay under DATA_DIR while the operator thinks they are in the bucket).
 */
function bucketProblems(env: Record<string, string | undefined>): string[] {
  const set = (name: string) => Boolean(env[name]?.trim());
  if (!set('S3_BUCKET')) {
    return ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE']
      .filter(set)
      .map((name) => `${name}: needs S3_BUCKET (without it uploaded files stay in DATA_DIR)`);
  }
  if (set('S3_ACCESS_KEY_ID') === set('S3_SECRET_ACCESS_KEY')) return [];
  const missing = set('S3_ACCESS_KEY_ID') ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
  return [`${missing}: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together`];
}

/**
 * With no JWT_SECRET, a random secret is generated once and kept in DATA_DIR so tokens survive
 * a restart. (Several processes on one PostgreSQL need JWT_SECRET set to the same value.)
 */
export function resolveJwtSecret(config: Config): Config {
  if (config.jwtSecret) return config;
  const file = path.join(config.dataDir, JWT_SECRET_FILE);
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

/**
 * The one line a production start without an active admin stops with, saying what to set
 * (docs/deployment.md, "The first admin").
 */
export function noAdminLine(config: Pick<Config, 'admin'>): string {
  return config.admin
    ? `Not starting: NODE_ENV=production and the database has no active admin, and ADMIN_EMAIL (${config.admin.email}) belongs to an account that is not one. Set ADMIN_EMAIL to a new address (with ADMIN_PASSWORD), or activate an admin.`
    : 'Not starting: NODE_ENV=production and the database has no active admin. Set ADMIN_EMAIL and ADMIN_PASSWORD to create one.';
}
