import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_ENV_NAMES,
  CONFIG_VARIABLES,
  ConfigError,
  noAdminLine,
  parseConfig,
  resolveJwtSecret,
} from '../src/config.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration', () => {
  it('has defaults for everything', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      demoData: true,
      selfRegistration: 'approval',
      uploadMaxBytes: 20 * 1024 * 1024,
      timeZone: 'Asia/Kolkata',
      logLevel: 'info',
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('says in one line what a production start without an admin needs', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(parseConfig({}).production).toBe(false);
    const unset = noAdminLine(parseConfig({ NODE_ENV: 'production' }));
    expect(unset).toContain('Set ADMIN_EMAIL and ADMIN_PASSWORD');
    // ADMIN_EMAIL given, but taken by an account that is not an active admin: another address.
    const taken = noAdminLine(parseConfig({ ADMIN_EMAIL: 'office@college.example', ADMIN_PASSWORD: 'Secret123' }));
    expect(taken).toContain('office@college.example');
    expect(taken).toContain('Set ADMIN_EMAIL to a new address');
    for (const line of [unset, taken]) expect(line).not.toContain('\n');
  });

  it('turns the demo college off in production unless asked for', () => {
    expect(parseConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(parseConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('reads the variables it is given', () => {
    const config = parseConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://portal.college.example/',
      ADMIN_EMAIL: 'Head@College.example',
      ADMIN_PASSWORD: 'Secret123',
      SELF_REGISTRATION: 'open',
      UPLOAD_MAX_MB: '5',
      DATABASE_URL: 'postgres://u@db:5432/portal',
      TIME_ZONE: 'Europe/London',
      GOOGLE_CLIENT_ID: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://portal.college.example',
      admin: { email: 'head@college.example', password: 'Secret123' },
      selfRegistration: 'open',
      uploadMaxBytes: 5 * 1024 * 1024,
      databaseUrl: 'postgres://u@db:5432/portal',
      timeZone: 'Europe/London',
      googleClientId: undefined,
    });
  });

  it('names every bad variable on a line of its own', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      SELF_REGISTRATION: 'maybe',
      UPLOAD_MAX_MB: '-1',
      DATABASE_URL: 'mysql://x',
      TIME_ZONE: 'Mars/Olympus',
      JWT_SECRET: 'short',
      DEMO_DATA: 'perhaps',
      PUBLIC_URL: 'not a url',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT: must be a port number',
        'SELF_REGISTRATION: must be approval, open or closed',
        'UPLOAD_MAX_MB: must be a positive number of megabytes',
        'DATABASE_URL: must be a postgres:// or postgresql:// URL',
        'TIME_ZONE: must be an IANA time zone such as Asia/Kolkata',
        'JWT_SECRET: must be at least 32 characters',
        'DEMO_DATA: must be on or off (true/false, 1/0)',
        'PUBLIC_URL: must be an http(s) URL',
      ]),
    );
    expect(problems).toHaveLength(8);
  });

  it('keeps uploads under DATA_DIR unless S3_BUCKET names a bucket, and reads its settings', () => {
    expect(parseConfig({}).bucket).toBeUndefined();
    expect(parseConfig({ S3_BUCKET: 'portal-files' }).bucket).toEqual({
      bucket: 'portal-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      parseConfig({
        S3_BUCKET: 'portal-files',
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'portal',
        S3_SECRET_ACCESS_KEY: 'secret-of-the-portal',
        S3_FORCE_PATH_STYLE: 'true',
      }).bucket,
    ).toEqual({
      bucket: 'portal-files',
      endpoint: 'http://minio.internal:9000',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'portal', secretAccessKey: 'secret-of-the-portal' },
      forcePathStyle: true,
    });
  });

  it('names each bad bucket setting on a line of its own', () => {
    const problems = problemsOf({
      S3_BUCKET: 'Portal_Files',
      S3_ENDPOINT: 'minio:9000',
      S3_REGION: 'Mumbai!',
      S3_FORCE_PATH_STYLE: 'maybe',
      S3_ACCESS_KEY_ID: 'portal',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'S3_BUCKET: must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
        'S3_ENDPOINT: must be an http(s) URL',
        'S3_REGION: must be a region name such as us-east-1',
        'S3_FORCE_PATH_STYLE: must be on or off (true/false, 1/0)',
        'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
      ]),
    );
    expect(problems).toHaveLength(5);
    // Bucket settings without a bucket would leave the files under DATA_DIR unnoticed.
    expect(problemsOf({ S3_ENDPOINT: 'http://minio.internal:9000', S3_FORCE_PATH_STYLE: 'true' })).toEqual([
      'S3_ENDPOINT: needs S3_BUCKET (without it uploaded files stay in DATA_DIR)',
      'S3_FORCE_PATH_STYLE: needs S3_BUCKET (without it uploaded files stay in DATA_DIR)',
    ]);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.example' })).toEqual([
      'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
    expect(problemsOf({ ADMIN_PASSWORD: 'Secret123' })).toEqual([
      'ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
  });

  it('wants the Razorpay key id and key secret together, so the app never offers a payment that must fail', () => {
    expect(problemsOf({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toEqual([
      'RAZORPAY_KEY_SECRET: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ]);
    expect(problemsOf({ RAZORPAY_KEY_SECRET: 'secret' })).toEqual([
      'RAZORPAY_KEY_ID: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together',
    ]);
  });

  it('generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    try {
      const first = resolveJwtSecret(parseConfig({ DATA_DIR: dataDir }));
      const second = resolveJwtSecret(parseConfig({ DATA_DIR: dataDir }));
      expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('documents every variable it reads, here and in README', () => {
    const documented = CONFIG_VARIABLES.map((variable) => variable.name);
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    // The list comes from the schema itself, so a new variable cannot go undocumented.
    expect(CONFIG_ENV_NAMES.length).toBeGreaterThanOrEqual(20);
    for (const name of CONFIG_ENV_NAMES) {
      expect(documented).toContain(name);
      expect(readme).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'));
    }
  });

  it('listens on this machine only with the public demo passwords, unless HOST says otherwise', () => {
    expect(parseConfig({}).host).toBe('127.0.0.1');
    expect(parseConfig({ DEMO_DATA: 'off' }).host).toBe('0.0.0.0');
    expect(parseConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('counts a relative DATA_DIR from where npm was started', () => {
    expect(parseConfig({ INIT_CWD: '/srv/portal' }).dataDir).toBe(path.resolve('/srv/portal/data'));
    expect(parseConfig({ INIT_CWD: '/srv/portal', DATA_DIR: 'state' }).dataDir).toBe(path.resolve('/srv/portal/state'));
    expect(parseConfig({ INIT_CWD: '/srv/portal', DATA_DIR: '/var/lib/portal' }).dataDir).toBe('/var/lib/portal');
  });

  it('serves metrics on a port of its own only when METRICS_PORT is set, on this machine by default', () => {
    expect(parseConfig({}).metrics).toBeUndefined();
    expect(parseConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(parseConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(problemsOf({ METRICS_PORT: 'ninety' })).toEqual(['METRICS_PORT: must be a port number']);
    expect(problemsOf({ METRICS_PORT: '70000' })).toEqual(['METRICS_PORT: must be a port number']);
    expect(problemsOf({ METRICS_PORT: '3000' })).toEqual(['METRICS_PORT: must differ from PORT (3000)']);
    expect(problemsOf({ METRICS_PORT: '9464', METRICS_HOST: 'not a host' })).toEqual([
      'METRICS_HOST: must be an address to listen on, such as 127.0.0.1 or 0.0.0.0',
    ]);
    expect(problemsOf({ METRICS_HOST: '0.0.0.0' })).toEqual(['METRICS_HOST: needs METRICS_PORT']);
  });

  it('runs several workers on PostgreSQL only', () => {
    expect(parseConfig({}).workers).toBe(1);
    expect(parseConfig({ WORKERS: '4', DATABASE_URL: 'postgres://db/portal' }).workers).toBe(4);
    expect(() => parseConfig({ WORKERS: '2' })).toThrow(/WORKERS: more than one process needs DATABASE_URL/);
    expect(() => parseConfig({ WORKERS: '0', DATABASE_URL: 'postgres://db/portal' })).toThrow(
      /WORKERS: must be a whole number/,
    );
  });

  it('keeps the embedded database in a DATA_DIR short enough for its socket', () => {
    const deep = `/srv/${'portal/'.repeat(15)}data`;
    expect(() => parseConfig({ DATA_DIR: deep })).toThrow(/DATA_DIR: too long a path for the embedded database/);
    expect(parseConfig({ DATA_DIR: deep, DATABASE_URL: 'postgres://db/portal' }).dataDir).toBe(deep);
    expect(parseConfig({ DATA_DIR: `/srv/${'p'.repeat(90)}` }).dataDir).toHaveLength(95);
  });
});
