import { eq } from 'drizzle-orm';
import { SignJWT, exportJWK, generateKeyPair, createLocalJWKSet, type JWK } from 'jose';

type KeyLike = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '@portal/domain';
import { passwordResets, rateLimits } from '../src/modules/auth/schema.js';
import { users } from '../src/modules/users/schema.js';
import { DEFAULT_RATE_LIMITS } from '../src/plugins/rate-limit.js';
import { PASSWORD, TEST_SECRET, databases, eventually, makeUser, startServer, type TestServer } from './helpers.js';

const GOOGLE_CLIENT_ID = 'portal-test.apps.googleusercontent.com';

describe.each(databases)('sign-up, sign-in and tokens on %s', (kind) => {
  let server: TestServer;
  let googleKey: KeyLike;
  let strangerKey: KeyLike;

  const userCount = async () => (await server.db.select().from(users)).length;
  const userByEmail = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0];
  const signIn = (email: string, password = PASSWORD) =>
    server.api<{ token: string }>('POST', 'auth/signin', { body: { email, password } });
  const getUser = (token: string) => server.api('GET', 'user/getUser', { token });
  const signUpBody = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Kavya Menon',
    email,
    number: '+91 98765-43210',
    password: 'Secret123',
    confirm: 'Secret123',
    ...extra,
  });

  beforeAll(async () => {
    const google = await generateKeyPair('RS256');
    const stranger = await generateKeyPair('RS256');
    googleKey = google.privateKey;
    strangerKey = stranger.privateKey;
    const jwk: JWK = { ...(await exportJWK(google.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    server = await startServer(kind, {
      env: { GOOGLE_CLIENT_ID },
      googleKeys: createLocalJWKSet({ keys: [jwk] }),
    });
  });
  afterAll(() => server?.close());

  describe('sign-up', () => {
    it('creates an inactive student when registration needs approval', async () => {
      const answer = await server.api('POST', 'auth/signup', { body: signUpBody('New.Student@Example.com') });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, msg: MESSAGES.registrationSuccess });
      const row = await userByEmail('new.student@example.com');
      expect(row).toMatchObject({ type: 'student', active: false, name: 'Kavya Menon', mobile: '9876543210' });
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      // ... which cannot sign in yet.
      const signin = await signIn('new.student@example.com', 'Secret123');
      expect(signin.status).toBe(403);
      expect(signin.body.msg).toBe(SERVER_MESSAGES.awaitingActivation);
    });

    it.each([
      [{ name: '   ' }, MESSAGES.required],
      [{ number: '12345' }, MESSAGES.invalidNumber],
      [{ email: 'not-an-email' }, MESSAGES.invalidEmailLogin],
      [{ confirm: 'Other123' }, MESSAGES.passwordsDoNotMatch],
      [{ password: 'short1A', confirm: 'short1A' }, MESSAGES.passwordTooShort],
    ])('refuses %j with 400 and the documented message, writing nothing', async (extra, msg) => {
      const before = await userCount();
      const answer = await server.api('POST', 'auth/signup', { body: signUpBody('bad.input@example.com', extra) });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(msg);
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      expect(await userCount()).toBe(before);
    });

    it.each(['admin', 'faculty', 'security', 'office'])('cannot create a %s (403)', async (type) => {
      const answer = await server.api('POST', 'auth/signup', {
        body: signUpBody(`wannabe.${type}@example.com`, { type }),
      });
      expect(answer.status).toBe(403);
      expect(await userByEmail(`wannabe.${type}@example.com`)).toBeUndefined();
    });

    it('refuses a taken e-mail (409)', async () => {
      await server.api('POST', 'auth/signup', { body: signUpBody('twice@example.com') });
      const again = await server.api('POST', 'auth/signup', { body: signUpBody('TWICE@example.com') });
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(SERVER_MESSAGES.emailTaken);
    });

    it('follows SELF_REGISTRATION open and closed', async () => {
      const config = server.app.ctx.config;
      try {
        config.selfRegistration = 'open';
        expect((await server.api('POST', 'auth/signup', { body: signUpBody('open@example.com') })).status).toBe(201);
        expect((await userByEmail('open@example.com'))!.active).toBe(true);
        expect((await signIn('open@example.com', 'Secret123')).status).toBe(200);
        config.selfRegistration = 'closed';
        const closed = await server.api('POST', 'auth/signup', { body: signUpBody('closed@example.com') });
        expect(closed.status).toBe(403);
        expect(closed.body.msg).toBe(SERVER_MESSAGES.registrationClosed);
        expect(await userByEmail('closed@example.com')).toBeUndefined();
      } finally {
        config.selfRegistration = 'approval';
      }
    });
  });

  describe('sign-in', () => {
    it('answers a token that opens the API', async () => {
      const user = await makeUser(server, 'student');
      const answer = await signIn(user.email.toUpperCase());
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, msg: SERVER_MESSAGES.signedIn });
      const me = await getUser(answer.body.token);
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({
        email: user.email,
        type: 'student',
        stats: { feedback: false, payment: false },
      });
      expect(JSON.stringify(me.body)).not.toMatch(/password|tokenVersion|argon/i);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const user = await makeUser(server, 'student');
      const wrong = await signIn(user.email, 'Wrong1234');
      const unknown = await signIn('nobody@example.com', 'Wrong1234');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.msg).toBe(SERVER_MESSAGES.wrongCredentials);
    });

    it("checks the e-mail's format (400 'invalid email')", async () => {
      const answer = await signIn('nope', 'x');
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(MESSAGES.invalidEmailLogin);
    });
  });

  describe('tokens', () => {
    it('refuse a missing or malformed header', async () => {
      expect((await server.api('GET', 'user/getUser')).status).toBe(401);
      const answer = await server.api('GET', 'user/getUser', { headers: { authorization: 'Bearer nonsense' } });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ success: false, msg: SERVER_MESSAGES.unauthenticated });
    });

    it('stop working after deactivation for good, and after deletion', async () => {
      const user = await makeUser(server, 'student');
      expect((await getUser(user.token)).status).toBe(200);
      // Written straight to the database, as another process would: the trigger's notice ends the token.
      await server.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      expect(await eventually(async () => (await getUser(user.token)).status, 401)).toBe(401);
      // Activating the account again does not bring the old token back; signing in again works.
      await server.db.update(users).set({ active: true }).where(eq(users.id, user.id));
      expect((await getUser(user.token)).status).toBe(401);
      const fresh = await server.api<{ token: string }>('POST', 'auth/signin', {
        body: { email: user.email, password: PASSWORD },
      });
      expect(fresh.status).toBe(200);
      expect((await getUser(fresh.body.token)).status).toBe(200);
      await server.db.delete(users).where(eq(users.id, user.id));
      expect(await eventually(async () => (await getUser(fresh.body.token)).status, 401)).toBe(401);
      expect((await getUser(user.token)).status).toBe(401);
    });

    it('stop working after a password change in the profile', async () => {
      const user = await makeUser(server, 'student');
      const answer = await server.api<{ token: string }>('POST', 'user/updateuser', {
        token: user.token,
        body: { name: 'Renamed', number: '9876543210', password: 'NewSecret1', confirm: 'NewSecret1' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.msg).toBe(MESSAGES.profileUpdated);
      expect((await getUser(user.token)).status).toBe(401);
      expect((await getUser(answer.body.token)).status).toBe(200);
      expect((await signIn(user.email)).status).toBe(401);
      expect((await signIn(user.email, 'NewSecret1')).status).toBe(200);
    });

    it('refuse another secret, another algorithm, no signature and expiry', async () => {
      const user = await makeUser(server, 'student');
      // One issue time for every token, so that two signings of the same claims are the same token
      // even when they fall in different seconds on a busy machine.
      const issuedAt = Math.floor(Date.now() / 1000);
      const sign = (alg: string, secret: string, expires: number = issuedAt + 3600) =>
        new SignJWT({ ver: 0 })
          .setProtectedHeader({ alg })
          .setSubject(user.id)
          .setIssuedAt(issuedAt)
          .setExpirationTime(expires)
          .sign(new TextEncoder().encode(secret));
      const otherSecret = await sign('HS256', 'another-secret-that-is-also-long-enough-xx');
      const otherAlgorithm = await sign('HS512', TEST_SECRET);
      const expired = await sign('HS256', TEST_SECRET, issuedAt - 60);
      const [header, payload] = (await sign('HS256', TEST_SECRET)).split('.');
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      const unsigned = `${noneHeader}.${payload}.`;
      for (const token of [otherSecret, otherAlgorithm, expired, unsigned]) {
        expect((await getUser(token)).status).toBe(401);
      }
      expect((await getUser(`${header}.${payload}.${(await sign('HS256', TEST_SECRET)).split('.')[2]}`)).status).toBe(
        200,
      );
    });
  });

  describe('forgot and reset password', () => {
    const linkToken = (text: string) => /\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;
    const forgot = (email: string) => server.api('POST', 'auth/forgot-password', { body: { email } });
    const reset = (token: string, password = 'Brand9New', confirm = password) =>
      server.api('POST', 'auth/reset-password', { body: { token, password, confirm } });

    it('answers the same neutral message for every e-mail and mails a link only to accounts', async () => {
      const user = await makeUser(server, 'student');
      const before = server.mails.length;
      const known = await forgot(user.email);
      const unknown = await forgot('nobody@example.com');
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.msg).toBe(SERVER_MESSAGES.resetRequested);
      const mail = await server.mailTo(user.email, before);
      expect(mail.text).toContain(`${server.config.publicUrl}/reset-password/`);
      expect(server.mails.slice(before).map((sent) => sent.to)).toEqual([user.email]);
      expect((await forgot('bad')).body.msg).toBe(MESSAGES.invalidEmail);
    });

    it('resets once, ending old sessions; the link cannot be used again', async () => {
      const user = await makeUser(server, 'student');
      const before = server.mails.length;
      await forgot(user.email);
      const token = linkToken((await server.mailTo(user.email, before)).text);
      const stored = await server.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
      expect(stored[0]!.tokenHash).not.toContain(token);

      const weak = await reset(token, 'weakpass');
      expect(weak.status).toBe(400);
      expect(weak.body.msg).toBe(MESSAGES.passwordTooWeak);

      const done = await reset(token);
      expect(done.status).toBe(200);
      expect(done.body.msg).toBe(SERVER_MESSAGES.resetDone);
      expect((await getUser(user.token)).status).toBe(401);
      expect((await signIn(user.email, 'Brand9New')).status).toBe(200);

      const again = await reset(token, 'Another9New');
      expect(again.status).toBe(400);
      expect(again.body.msg).toBe(SERVER_MESSAGES.resetInvalid);
    });

    it('refuses an expired link', async () => {
      const user = await makeUser(server, 'student');
      const before = server.mails.length;
      await forgot(user.email);
      const token = linkToken((await server.mailTo(user.email, before)).text);
      await server.db
        .update(passwordResets)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResets.userId, user.id));
      expect((await reset(token)).status).toBe(400);
      expect((await signIn(user.email)).status).toBe(200);
    });
  });

  describe('Google sign-in', () => {
    const googleToken = (
      claims: Record<string, unknown>,
      options: { key?: KeyLike; issuer?: string; audience?: string; expires?: number | string } = {},
    ) =>
      new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(options.issuer ?? 'https://accounts.google.com')
        .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(options.expires ?? '1h')
        .sign(options.key ?? googleKey);
    const googleLogin = async (token: string) =>
      server.api<{ token: string }>('POST', 'auth/googlelogin', { body: { googleToken: token } });

    it('signs in the existing account with a verified Google e-mail', async () => {
      const user = await makeUser(server, 'faculty', { department: 'CSE' });
      const answer = await googleLogin(await googleToken({ email: user.email }, { issuer: 'accounts.google.com' }));
      expect(answer.status).toBe(200);
      expect((await getUser(answer.body.token)).body.data).toMatchObject({ email: user.email });
    });

    it('refuses bad tokens and never creates an account', async () => {
      const user = await makeUser(server, 'student');
      const before = await userCount();
      const refusals: Array<[string, number]> = [
        [await googleToken({ email: user.email }, { audience: 'someone-else' }), 401],
        [await googleToken({ email: user.email }, { issuer: 'https://evil.example' }), 401],
        [await googleToken({ email: user.email }, { expires: Math.floor(Date.now() / 1000) - 600 }), 401],
        [await googleToken({ email: user.email }, { key: strangerKey }), 401],
        [await googleToken({ email: user.email, email_verified: false }), 401],
        [await googleToken({ email: 'unknown.person@gmail.com' }), 404],
      ];
      for (const [token, status] of refusals) {
        const answer = await googleLogin(token);
        expect(answer.status).toBe(status);
        expect(answer.body.success).toBe(false);
      }
      expect(await userCount()).toBe(before);
    });

    it('is refused when GOOGLE_CLIENT_ID is not set', async () => {
      const user = await makeUser(server, 'student');
      const token = await googleToken({ email: user.email });
      const config = server.app.ctx.config;
      config.googleClientId = undefined;
      try {
        const answer = await googleLogin(token);
        expect(answer.status).toBe(403);
        expect(answer.body.msg).toBe(SERVER_MESSAGES.googleNotConfigured);
      } finally {
        config.googleClientId = GOOGLE_CLIENT_ID;
      }
    });
  });

  describe('rate limits', () => {
    it('answer 429 per e-mail and per address, counting in the database', async () => {
      const limits = server.app.ctx.rateLimits;
      // Start from clean counters: the earlier tests of this file counted too.
      await server.db.delete(rateLimits);
      try {
        limits.signin = {
          perAddressAndEmail: 3,
          perEmail: 100,
          perAddress: 100,
          windowSeconds: 60,
          failuresOnly: true,
        };
        const user = await makeUser(server, 'student');
        for (let attempt = 0; attempt < 3; attempt++) expect((await signIn(user.email, 'Wrong1234')).status).toBe(401);
        const limited = await signIn(user.email);
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
        // Failures are counted, refused attempts are not.
        const [counter] = await server.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `signin:ip-email:127.0.0.1:${user.email}`));
        expect(counter?.count).toBe(3);
        expect(limited.body).toEqual({ success: false, msg: SERVER_MESSAGES.tooManyRequests });
        // Another e-mail from the same address still gets through.
        const other = await makeUser(server, 'student');
        expect((await signIn(other.email)).status).toBe(200);

        limits.forgot = { perAddress: 2, perEmail: 100, windowSeconds: 60 };
        expect((await server.api('POST', 'auth/forgot-password', { body: { email: 'a@example.com' } })).status).toBe(
          200,
        );
        expect((await server.api('POST', 'auth/forgot-password', { body: { email: 'b@example.com' } })).status).toBe(
          200,
        );
        const forgotLimited = await server.api('POST', 'auth/forgot-password', { body: { email: 'c@example.com' } });
        expect(forgotLimited.status).toBe(429);
        expect(Number(forgotLimited.headers.get('retry-after'))).toBeGreaterThan(0);

        limits.signup = { perAddress: 0, perEmail: 100, windowSeconds: 60 };
        expect((await server.api('POST', 'auth/signup', { body: signUpBody('limited@example.com') })).status).toBe(429);
        limits.reset = { perAddress: 0, perEmail: 100, windowSeconds: 60 };
        const resetAnswer = await server.api('POST', 'auth/reset-password', {
          body: { token: 'x'.repeat(40), password: 'Brand9New', confirm: 'Brand9New' },
        });
        expect(resetAnswer.status).toBe(429);
      } finally {
        Object.assign(limits, structuredClone(DEFAULT_RATE_LIMITS));
      }
    });
  });

  it('publishes the public configuration', async () => {
    const answer = await server.api('GET', 'config');
    expect(answer.body).toEqual({
      success: true,
      data: {
        googleClientId: GOOGLE_CLIENT_ID,
        razorpayKeyId: null,
        selfRegistration: 'approval',
        publicUrl: server.config.publicUrl,
        timeZone: 'Asia/Kolkata',
      },
    });
  });
});
