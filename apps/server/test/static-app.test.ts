import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './helpers.js';

/** A raw GET (fetch would decompress and hide the encoding). */
const get = (url: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );

describe('the built app', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  const script = 'console.log("the app");'.repeat(50);
  const inline = "(function(){document.title='x'})()";
  const serviceWorker = 'self.addEventListener("fetch", () => {});'.repeat(20);
  const manifest = '{"name":"College Portal","start_url":"/","display":"standalone"}';
  const page = `<!doctype html><head><script>${inline}</script><title>College Portal</title></head><div id="root"></div>`;
  let server: TestServer;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    for (const [name, text] of [
      ['assets/index-abc123.js', script],
      ['index.html', page],
      ['sw.js', serviceWorker],
    ] as const) {
      writeFileSync(path.join(dist, name), text);
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    }
    writeFileSync(path.join(dist, 'manifest.webmanifest'), manifest);
    server = await startServer('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and plain text otherwise', async () => {
    const url = `${server.url}/assets/index-abc123.js`;
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body.equals(brotliCompressSync(script))).toBe(true);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('caches hashed assets for a year and revalidates the page', async () => {
    const asset = await get(`${server.url}/assets/index-abc123.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const home = await get(`${server.url}/`, { accept: 'text/html', 'accept-encoding': 'br' });
    expect(home.status).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the service worker and the web manifest on every load, and lets the page use them', async () => {
    const worker = await get(`${server.url}/sw.js`, { 'accept-encoding': 'br' });
    expect(worker.status).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    const webManifest = await get(`${server.url}/manifest.webmanifest`, {});
    expect(webManifest.status).toBe(200);
    expect(webManifest.headers['cache-control']).toBe('no-cache');
    expect(webManifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(webManifest.body.toString())).toMatchObject({ name: 'College Portal' });
    const policy = String(webManifest.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it('answers a deep link with the app page, and an unknown API path with JSON', async () => {
    const deep = await get(`${server.url}/gatepass/view/123`, { accept: 'text/html' });
    expect(deep.status).toBe(200);
    expect(deep.body.toString()).toBe(page);
    const api = await get(`${server.url}/api/nothing-here`, { accept: 'text/html' });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ success: false });
  });

  it("allows the build's inline script by its hash, and no other inline script", async () => {
    const answer = await get(`${server.url}/`, {});
    const policy = String(answer.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
    expect(scriptSources).toContain(hash);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual([hash]);
  });
});
