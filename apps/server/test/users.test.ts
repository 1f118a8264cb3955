import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type CurrentUser, type User } from '@portal/domain';
import { users } from '../src/modules/users/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';
import { expectServedPhoto, uploadPhoto } from './support/uploads.js';

describe.each(databases)('profile and photo on %s', (kind) => {
  let server: TestServer;
  let student: Fixture;
  let otherYear: Fixture;
  let advisor: Fixture;
  let hod: Fixture;
  let meFaculty: Fixture;
  let admin: Fixture;
  let security: Fixture;

  const upload = (token: string | undefined, content: Buffer, name: string, type: string) =>
    uploadPhoto(server.url, token, { content, name, type });

  beforeAll(async () => {
    // A 1 MB upload limit keeps the "too large" case quick.
    server = await startServer(kind, { env: { UPLOAD_MAX_MB: '1' } });
    student = await makeUser(server, 'student', { department: 'CSE', currentYear: 3, name: 'Rohan Das' });
    otherYear = await makeUser(server, 'student', { department: 'CSE', currentYear: 1 });
    advisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [3] });
    hod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    meFaculty = await makeUser(server, 'faculty', { department: 'ME', advisorYears: [1, 2, 3, 4] });
    admin = await makeUser(server, 'admin');
    security = await makeUser(server, 'security');
  });
  afterAll(() => server?.close());

  describe('GET user/getUser', () => {
    it('answers the user without secrets, with the feature flags', async () => {
      const answer = await server.api<{ data: CurrentUser }>('GET', 'user/getUser', { token: advisor.token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        _id: advisor.id,
        type: 'faculty',
        department: 'CSE',
        isHOD: false,
        advisor: { y1: 'false', y2: 'false', y3: 'true', y4: 'false' },
        stats: { feedback: false, payment: false },
      });
      expect(Object.keys(answer.body.data)).not.toContain('passwordHash');
    });
  });

  describe('POST user/updateuser', () => {
    it('updates the profile; a blank password leaves the password alone', async () => {
      const user = await makeUser(server, 'student');
      const before = (await server.db.select().from(users).where(eq(users.id, user.id)))[0]!;
      const answer = await server.api('POST', 'user/updateuser', {
        token: user.token,
        body: {
          name: ' Priya Rao ',
          number: '098765 43210',
          address: 'Hostel B, Room 12',
          dob: '2004-02-29',
          bloodGroup: 'O+',
          parentDetails: { father: { name: 'Suresh Rao', mobile: '91234-56780' } },
          password: '',
          confirm: '',
        },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, msg: MESSAGES.profileUpdated });
      const after = (await server.db.select().from(users).where(eq(users.id, user.id)))[0]!;
      expect(after).toMatchObject({
        name: 'Priya Rao',
        mobile: '9876543210',
        address: 'Hostel B, Room 12',
        dob: '2004-02-29',
        bloodGroup: 'O+',
      });
      expect(after.parentDetails).toEqual({ father: { name: 'Suresh Rao', mobile: '9123456780' } });
      expect(after.passwordHash).toBe(before.passwordHash);
      expect(after.tokenVersion).toBe(before.tokenVersion);
      expect((await server.api('GET', 'user/getUser', { token: user.token })).status).toBe(200);
    });

    it.each([
      [{ name: '  ', number: '9876543210' }, MESSAGES.required],
      [{ name: 'A', number: '1234567890' }, MESSAGES.invalidNumber],
      [{ name: 'A', number: '9876543210', password: 'Ab1', confirm: 'Ab1' }, MESSAGES.passwordTooShort],
      [
        { name: 'A', number: '9876543210', password: `Ab1${'x'.repeat(47)}`, confirm: `Ab1${'x'.repeat(47)}` },
        MESSAGES.passwordTooLong,
      ],
      [{ name: 'A', number: '9876543210', password: 'abcdefgh1', confirm: 'abcdefgh1' }, MESSAGES.passwordTooWeak],
      [{ name: 'A', number: '9876543210', password: 'Abcdefgh1', confirm: 'Abcdefgh2' }, MESSAGES.passwordsDoNotMatch],
    ])('refuses %j with 400 and changes nothing', async (body, msg) => {
      const answer = await server.api('POST', 'user/updateuser', { token: student.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(msg);
      expect((await server.db.select().from(users).where(eq(users.id, student.id)))[0]!.name).toBe('Rohan Das');
    });

    it('needs a token', async () => {
      expect((await server.api('POST', 'user/updateuser', { body: { name: 'A', number: '9876543210' } })).status).toBe(
        401,
      );
    });
  });

  describe('GET user/student', () => {
    const profile = (who: Fixture, email?: string) =>
      server.api<{ data: User }>('GET', `user/student${email ? `?email=${encodeURIComponent(email)}` : ''}`, {
        token: who.token,
      });

    it('answers the own profile', async () => {
      const answer = await profile(student);
      expect(answer.body.data).toMatchObject({ email: student.email, name: 'Rohan Das' });
      expect((await profile(student, student.email)).status).toBe(200);
    });

    it("answers another user's profile to an admin and to faculty in charge only", async () => {
      expect((await profile(admin, student.email)).body.data.email).toBe(student.email);
      expect((await profile(advisor, student.email)).body.data.email).toBe(student.email);
      expect((await profile(hod, otherYear.email)).body.data.email).toBe(otherYear.email);
      expect((await profile(advisor, otherYear.email)).status).toBe(403);
      expect((await profile(meFaculty, student.email)).status).toBe(403);
      expect((await profile(otherYear, student.email)).status).toBe(403);
      expect((await profile(security, student.email)).status).toBe(403);
      expect((await profile(advisor, hod.email)).status).toBe(403);
      expect((await profile(admin, 'nobody@example.com')).status).toBe(404);
      expect((await server.api('GET', 'user/student')).status).toBe(401);
    });

    it("gives faculty one answer for an unknown e-mail and a student in someone else's care", async () => {
      const unknown = await profile(advisor, 'nobody@example.com');
      const foreign = await profile(advisor, otherYear.email);
      expect(unknown.status).toBe(403);
      expect(unknown.body).toEqual(foreign.body);
    });
  });

  describe('POST files', () => {
    it('accepts a real PNG, re-encodes it and serves it publicly', async () => {
      const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1565c0' } })
        .png()
        .toBuffer();
      const answer = await upload(student.token, png, 'me.png', 'image/png');
      expect(answer.status).toBe(200);
      expect(answer.body.msg).toBe(SERVER_MESSAGES.photoUpdated);
      const photo = answer.body.data!.photo;
      expect(photo).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.webp$/);
      const me = await server.api<{ data: User }>('GET', 'user/getUser', { token: student.token });
      expect(me.body.data.photo).toBe(photo);

      const served = await expectServedPhoto(server.url, photo);
      // The weak tag @fastify/static gave the folder's photos: size and time written, in hex.
      expect(served.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
      const meta = await sharp(served.content).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 384 });

      // A new photo replaces the old file.
      const second = await upload(student.token, png, 'again.png', 'image/png');
      expect((await fetch(`${server.url}${second.body.data!.photo}`)).status).toBe(200);
      expect((await fetch(`${server.url}${photo}`)).status).toBe(404);
    });

    it('refuses a text file named .png (415) and leaves the photo alone', async () => {
      const user = await makeUser(server, 'student');
      const answer = await upload(user.token, Buffer.from('<script>alert(1)</script>'), 'evil.png', 'image/png');
      expect(answer.status).toBe(415);
      expect(answer.body).toEqual({ success: false, msg: SERVER_MESSAGES.unsupportedFile });
      expect((await server.db.select().from(users).where(eq(users.id, user.id)))[0]!.photo).toBeNull();
    });

    it('refuses a file over UPLOAD_MAX_MB (413)', async () => {
      const big = Buffer.alloc(1024 * 1024 + 10, 1);
      big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const answer = await upload(student.token, big, 'big.png', 'image/png');
      expect(answer.status).toBe(413);
      expect(answer.body.success).toBe(false);
    });

    it('needs a token', async () => {
      expect((await upload(undefined, Buffer.from('x'), 'a.png', 'image/png')).status).toBe(401);
    });

    it('answers 404 for an unknown photo', async () => {
      expect((await fetch(`${server.url}/uploads/photos/${'0'.repeat(32)}.webp`)).status).toBe(404);
    });
  });
});
