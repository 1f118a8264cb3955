import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseResource, Gatepass, GatepassVerifyResult } from '@portal/domain';
import { queryRows } from '../src/db/client.js';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.js';
import { tinyPdf } from '../src/modules/resources/index.js';
import { PASSWORD, TEST_SECRET, databases, freshDatabase, makeUser, type Fixture } from './helpers.js';
import { compilerDesign } from './support/teaching.js';
import { uploadPhoto, uploadResources } from './support/uploads.js';
import { startPortalProcess, type PortalProcess } from './support/portal-process.js';

/**
 * Two server processes, as on two machines behind a load balancer (docs/deployment.md, "Several
 * machines"): one PostgreSQL database, one JWT_SECRET, one store for uploaded files, and nothing
 * else shared. Every check goes through their HTTP APIs alone. PostgreSQL only: the embedded
 * database belongs to one process.
 */

/**
 * Where uploaded files live, the one thing to change for another store: both processes get exactly
 * `env`. A bucket instead of the shared folder is `s3.env(bucket)` of test/support/s3-stand-in.ts.
 */
function sharedFileStorage(): { env: Record<string, string>; remove: () => void } {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-shared-files-'));
  return { env: { DATA_DIR: dataDir }, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * A fixed-offset time zone where it is about noon now, so a gate pass made for now is on the same
 * day at both gates for the whole run, whenever the run happens.
 */
function zoneAtNoon(): string {
  const offset = 12 - new Date().getUTCHours();
  if (offset === 0) return 'Etc/GMT';
  // The Etc zones name the offset with the opposite sign: Etc/GMT-5 is five hours ahead of UTC.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

const PDF = tinyPdf(['Shared notes']);

interface Answer<T> {
  status: number;
  body: T & { success: boolean; msg?: string };
}

describe.runIf(databases.includes('postgres'))('two server processes on one PostgreSQL database', () => {
  let one: PortalProcess;
  let other: PortalProcess;
  const running: PortalProcess[] = [];
  let dropDatabase: () => Promise<void> = async () => {};
  let files: ReturnType<typeof sharedFileStorage> | undefined;
  let admin: Fixture;
  let faculty: Fixture; // CSE, advisor of year 3
  let security: Fixture;
  let students: Fixture[];
  let migrationsApplied = 0;

  const call = async <T = Record<string, unknown>>(
    server: PortalProcess,
    method: string,
    apiPath: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const answer = await fetch(`${server.base}/api/${apiPath}`, init);
    return { status: answer.status, body: (await answer.json()) as Answer<T>['body'] };
  };
  const bytesAt = async (server: PortalProcess, urlPath: string) => {
    const answer = await fetch(`${server.base}${urlPath}`);
    return {
      status: answer.status,
      type: answer.headers.get('content-type'),
      bytes: Buffer.from(await answer.arrayBuffer()),
    };
  };

  beforeAll(async () => {
    // An empty database: both processes start at once and find the migrations to run.
    const database = await freshDatabase('postgres', { empty: true });
    dropDatabase = database.drop;
    files = sharedFileStorage();
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET: TEST_SECRET,
      DEMO_DATA: 'off',
      TIME_ZONE: zoneAtNoon(),
      ...files.env,
    };
    try {
      // Settled one by one, so a process that did start is stopped after the other failed.
      const started = await Promise.allSettled([startPortalProcess(env), startPortalProcess(env)]);
      for (const result of started) if (result.status === 'fulfilled') running.push(result.value);
      for (const result of started) if (result.status === 'rejected') throw result.reason;
      [one, other] = running as [PortalProcess, PortalProcess];
      const accounts = { db: database.handle.db, jwtSecret: TEST_SECRET, now: () => new Date() };
      admin = await makeUser(accounts, 'admin');
      faculty = await makeUser(accounts, 'faculty', { department: 'CSE', advisorYears: [3] });
      security = await makeUser(accounts, 'security');
      students = [];
      for (let index = 0; index < 4; index += 1) {
        students.push(await makeUser(accounts, 'student', { department: 'CSE', currentYear: 3 }));
      }
      migrationsApplied = (
        await queryRows<{ count: number }>(
          database.handle.db,
          sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
        )
      )[0]!.count;
    } finally {
      await database.handle.close();
    }
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.stop()));
    await dropDatabase();
    files?.remove();
  });

  it('both started together on an empty database, which was migrated once', () => {
    // Each migration once: the two processes took turns under the migration lock.
    const committed = readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')).length;
    expect(migrationsApplied).toBe(committed);
  });

  it('shows an account changed through one at the other on its next call, each way', async () => {
    const student = students[1]!;
    for (let round = 0; round < 10; round += 1) {
      const [through, next] = round % 2 === 0 ? [one, other] : [other, one];
      // Both processes hold the account in their cache.
      await call(through, 'GET', 'user/getUser', { token: student.token });
      await call(next, 'GET', 'user/getUser', { token: student.token });
      const name = `Renamed ${round}`;
      const renamed = await call(through, 'POST', 'admin/updateuser', {
        token: admin.token,
        body: { _id: student.id, name },
      });
      expect(renamed.status).toBe(200);
      const seen = await call<{ data: { name: string } }>(next, 'GET', 'user/getUser', { token: student.token });
      expect(seen.body.data.name).toBe(name);
    }
  });

  it('refuses an account deactivated through one at the other on its next call', async () => {
    const [student] = students as [Fixture];
    // Both processes hold the account in their cache.
    expect((await call(one, 'GET', 'user/getUser', { token: student.token })).status).toBe(200);
    expect((await call(other, 'GET', 'user/getUser', { token: student.token })).status).toBe(200);

    const deactivated = await call(one, 'POST', 'admin/updateuser', {
      token: admin.token,
      body: { _id: student.id, active: false },
    });
    expect(deactivated.status).toBe(200);

    expect((await call(other, 'GET', 'user/getUser', { token: student.token })).status).toBe(401);
    expect((await call(one, 'GET', 'user/getUser', { token: student.token })).status).toBe(401);
  });

  it('serves a photo uploaded through one from the other, and shows it at once', async () => {
    const student = students[1]!;
    expect((await call(other, 'GET', 'user/getUser', { token: student.token })).status).toBe(200);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1565c0' } })
      .png()
      .toBuffer();
    const uploaded = await uploadPhoto(one.base, student.token, { content: png, name: 'me.png', type: 'image/png' });
    expect(uploaded.status).toBe(200);
    const { photo } = uploaded.body.data!;

    const there = await bytesAt(other, photo);
    expect(there.status).toBe(200);
    expect(there.type).toBe('image/webp');
    expect(there.bytes.equals((await bytesAt(one, photo)).bytes)).toBe(true);
    const seen = await call<{ data: { photo: string } }>(other, 'GET', 'user/getUser', { token: student.token });
    expect(seen.body.data.photo).toBe(photo);
  });

  it('serves a course resource uploaded through one from the other', async () => {
    const subject = await call(one, 'POST', 'admin/subject', { token: admin.token, body: compilerDesign(faculty.id) });
    expect(subject.status).toBe(201);
    const fields = { type: 'notes', department: 'CSE', semester: '6', subject: 'CS601', topic: 'Module 1' };
    const uploaded = await uploadResources(one.base, faculty.token, { ...fields, description: 'Notes' }, [
      { name: 'notes.pdf', content: PDF },
    ]);
    expect(uploaded.status).toBe(201);

    const listed = await call<{ data: CourseResource[] }>(other, 'GET', 'shared/resources?department=CSE&semester=6', {
      token: admin.token,
    });
    const file = listed.body.data[0]!.resources[0]!;
    const download = await bytesAt(other, file.url);
    expect(download.status).toBe(200);
    expect(download.bytes.equals(PDF)).toBe(true);
  });

  describe('gate passes', () => {
    const student = () => students[2]!;
    /** A pass for now, requested through one process and approved through the other. */
    const approvedPass = async (description: string): Promise<string> => {
      const requested = await call(one, 'POST', 'gatepass/request', {
        token: student().token,
        body: { description, time: new Date().toISOString() },
      });
      expect(requested.status).toBe(201);
      const own = await call<{ data: Gatepass[] }>(other, 'GET', 'gatepass', { token: student().token });
      const pass = own.body.data.find((item) => item.description === description)!;
      expect((await call(other, 'POST', `faculty/gatepass/${pass._id}/1`, { token: faculty.token })).status).toBe(200);
      return pass._id;
    };
    const verify = (server: PortalProcess, id: string) =>
      call<{ data: GatepassVerifyResult }>(server, 'POST', 'security/verify', {
        token: security.token,
        body: { gatepassId: id },
      }).then((answer) => answer.body.data);

    it('lets a pass through at one gate, and refuses it as used at the other', async () => {
      const id = await approvedPass('To the bank');
      expect(await verify(one, id)).toMatchObject({ valid: true, reason: 'valid' });
      expect(await verify(other, id)).toMatchObject({ valid: false, reason: 'already_used' });
    });

    it('lets exactly one of two scans at once through, one at each gate', async () => {
      const ids = [await approvedPass('Race 1'), await approvedPass('Race 2'), await approvedPass('Race 3')];
      for (const id of ids) {
        const verdicts = await Promise.all([verify(one, id), verify(other, id)]);
        expect(verdicts.map((verdict) => verdict.reason).sort()).toEqual(['already_used', 'valid']);
      }
    });
  });

  it('counts sign-in failures made at both, and refuses at both past the limit', async () => {
    const student = students[3]!;
    const signIn = (server: PortalProcess, password: string) =>
      call(server, 'POST', 'auth/signin', { body: { email: student.email, password } });
    // Ten wrong passwords, five at each: neither process saw the limit alone.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(attempt % 2 === 0 ? one : other, 'Wrong-password1')).status).toBe(401);
    }
    expect((await signIn(one, PASSWORD)).status).toBe(429);
    expect((await signIn(other, PASSWORD)).status).toBe(429);
  });

  it.each([
    ['payment', 'payment/types'],
    ['feedback', 'feedback/category/student'],
  ])('follows the %s switch changed through the other at once, each way', async (feature, studentPath) => {
    const student = students[1]!;
    const read = async (server: PortalProcess) =>
      (await call(server, 'GET', studentPath, { token: student.token })).status;
    for (let round = 0; round < 6; round += 1) {
      const [through, next] = round % 2 === 0 ? [one, other] : [other, one];
      const on = round % 2 === 1;
      // Both processes hold the switches in their cache.
      await read(through);
      await read(next);
      const changed = await call(through, 'POST', `admin/stats/${feature}/${on ? 1 : 0}`, { token: admin.token });
      expect(changed.status).toBe(200);
      expect(await read(next)).toBe(on ? 200 : 403);
    }
  });
});
