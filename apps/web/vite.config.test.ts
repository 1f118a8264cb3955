import { fileURLToPath } from 'node:url';
import { resolveConfig, type ProxyOptions } from 'vite';
import { describe, expect, it, vi } from 'vitest';

/** The development server's forwarding of /api and /uploads, as Vite reads vite.config.ts afresh. */
async function proxyTargets(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const config = await resolveConfig(
    { configFile: fileURLToPath(new URL('./vite.config.ts', import.meta.url)), logLevel: 'silent' },
    'serve',
  );
  const proxy = config.server.proxy as Record<string, ProxyOptions>;
  return { api: proxy['/api']?.target, uploads: proxy['/uploads']?.target };
}

describe('the development server', () => {
  it('forwards /api and /uploads to the port the API listens on (PORT, as `npm run dev` gives both)', async () => {
    expect(await proxyTargets({ PORT: '3951', API_URL: undefined })).toEqual({
      api: 'http://127.0.0.1:3951',
      uploads: 'http://127.0.0.1:3951',
    });
  });

  it("forwards to the server's default port without PORT, and to API_URL when given", async () => {
    expect((await proxyTargets({ PORT: undefined, API_URL: undefined })).api).toBe('http://127.0.0.1:3000');
    expect((await proxyTargets({ PORT: '3951', API_URL: 'http://10.0.0.5:4000' })).api).toBe('http://10.0.0.5:4000');
  });
});
