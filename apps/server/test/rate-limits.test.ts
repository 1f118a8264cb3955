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

  it('lets the owner sign in from a new address while ten addresses each fail ten times on the account', async () => {
    await server.db.delete(rateLimits);
    const owner = await makeUser(server, 'student');
    const home = '198.51.100.1';
    expect((await signIn(owner.email, PASSWORD, home)).status).toBe(200);
    const { perAddressAndEmail, perAddressAndEmailUnderAttack } = DEFAULT_RATE_LIMITS.signin;
    for (let address = 1; address <= 10; address++) {
      for (let attempt = 0; attempt < perAddressAndEmail!; attempt++) {
        expect((await signIn(owner.email, 'Wrong1234', `203.0.113.${address}`)).status).toBe(401);
      }
    }
    // The owner, from an address that never failed on the account, signs in during the attack.
    expect((await signIn(owner.email, PASSWORD, '198.51.100.7')).status).toBe(200);
    // A new attacking address gets only a few tries now: the guessing is slowed, not the owner.
    for (let attempt = 0; attempt < perAddressAndEmailUnderAttack!; attempt++) {
      expect((await signIn(owner.email, 'Wrong1234', '203.0.113.200')).status).toBe(401);
    }
    const slowed = await signIn(owner.email, PASSWORD, '203.0.113.200');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner's usual address keeps its full allowance: a few typing mistakes, then in.
    for (let attempt = 0; attempt < perAddressAndEmailUnderAttack! + 2; attempt++) {
      expect((await signIn(owner.email, 'Wrong1234', home)).status).toBe(401);
    }
    expect((await signIn(owner.email, PASSWORD, home)).status).toBe(200);
  });

  it('tries no more passwords than the limit when they are sent all at once', async () => {
    await server.db.delete(rateLimits);
    const user = await makeUser(server, 'student');
    const cap = DEFAULT_RATE_LIMITS.signin.perAddressAndEmail!;
    // Each attempt is counted before its password is checked, so none of them slips through
    // while the others are being checked (as several server processes would let them).
    const answers = await Promise.all(
      Array.from({ length: cap * 2 + 5 }, () => signIn(user.email, 'Wrong1234', '192.0.2.77')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(cap);
    expect(statuses.filter((status) => status === 429)).toHaveLength(cap + 5);
    expect((await signIn(user.email, PASSWORD, '192.0.2.77')).status).toBe(429);
  });

  it('never counts a successful sign-in against anyone', async () => {
    await server.db.delete(rateLimits);
    const user = await makeUser(server, 'student');
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.signin.perAddressAndEmail! + 5; attempt++) {
      expect((await signIn(user.email, PASSWORD, '192.0.2.1')).status).toBe(200);
    }
    // Only the address's trust for the account is remembered.
    const rows = await server.db.select().from(rateLimits);
    expect(rows.map((row) => row.key)).toEqual([`signin:ok:192.0.2.1:${user.email}`]);
  });

  it('still bounds guessing one account from many addresses, and one address guessing many accounts', async () => {
    await server.db.delete(rateLimits);
    const limits = server.app.ctx.rateLimits;
    try {
      limits.signin = { ...DEFAULT_RATE_LIMITS.signin, perEmail: 4, perAddress: 6, perAddressAndEmailUnderAttack: 2 };
      const victim = await makeUser(server, 'student');
      for (let attempt = 0; attempt < 4; attempt++) {
        expect((await signIn(victim.email, 'Wrong1234', `198.18.0.${attempt + 1}`)).status).toBe(401);
      }
      // Under attack, each further address gets two tries instead of ten.
      for (let attempt = 0; attempt < 2; attempt++) {
        expect((await signIn(victim.email, 'Wrong1234', '198.18.0.99')).status).toBe(401);
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

  it("never lets sign-ups or reset requests from other addresses refuse an e-mail's owner", async () => {
    await server.db.delete(rateLimits);
    const post = (path: string, body: Record<string, unknown>, from: string) =>
      server.api('POST', path, { body, headers: { 'x-forwarded-for': from } });
    const signUp = (email: string, type: string) => ({
      name: 'Someone',
      email,
      number: '9876543210',
      password: 'Passw0rd1',
      confirm: 'Passw0rd1',
      type,
    });
    // Sign-ups for a stranger's e-mail, each refused after it was counted...
    const newcomer = 'newcomer@test.example';
    for (let address = 1; address <= 5; address++) {
      expect((await post('auth/signup', signUp(newcomer, 'faculty'), `203.0.113.${address}`)).status).toBe(403);
    }
    // ...and its owner still signs up.
    expect((await post('auth/signup', signUp(newcomer, 'student'), '198.51.100.7')).status).toBe(201);

    // Reset links asked for a stranger from ten addresses: its owner still asks, and a link works.
    const owner = await makeUser(server, 'student');
    for (let address = 1; address <= 10; address++) {
      expect((await post('auth/forgot-password', { email: owner.email }, `203.0.113.${address}`)).status).toBe(200);
    }
    expect((await post('auth/forgot-password', { email: owner.email }, '198.51.100.7')).status).toBe(200);
    const sent = server.mails.filter((mail) => mail.to === owner.email);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(DEFAULT_RATE_LIMITS.forgot.perEmail!);
    const token = /reset-password\/([\w-]+)/.exec(sent.at(-1)!.text)![1]!;

    // Bad reset tokens from one address hold back only that address.
    for (let attempt = 0; attempt <= DEFAULT_RATE_LIMITS.reset.perAddress; attempt++) {
      await post(
        'auth/reset-password',
        { token: 'x'.repeat(43), password: 'Brand9New', confirm: 'Brand9New' },
        '203.0.113.1',
      );
    }
    const reset = await post(
      'auth/reset-password',
      { token, password: 'Brand9New', confirm: 'Brand9New' },
      '198.51.100.7',
    );
    expect(reset.status).toBe(200);
  });
});
