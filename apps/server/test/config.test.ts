import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, parseConfig, resolveJwtSecret } from '../src/config.js';

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

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'a@b.example' })).toEqual(['ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
    expect(problemsOf({ ADMIN_PASSWORD: 'Secret123' })).toEqual(['ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD must be set together']);
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

  it('documents every variable it reads', () => {
    const documented = CONFIG_VARIABLES.map((variable) => variable.name);
    for (const name of ['PORT', 'DATA_DIR', 'DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'DEMO_DATA',
      'SELF_REGISTRATION', 'SMTP_URL', 'GOOGLE_CLIENT_ID', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET',
      'UPLOAD_MAX_MB', 'TIME_ZONE', 'LOG_LEVEL']) {
      expect(documented).toContain(name);
    }
  });
});
