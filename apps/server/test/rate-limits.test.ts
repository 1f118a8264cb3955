import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../src/modules/auth/schema.js';
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit.js';
import { PASSWORD, databases, makeUser, startServer, type TestServer } from './helpers.js';

/** Sign-in from a given client address (the server trusts X-Forwarded-For here, as behind a proxy). */
describe.each(databases)('sign-in limits that cannot lock the owner out (%s)', (kind) => {
  let server: TestServer;
  const signIn = (email: string, password: string, from: string) =>
    server.api('POST', 'auth/signin', { body: { email, password }, headers: { 'x-forwarded-for': from } });

  beforeAll(async () => {
    server = await startServer(kind, { env: { TRUST_PROXY: 'on' } });
  });
  afterAll(async () => server?.close());

  it("does not let an attacker's failures stop the owner signing in from another address", async () => {
    await server.db.delete(rateLimits);
    const owner = await makeUser(server, 'student');
    const cap = DEFAULT_RATE_LIMITS.signin.perAddressAndEmail!;
    for (let attempt = 0; attempt < cap; attempt++)
      expect((await signIn(owner.email, 'Wrong1234', '203.0.113.9')).status).toBe(401);
    // The attacker's address is now held back for this account, with the right password too...
    const attacker = await signIn(owner.email, PASSWORD, '203.0.113.9');
    expect(attacker.status).toBe(429);
    expect(Number(attacker.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...while the owner, elsewhere, signs in.
    expect((await signIn(owner.email, PASSWORD, '198.51.100.7')).status).toBe(200);
  });

  it('never counts a successful sign-in', async () => {
    await server.db.delete(rateLimits);
    const user = await makeUser(server, 'student');
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.signin.perAddressAndEmail! + 5; attempt++) {
      expect((await signIn(user.email, PASSWORD, '192.0.2.1')).status).toBe(200);
    }
    expect(await server.db.select().from(rateLimits)).toHaveLength(0);
  });

  it('still bounds guessing one account from many addresses, and one address guessing many accounts', async () => {
    await server.db.delete(rateLimits);
    const limits = server.app.ctx.rateLimits;
    try {
      limits.signin = { ...DEFAULT_RATE_LIMITS.signin, perEmail: 4, perAddress: 6 };
      const victim = await makeUser(server, 'student');
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signIn(victim.email, 'Wrong1234', `198.18.0.${attempt + 1}`)).status).toBe(401);
      }
      expect((await signIn(victim.email, 'Wrong1234', '198.18.0.99')).status).toBe(429);

      await server.db.delete(rateLimits);
      for (let attempt = 0; attempt < 6; attempt++) {
        expect((await signIn(`nobody${attempt}@test.example`, 'Wrong1234', '198.18.1.1')).status).toBe(401);
      }
      const sprayer = await signIn('nobody-else@test.example', 'Wrong1234', '198.18.1.1');
      expect(sprayer.status).toBe(429);
      expect(sprayer.headers.get('retry-after')).toBeTruthy();
    } finally {
      Object.assign(limits, structuredClone(DEFAULT_RATE_LIMITS));
    }
  });
});
