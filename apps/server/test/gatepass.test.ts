import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type Gatepass, type GatepassVerifyResult } from '@portal/domain';
import { gatepasses, scans } from '../src/modules/gatepass/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';
import { raceApprovalAgainstEdit } from './support/edit-race.js';

/** The server's clock is fixed at 11:30 in Kolkata, so "today" never flips during a run. */
const NOW = new Date('2030-06-15T06:00:00Z');
const TODAY = '2030-06-15T16:00:00+05:30';
const TOMORROW = '2030-06-16T10:00:00+05:30';
const YESTERDAY = '2030-06-14T10:00:00+05:30';

describe.each(databases)('gate passes on %s', (kind) => {
  let server: TestServer;
  let student: Fixture;
  let otherStudent: Fixture;
  let meStudent: Fixture;
  let advisor: Fixture; // CSE, advisor of year 3
  let otherAdvisor: Fixture; // CSE, advisor of year 1
  let hod: Fixture; // CSE HOD, advises no year
  let meHod: Fixture; // ME HOD
  let security: Fixture;
  let admin: Fixture;

  const passCount = async () => (await server.db.select().from(gatepasses)).length;
  const passById = async (id: string) => (await server.db.select().from(gatepasses).where(eq(gatepasses.id, id)))[0];
  const request = async (who: Fixture, description = 'Going to the bank', time = TODAY) => {
    const answer = await server.api('POST', 'gatepass/request', { token: who.token, body: { description, time } });
    expect(answer.status).toBe(201);
    const list = await server.api<{ data: Gatepass[] }>('GET', 'gatepass', { token: who.token });
    // The list is ordered by the pass's time: the one just made is the latest created.
    return list.body.data.reduce((latest, pass) => (pass.createdAt > latest.createdAt ? pass : latest));
  };
  const decide = (who: Fixture, id: string, decision: 1 | -1) =>
    server.api('POST', `faculty/gatepass/${id}/${decision}`, { token: who.token });
  const verify = (input: unknown, who = security) =>
    server.api<{ data: GatepassVerifyResult }>('POST', 'security/verify', {
      token: who.token,
      body: { gatepassId: input },
    });

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    student = await makeUser(server, 'student', { name: 'Anjali Nair', department: 'CSE', currentYear: 3 });
    otherStudent = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    meStudent = await makeUser(server, 'student', { department: 'ME', currentYear: 2 });
    advisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [3] });
    otherAdvisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [1] });
    hod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    meHod = await makeUser(server, 'faculty', { department: 'ME', isHod: true });
    security = await makeUser(server, 'security');
    admin = await makeUser(server, 'admin');
  });
  afterAll(() => server?.close());

  describe('request', () => {
    it('creates a pending pass for the student', async () => {
      const answer = await server.api('POST', 'gatepass/request', {
        token: student.token,
        body: { description: '  Dentist appointment  ', time: TODAY },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, msg: MESSAGES.gatepassRequested });
      const list = await server.api<{ data: Gatepass[] }>('GET', 'gatepass', { token: student.token });
      expect(list.body.data[0]).toMatchObject({
        description: 'Dentist appointment',
        status: 0,
        name: 'Anjali Nair',
        email: student.email,
        time: new Date(TODAY).toISOString(),
      });
    });

    it.each([
      [{ description: '   ', time: TODAY }, MESSAGES.required, 'description'],
      [{ time: TODAY }, MESSAGES.required, 'description'],
      [{ description: 'x', time: 'tomorrow' }, MESSAGES.required, 'time'],
    ])('refuses bad input %j with 400 and writes nothing', async (body, msg, path) => {
      const before = await passCount();
      const answer = await server.api('POST', 'gatepass/request', { token: student.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.msg).toBe(msg);
      expect(answer.body.errors?.[0]).toEqual({ path, message: msg });
      expect(await passCount()).toBe(before);
    });

    it('refuses a time before today, but allows earlier today', async () => {
      const before = await passCount();
      const past = await server.api('POST', 'gatepass/request', {
        token: student.token,
        body: { description: 'x', time: YESTERDAY },
      });
      expect(past.status).toBe(400);
      expect(past.body.msg).toBe(SERVER_MESSAGES.gatepassTimeInPast);
      expect(await passCount()).toBe(before);
      const earlierToday = await server.api('POST', 'gatepass/request', {
        token: student.token,
        body: { description: 'x', time: '2030-06-15T00:30:00+05:30' },
      });
      expect(earlierToday.status).toBe(201);
    });

    it('needs a token (401) and the student role (403)', async () => {
      const body = { description: 'x', time: TODAY };
      expect((await server.api('POST', 'gatepass/request', { body })).status).toBe(401);
      for (const who of [advisor, security, admin]) {
        expect((await server.api('POST', 'gatepass/request', { token: who.token, body })).status).toBe(403);
        expect((await server.api('GET', 'gatepass', { token: who.token })).status).toBe(403);
      }
      expect((await server.api('GET', 'gatepass')).status).toBe(401);
    });

    it('lists only the own passes, newest first', async () => {
      await request(otherStudent, 'First');
      await request(otherStudent, 'Second');
      const list = await server.api<{ data: Gatepass[] }>('GET', 'gatepass/', { token: otherStudent.token });
      expect(list.body.data.map((pass) => pass.description)).toEqual(['Second', 'First']);
    });
  });

  describe('edit and cancel', () => {
    it('lets the owner edit a pending pass', async () => {
      const pass = await request(student);
      const answer = await server.api('POST', 'gatepass/edit', {
        token: student.token,
        body: { _id: pass._id, description: 'Changed', time: TOMORROW },
      });
      expect(answer.body).toEqual({ success: true, msg: MESSAGES.gatepassUpdated });
      const row = await passById(pass._id);
      expect(row).toMatchObject({ description: 'Changed', status: 0 });
      expect(row!.time.toISOString()).toBe(new Date(TOMORROW).toISOString());
    });

    it('refuses a blank description with 400 and keeps the pass', async () => {
      const pass = await request(student, 'Original');
      const answer = await server.api('POST', 'gatepass/edit', {
        token: student.token,
        body: { _id: pass._id, description: ' ', time: TODAY },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(MESSAGES.required);
      expect((await passById(pass._id))!.description).toBe('Original');
    });

    it("refuses another student's pass for edit and cancel (403) and leaves it unchanged", async () => {
      const pass = await request(student, 'Mine');
      const edit = await server.api('POST', 'gatepass/edit', {
        token: otherStudent.token,
        body: { _id: pass._id, description: 'Hijacked', time: TODAY },
      });
      expect(edit.status).toBe(403);
      const cancel = await server.api('POST', 'gatepass/cancel', {
        token: otherStudent.token,
        body: { deleteId: pass._id },
      });
      expect(cancel.status).toBe(403);
      expect(await passById(pass._id)).toMatchObject({ description: 'Mine', status: 0 });
    });

    it('sends an edited rejected pass back to pending', async () => {
      const pass = await request(student);
      expect((await decide(advisor, pass._id, -1)).status).toBe(200);
      const answer = await server.api('POST', 'gatepass/edit', {
        token: student.token,
        body: { _id: pass._id, description: 'Please', time: TODAY },
      });
      expect(answer.status).toBe(200);
      expect(await passById(pass._id)).toMatchObject({ status: 0, decidedBy: null, decidedAt: null });
    });

    it('freezes an approved pass for its owner (409 for edit and cancel)', async () => {
      const pass = await request(student, 'Approved one');
      expect((await decide(advisor, pass._id, 1)).status).toBe(200);
      const edit = await server.api('POST', 'gatepass/edit', {
        token: student.token,
        body: { _id: pass._id, description: 'Sneaky', time: TOMORROW },
      });
      expect(edit.status).toBe(409);
      expect(edit.body.msg).toBe(SERVER_MESSAGES.gatepassFrozen);
      const cancel = await server.api('POST', 'gatepass/cancel', {
        token: student.token,
        body: { deleteId: pass._id },
      });
      expect(cancel.status).toBe(409);
      expect(await passById(pass._id)).toMatchObject({ description: 'Approved one', status: 1 });
    });

    it('cancels a pending or rejected pass', async () => {
      const pending = await request(student);
      const answer = await server.api('POST', 'gatepass/cancel', {
        token: student.token,
        body: { deleteId: pending._id },
      });
      expect(answer.body).toEqual({ success: true, msg: MESSAGES.deleted });
      expect(await passById(pending._id)).toBeUndefined();
      const rejected = await request(student);
      await decide(advisor, rejected._id, -1);
      expect(
        (await server.api('POST', 'gatepass/cancel', { token: student.token, body: { deleteId: rejected._id } }))
          .status,
      ).toBe(200);
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      const bad = await server.api('POST', 'gatepass/cancel', { token: student.token, body: { deleteId: 'nope' } });
      expect(bad.status).toBe(400);
      const unknown = await server.api('POST', 'gatepass/cancel', {
        token: student.token,
        body: { deleteId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('faculty approval', () => {
    it("lists the passes of the member's students only, with the holder's details", async () => {
      const pass = await request(student, 'For the advisor');
      const mePass = await request(meStudent, 'For the ME HOD');
      type Page = { data: Gatepass[]; total: number; page: number; limit: number };
      const mine = await server.api<Page>('GET', 'faculty/gatepass', { token: advisor.token });
      expect(mine.status).toBe(200);
      expect(mine.body.data.some((p) => p._id === pass._id)).toBe(true);
      expect(mine.body.data.some((p) => p._id === mePass._id)).toBe(false);
      expect(mine.body.data.every((p) => p.status === 0)).toBe(true);
      expect(mine.body.total).toBe(mine.body.data.length);
      expect(mine.body.data.find((p) => p._id === pass._id)).toMatchObject({
        name: 'Anjali Nair',
        email: student.email,
        department: 'CSE',
        currentYear: 3,
        description: 'For the advisor',
      });
      const notMine = await server.api<Page>('GET', 'faculty/gatepass?status=0', { token: otherAdvisor.token });
      expect(notMine.body.data).toEqual([]);
      const hodList = await server.api<Page>('GET', 'faculty/gatepass', { token: hod.token });
      expect(hodList.body.data.some((p) => p._id === pass._id)).toBe(true);
      const paged = await server.api<Page>('GET', 'faculty/gatepass?page=1&limit=1', { token: hod.token });
      expect(paged.body.data).toHaveLength(1);
      expect(paged.body.total).toBe(hodList.body.total);
    });

    it('needs the faculty role', async () => {
      expect((await server.api('GET', 'faculty/gatepass')).status).toBe(401);
      expect((await server.api('GET', 'faculty/gatepass', { token: student.token })).status).toBe(403);
      expect((await server.api('GET', 'faculty/gatepass', { token: security.token })).status).toBe(403);
      const pass = await request(student);
      expect((await decide(student, pass._id, 1)).status).toBe(403);
      expect((await decide(admin, pass._id, 1)).status).toBe(403);
      expect((await passById(pass._id))!.status).toBe(0);
    });

    it('refuses faculty outside their jurisdiction (403) and leaves the pass', async () => {
      const pass = await request(student);
      for (const outsider of [otherAdvisor, meHod]) {
        const answer = await decide(outsider, pass._id, 1);
        expect(answer.status).toBe(403);
        expect(answer.body.msg).toBe(SERVER_MESSAGES.outsideJurisdiction);
      }
      expect(await passById(pass._id)).toMatchObject({ status: 0, decidedBy: null });
    });

    it('lets an HOD decide department-wide and records who and when', async () => {
      const pass = await request(student);
      const answer = await decide(hod, pass._id, 1);
      expect(answer.body).toEqual({ success: true, msg: SERVER_MESSAGES.gatepassApproved });
      const row = await passById(pass._id);
      expect(row).toMatchObject({ status: 1, decidedBy: hod.id });
      expect(row!.decidedAt?.toISOString()).toBe(NOW.toISOString());
      const list = await server.api<{ data: Gatepass[] }>('GET', 'faculty/gatepass?status=1', { token: hod.token });
      expect(list.body.data.find((p) => p._id === pass._id)?.decidedBy).toMatch(/Faculty/);
    });

    it('refuses to decide a pass twice (409)', async () => {
      const pass = await request(student);
      expect((await decide(advisor, pass._id, -1)).status).toBe(200);
      const again = await decide(hod, pass._id, 1);
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(SERVER_MESSAGES.gatepassNotPending);
      expect(await passById(pass._id)).toMatchObject({ status: -1, decidedBy: advisor.id });
    });

    it('never approves an edited pass in a version the approver did not see (409)', async () => {
      await raceApprovalAgainstEdit(10, async () => {
        const seen = await request(student, 'As read');
        const [decision, edit] = await Promise.all([
          server.api('POST', `faculty/gatepass/${seen._id}/1`, {
            token: advisor.token,
            body: { updatedAt: seen.updatedAt },
          }),
          server.api('POST', 'gatepass/edit', {
            token: student.token,
            body: { _id: seen._id, description: 'Changed meanwhile', time: TODAY },
          }),
        ]);
        return {
          decision,
          edit,
          row: (await passById(seen._id))!,
          seenDescription: 'As read',
          editedDescription: 'Changed meanwhile',
        };
      });
    });

    // Both decisions are in flight at once over HTTP, ten times. PostgreSQL runs their queries side
    // by side on two connections; PGlite runs one query at a time, so there the two handlers
    // interleave between queries. Either way the conditional update lets exactly one win.
    it("lets exactly one of two approvers deciding at once win, and keeps the winner's decision", async () => {
      for (let round = 0; round < 10; round += 1) {
        const pass = await request(student, `Round ${round}`);
        const [approve, reject] = await Promise.all([decide(advisor, pass._id, 1), decide(hod, pass._id, -1)]);
        expect([approve.status, reject.status].sort()).toEqual([200, 409]);
        const row = await passById(pass._id);
        expect(row!.status).toBe(approve.status === 200 ? 1 : -1);
        expect(row!.decidedBy).toBe(approve.status === 200 ? advisor.id : hod.id);
      }
    });

    it('refuses a bad decision or id with 400', async () => {
      const pass = await request(student);
      expect((await server.api('POST', `faculty/gatepass/${pass._id}/2`, { token: hod.token })).status).toBe(400);
      expect((await server.api('POST', 'faculty/gatepass/not-an-id/1', { token: hod.token })).status).toBe(400);
      expect((await passById(pass._id))!.status).toBe(0);
    });
  });

  describe('public view', () => {
    it('shows only the name, photo, time and status, without a token', async () => {
      const pass = await request(student);
      const answer = await server.api('GET', `gatepass/view/${pass._id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        data: { name: 'Anjali Nair', photo: null, time: new Date(TODAY).toISOString(), status: 0 },
      });
    });

    it.each(['00000000-0000-4000-8000-000000000000', 'garbage', "1' or '1'='1"])('answers 404 for %s', async (id) => {
      const answer = await server.api('GET', `gatepass/view/${encodeURIComponent(id)}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ success: false, msg: MESSAGES.gatepassNotFound });
    });
  });

  describe('verification at the gate', () => {
    const scansOf = async (id: string) => server.db.select().from(scans).where(eq(scans.gatepassId, id));

    it('accepts an approved pass for today once, by id or by URL, and logs each scan', async () => {
      const pass = await request(student, 'Exit today', TODAY);
      await decide(advisor, pass._id, 1);
      const first = await verify(`http://localhost:3000/gatepass/view/${pass._id}`);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        valid: true,
        reason: 'valid',
        name: 'Anjali Nair',
        department: 'CSE',
        currentYear: 3,
        time: new Date(TODAY).toISOString(),
        usedAt: NOW.toISOString(),
      });
      const second = await verify(pass._id);
      expect(second.body.data).toMatchObject({ valid: false, reason: 'already_used', usedAt: NOW.toISOString() });
      // NOW is 06:00 UTC on June 15th 2030: 11:30 am in India, written as every screen writes it.
      expect(second.body.data.message).toBe('Already used at Sat 15 Jun 2030, 11:30 am');
      const logged = await scansOf(pass._id);
      expect(logged.map((scan) => scan.result).sort()).toEqual(['already_used', 'valid']);
      expect(logged.every((scan) => scan.scannedBy === security.id)).toBe(true);
    });

    it('refuses a pass that is not approved or not for today', async () => {
      const pending = await request(student, 'Pending', TODAY);
      expect((await verify(pending._id)).body.data).toMatchObject({
        valid: false,
        reason: 'not_approved',
        name: 'Anjali Nair',
      });
      const rejected = await request(student, 'Rejected', TODAY);
      await decide(advisor, rejected._id, -1);
      expect((await verify(rejected._id)).body.data.reason).toBe('not_approved');
      const tomorrow = await request(student, 'Tomorrow', TOMORROW);
      await decide(advisor, tomorrow._id, 1);
      expect((await verify(tomorrow._id)).body.data).toMatchObject({ valid: false, reason: 'wrong_day', usedAt: null });
      expect((await passById(tomorrow._id))!.usedAt).toBeNull();
      expect((await scansOf(tomorrow._id))[0]?.result).toBe('wrong_day');
    });

    it('refuses unknown ids and garbage, and logs them too', async () => {
      const before = (await server.db.select().from(scans)).length;
      const unknown = await verify('00000000-0000-4000-8000-000000000000');
      expect(unknown.body.data).toMatchObject({
        valid: false,
        reason: 'not_found',
        message: MESSAGES.invalidGatepass,
        name: null,
      });
      expect((await verify('hello there')).body.data.reason).toBe('not_found');
      const rows = await server.db.select().from(scans);
      expect(rows.length).toBe(before + 2);
      expect(
        rows.some((row) => row.rawInput === 'hello there' && row.gatepassId === null && row.result === 'not_found'),
      ).toBe(true);
    });

    it('answers 400 to a body that is not a string, and needs the security role', async () => {
      expect((await verify(42)).status).toBe(400);
      expect((await server.api('POST', 'security/verify', { token: security.token, body: {} })).status).toBe(400);
      expect((await server.api('POST', 'security/verify', { body: { gatepassId: 'x' } })).status).toBe(401);
      for (const who of [student, advisor, admin]) {
        expect((await verify('x', who)).status).toBe(403);
      }
    });
  });
});
