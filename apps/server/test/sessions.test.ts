import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { users } from '../src/modules/users/schema.js';
import { createTokenReader } from '../src/lib/tokens.js';
import { writeFeatureStats } from '../src/modules/settings/index.js';
import {
  TEST_SECRET,
  databases,
  eventually,
  makeUser,
  startServer,
  testClock,
  testConfig,
  type TestServer,
} from './helpers.js';
import { startPortalProcess } from './support/portal-process.js';

const secret = new TextEncoder().encode(TEST_SECRET);

const getUser = (base: string, token: string) =>
  fetch(`${base}/api/user/getUser`, { headers: { authorization: `Bearer ${token}` } }).then(async (answer) => ({
    status: answer.status,
    body: (await answer.json()) as { data?: { name: string; stats: { payment: boolean } } },
  }));

describe.each(databases)('sessions (%s)', (kind) => {
  let server: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    server = await startServer(kind, { now: clock.now });
  });
  afterAll(async () => server?.close());

  describe('tokens', () => {
    const sign = (claims: { sub: string; ver?: unknown }, expires: boolean) => {
      const jwt = new SignJWT({ ver: claims.ver ?? 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt();
      return (expires ? jwt.setExpirationTime('1h') : jwt).sign(secret);
    };

    it('refuse a token without an expiry', async () => {
      const user = await makeUser(server, 'student');
      expect((await getUser(server.url, await sign({ sub: user.id }, true))).status).toBe(200);
      expect((await getUser(server.url, await sign({ sub: user.id }, false))).status).toBe(401);
    });

    it('refuse a token whose subject is not a user id, or whose version is not a whole number', async () => {
      const user = await makeUser(server, 'student');
      for (const token of [
        await sign({ sub: 'not-a-uuid' }, true),
        await sign({ sub: `${user.id}'; drop table users; --` }, true),
        await sign({ sub: user.id, ver: 0.5 }, true),
        await sign({ sub: user.id, ver: '0' }, true),
      ]) {
        const answer = await getUser(server.url, token);
        expect(answer.status).toBe(401);
      }
    });
  });

  describe('the memory of verified tokens', () => {
    it('refuses a remembered token once it expires', async () => {
      const user = await makeUser(server, 'student');
      const expiresAt = Math.floor(clock.now().getTime() / 1000) + 60;
      const token = await new SignJWT({ ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setExpirationTime(expiresAt)
        .sign(secret);
      expect((await getUser(server.url, token)).status).toBe(200);
      clock.advance(61_000);
      expect((await getUser(server.url, token)).status).toBe(401);
    });

    it('remembers a token for its own secret only', async () => {
      const user = await makeUser(server, 'student');
      const readA = createTokenReader(TEST_SECRET);
      const readB = createTokenReader(`${TEST_SECRET}-another`);
      expect(await readA(user.token)).toMatchObject({ userId: user.id });
      expect(await readB(user.token)).toBeNull();
    });
  });

  describe('the cache of signed-in users', () => {
    it('shows a profile change at once', async () => {
      const user = await makeUser(server, 'student');
      expect((await getUser(server.url, user.token)).body.data?.name).not.toBe('Changed by hand');
      await server.db.update(users).set({ name: 'Changed by hand' }).where(eq(users.id, user.id));
      const read = async () => ((await getUser(server.url, user.token)).body.data?.name === 'Changed by hand' ? 1 : 0);
      expect(await eventually(read, 1)).toBe(1);
    });

    it('shows a feature switch at once', async () => {
      const user = await makeUser(server, 'student');
      await writeFeatureStats(server.db, { payment: false });
      expect((await getUser(server.url, user.token)).body.data?.stats.payment).toBe(false);
      await writeFeatureStats(server.db, { payment: true });
      const read = async () => ((await getUser(server.url, user.token)).body.data?.stats.payment ? 1 : 0);
      expect(await eventually(read, 1)).toBe(1);
    });

    it('forgets a user deleted by another process at once, and never caches a missing one', async () => {
      const user = await makeUser(server, 'student');
      expect((await getUser(server.url, user.token)).status).toBe(200);
      await server.db.delete(users).where(eq(users.id, user.id));
      expect(await eventually(async () => (await getUser(server.url, user.token)).status, 401)).toBe(401);
    });
  });

  describe('a second server on the same database', () => {
    let second: { base: string; stop: () => Promise<void> };
    let inProcess: FastifyInstance | undefined;

    beforeAll(async () => {
      if (kind === 'postgres') {
        // A real second process: the server's own entry point, sharing only the database.
        second = await startPortalProcess({ DATABASE_URL: server.databaseUrl! });
      } else {
        // One process owns an embedded database; a second app on the same database stands in.
        inProcess = await buildApp({
          config: testConfig(),
          db: server.db,
          listen: server.handle.listen,
          listeners: server.handle.listeners,
          logger: false,
        });
        second = {
          base: await inProcess.listen({ port: 0, host: '127.0.0.1' }),
          stop: async () => void (await inProcess?.close()),
        };
      }
    }, 120_000);
    afterAll(async () => second?.stop());

    it('sees a deactivation made by the first one at once', async () => {
      const user = await makeUser(server, 'student');
      // Both servers have the user cached now.
      expect((await getUser(second.base, user.token)).status).toBe(200);
      expect((await getUser(server.url, user.token)).status).toBe(200);
      expect((await getUser(second.base, user.token)).status).toBe(200);

      await server.db.update(users).set({ active: false }).where(eq(users.id, user.id));

      expect(await eventually(async () => (await getUser(second.base, user.token)).status, 401)).toBe(401);
      expect((await getUser(server.url, user.token)).status).toBe(401);
    });

    it('sees a password change made through the first one at once', async () => {
      const user = await makeUser(server, 'student');
      expect((await getUser(second.base, user.token)).status).toBe(200);
      const changed = await server.api('POST', 'user/updateuser', {
        token: user.token,
        body: { name: 'New Password', number: '9876543210', password: 'NewSecret1', confirm: 'NewSecret1' },
      });
      expect(changed.status).toBe(200);
      expect(await eventually(async () => (await getUser(second.base, user.token)).status, 401)).toBe(401);
    });
  });
});
