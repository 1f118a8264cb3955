import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@portal/domain';
import { buildApp } from '../src/app.js';
import { contentSecurityPolicy } from '../src/plugins/security.js';
import { databases, startServer, waitFor, type TestServer } from './helpers.js';

describe.each(databases)('the platform on %s', (kind) => {
  let server: TestServer;
  let webDist: string;

  beforeAll(async () => {
    // A stand-in for the web build: index.html and one hashed asset.
    webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    server = await startServer(kind, { webDist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(`${server.url}${urlPath}`, { headers });

  it('sends security headers and the content security policy on / and /api', async () => {
    for (const response of [await get('/'), await get('/api/config')]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('accounts.google.com');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves the app at / and index.html for deep links, with hashed assets cached for good', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const deepLink = await get('/gatepass/view/6f1c2a7e-8f7e-4a57-9d0b-1b9f3c1d2e3f', { accept: 'text/html,*/*' });
    expect(deepLink.status).toBe(200);
    expect(deepLink.headers.get('content-type')).toContain('text/html');
    expect(await deepLink.text()).toContain('<div id="root">');
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown /api paths with a JSON 404, even when asking for HTML', async () => {
    for (const response of [await get('/api/no/such/call'), await get('/api/nothing', { accept: 'text/html' })]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, msg: SERVER_MESSAGES.notFound });
    }
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('takes a trailing slash on API paths', async () => {
    expect((await get('/api/config/')).status).toBe(200);
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const response = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean };
    expect(body.success).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.js/);
  });

  it('answers a JSON body over 1 MiB with a 413 that names the request, not a file', async () => {
    const response = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, msg: SERVER_MESSAGES.requestTooLarge });
  });

  it('publishes the OpenAPI document and its UI', async () => {
    const json = await get('/api/docs/json');
    expect(json.status).toBe(200);
    const document = (await json.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/signin',
        '/api/gatepass/request',
        '/api/security/verify',
        '/api/faculty/gatepass/{id}/{decision}',
      ]),
    );
    const ui = await get('/api/docs/', { accept: 'text/html' });
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');
  });

  it('honours a sane incoming request id and replaces anything else', async () => {
    expect((await get('/api/config', { 'x-request-id': 'abc-123' })).headers.get('x-request-id')).toBe('abc-123');
    const replaced = (await get('/api/config', { 'x-request-id': 'bad id\twith spaces' })).headers.get('x-request-id');
    expect(replaced).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('finishes a request in flight when closing', async () => {
    const app = await buildApp({ config: server.config, db: server.db, logger: false, webDist });
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/slow', async () => {
      arrived();
      await released;
      return { success: true, data: 'done' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow`);
    await requestArrived;
    const closed = app.close();
    // The server stops taking connections while the request is still in its handler.
    await waitFor(() => !app.server.listening, { what: 'the server to stop listening' });
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: 'done' });
    await closed;
  });
});

describe('without a web build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('pglite');
  });
  afterAll(async () => server?.close());

  it('answers pages with a short plain message', async () => {
    const response = await fetch(`${server.url}/gatepass/view/x`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('npm run build');
  });
});

describe('the content security policy', () => {
  it('allows Google sign-in only when configured', () => {
    expect(contentSecurityPolicy(false).frameSrc).toEqual(["'none'"]);
    const withGoogle = contentSecurityPolicy(true);
    expect(withGoogle.scriptSrc).toContain('https://accounts.google.com');
    expect(withGoogle.frameSrc).toEqual(['https://accounts.google.com']);
  });

  it("admits Razorpay Checkout's origins, each where Razorpay's allowlist puts it, only when payments are configured", () => {
    const withRazorpay = contentSecurityPolicy(false, [], true);
    expect(withRazorpay.scriptSrc).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://checkout.razorpay.com',
      'https://cdn.razorpay.com',
    ]);
    expect(withRazorpay.frameSrc).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(withRazorpay.connectSrc).toEqual([
      "'self'",
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
      'https://lumberjack-metrics.razorpay.com',
    ]);
    expect(withRazorpay.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.razorpay.com']);
    // Nowhere a wildcard, and nothing of Razorpay's in the other directives.
    expect(
      Object.values(withRazorpay)
        .flat()
        .filter((source) => source.includes('*')),
    ).toEqual([]);
    for (const [directive, sources] of Object.entries(withRazorpay)) {
      if (!['scriptSrc', 'frameSrc', 'connectSrc', 'imgSrc'].includes(directive))
        expect(sources.join(' ')).not.toContain('razorpay');
    }
    const without = contentSecurityPolicy(false, [], false);
    expect(
      Object.values(without)
        .flat()
        .filter((source) => source.includes('razorpay')),
    ).toEqual([]);
    expect(without.frameSrc).toEqual(["'none'"]);
  });
});
