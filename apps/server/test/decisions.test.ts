import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_DECISION_MAX, DECISION_REASON_MAX, SERVER_MESSAGES, type RequestItem } from '@portal/domain';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

/** The server's clock is fixed at 11:30 in Kolkata on 2030-06-15, so "today" never flips during a run. */
const NOW = new Date('2030-06-15T06:00:00Z');

/**
 * Both kinds of request, as the decision calls see them: how a student asks for one, where the
 * approver lists and decides them.
 */
const KINDS = [
  {
    name: 'gatepass',
    noun: 'gate pass',
    own: 'gatepass',
    edit: 'gatepass/edit',
    approver: 'faculty/gatepass',
    form: (description: string) => ({ description, time: '2030-06-16T10:00:00+05:30' }),
    request: 'gatepass/request',
  },
  {
    name: 'leave',
    noun: 'leave application',
    own: 'leaveapplication',
    edit: 'leaveapplication/edit',
    approver: 'faculty/leave',
    request: 'leaveapplication/request',
    // Each leave on a day of its own: a student's applications may not overlap.
    form: (description: string, day = nextDay()) => ({ type: 'fullDay', description, date: day, toDate: day }),
  },
] as const;
type Kind = (typeof KINDS)[number];

let dayOffset = 0;
/** A new day after today for every leave, so no two of a student's applications overlap. */
const nextDay = () => {
  dayOffset += 1;
  return new Date(Date.UTC(2030, 5, 16 + dayOffset)).toISOString().slice(0, 10);
};

type Page = { data: RequestItem[]; total: number; page: number; limit: number };
type Outcomes = { data: { _id: string; outcome: string }[] };

describe.each(databases)('decisions with reasons, the decided list and approving several at once (%s)', (db) => {
  let server: TestServer;
  let student: Fixture; // CSE, year 3
  let advisor: Fixture; // CSE, advisor of year 3
  let hod: Fixture; // CSE HOD
  let otherAdvisor: Fixture; // CSE, advisor of year 1
  let meStudent: Fixture; // ME, year 2
  let admin: Fixture;

  const ask = async (kind: Kind, who: Fixture, description: string): Promise<RequestItem> => {
    const answer = await server.api('POST', kind.request, { token: who.token, body: kind.form(description) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const own = await server.api<{ data: RequestItem[] }>('GET', kind.own, { token: who.token });
    return own.body.data.find((item) => item.description === description)!;
  };
  const decide = (kind: Kind, who: Fixture, item: RequestItem, decision: 1 | -1, extra: Record<string, unknown> = {}) =>
    server.api('POST', `${kind.approver}/${item._id}/${decision}`, {
      token: who.token,
      body: { updatedAt: item.updatedAt, ...extra },
    });
  const ownItem = async (kind: Kind, who: Fixture, id: string) =>
    (await server.api<{ data: RequestItem[] }>('GET', kind.own, { token: who.token })).body.data.find(
      (item) => item._id === id,
    );
  const approveMany = (kind: Kind, who: Fixture, items: Pick<RequestItem, '_id' | 'updatedAt'>[], reason?: string) =>
    server.api<Outcomes>('POST', `${kind.approver}/approve`, {
      token: who.token,
      body: { requests: items.map(({ _id, updatedAt }) => ({ _id, updatedAt })), reason },
    });

  beforeAll(async () => {
    server = await startServer(db, { now: () => NOW });
    student = await makeUser(server, 'student', { name: 'Anjali Nair', department: 'CSE', currentYear: 3 });
    advisor = await makeUser(server, 'faculty', { name: 'Dr. Advisor', department: 'CSE', advisorYears: [3] });
    hod = await makeUser(server, 'faculty', { name: 'Dr. Head', department: 'CSE', isHod: true });
    otherAdvisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [1] });
    meStudent = await makeUser(server, 'student', { department: 'ME', currentYear: 2 });
    admin = await makeUser(server, 'admin');
  });
  afterAll(() => server?.close());

  describe.each(KINDS)('$noun', (kind) => {
    it('keeps the reason of a rejection, shows it to the student and the approver, and e-mails it', async () => {
      const item = await ask(kind, student, `Rejected with a reason ${kind.name}`);
      const sent = server.mails.length;
      const reason = '  Exams start that week.\nPlease ask again after them.  ';
      const answer = await decide(kind, advisor, item, -1, { reason });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);

      const trimmed = 'Exams start that week.\nPlease ask again after them.';
      expect(await ownItem(kind, student, item._id)).toMatchObject({ status: -1, reason: trimmed });
      const decided = await server.api<Page>('GET', `${kind.approver}?status=-1`, { token: advisor.token });
      expect(decided.body.data.find((one) => one._id === item._id)).toMatchObject({
        reason: trimmed,
        decidedBy: 'Dr. Advisor',
      });
      const mail = await server.mailTo(student.email, sent);
      expect(mail.text).toContain(`Reason: ${trimmed}`);
      expect(mail.text).toContain('rejected by Dr. Advisor');
    });

    it('decides without a reason as before: no body, or a blank reason, keeps none', async () => {
      const bare = await ask(kind, student, `No body ${kind.name}`);
      const blank = await ask(kind, student, `Blank reason ${kind.name}`);
      const sent = server.mails.length;
      const noBody = await server.api('POST', `${kind.approver}/${bare._id}/1`, { token: advisor.token });
      expect(noBody.status).toBe(200);
      expect((await decide(kind, advisor, blank, -1, { reason: ' \u200b ' })).status).toBe(200);
      expect(await ownItem(kind, student, bare._id)).toMatchObject({ status: 1, reason: null });
      expect(await ownItem(kind, student, blank._id)).toMatchObject({ status: -1, reason: null });
      for (const since of [sent, sent + 1]) {
        expect((await server.mailTo(student.email, since)).text).not.toContain('Reason:');
      }
    });

    it('takes a reason of up to 500 characters and refuses a longer one or a control character, deciding nothing', async () => {
      const item = await ask(kind, student, `Long reason ${kind.name}`);
      const tooLong = await decide(kind, advisor, item, -1, { reason: 'x'.repeat(501) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.msg).toBe('Maximum 500 characters');
      const control = await decide(kind, advisor, item, -1, { reason: 'Bad\u0000text' });
      expect(control.status).toBe(400);
      expect(control.body.msg).toBe(SERVER_MESSAGES.controlCharacters);
      expect(await ownItem(kind, student, item._id)).toMatchObject({ status: 0, reason: null });
      expect((await decide(kind, advisor, item, -1, { reason: 'y'.repeat(500) })).status).toBe(200);
      expect((await ownItem(kind, student, item._id))?.reason).toBe('y'.repeat(500));
    });

    it('drops the reason when the student edits the rejected request, which waits again', async () => {
      const item = await ask(kind, student, `Edited after a rejection ${kind.name}`);
      expect((await decide(kind, advisor, item, -1, { reason: 'Too vague' })).status).toBe(200);
      const edit = await server.api('POST', kind.edit, {
        token: student.token,
        body: { _id: item._id, ...kind.form(`Now with details ${kind.name}`) },
      });
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
      expect(await ownItem(kind, student, item._id)).toMatchObject({ status: 0, reason: null, decidedBy: null });
    });

    it("refuses another approver's student (403) and a wrong role (401, 403), with a reason too", async () => {
      const item = await ask(kind, student, `Not theirs ${kind.name}`);
      const outsider = await decide(kind, otherAdvisor, item, -1, { reason: 'Not mine to decide' });
      expect(outsider.status).toBe(403);
      expect(outsider.body.msg).toBe(SERVER_MESSAGES.outsideJurisdiction);
      for (const who of [student, admin]) {
        expect((await decide(kind, who, item, -1, { reason: 'No' })).status).toBe(403);
        expect((await approveMany(kind, who, [item])).status).toBe(403);
      }
      expect((await server.api('POST', `${kind.approver}/approve`, { body: { requests: [] } })).status).toBe(401);
      expect(await ownItem(kind, student, item._id)).toMatchObject({ status: 0, reason: null });
    });

    it('refuses a bulk approval of more than the most at once, or a malformed one, and decides nothing', async () => {
      const item = await ask(kind, student, `Bulk refused ${kind.name}`);
      const tooMany = Array.from({ length: BULK_DECISION_MAX + 1 }, () => item);
      const over = await approveMany(kind, advisor, tooMany);
      expect(over.status).toBe(400);
      expect(JSON.stringify(over.body)).toContain(`At most ${BULK_DECISION_MAX} requests at once`);
      for (const body of [
        {},
        { requests: 'all' },
        { requests: [{ _id: 'not-an-id' }] },
        { requests: [item], reason: 'x'.repeat(DECISION_REASON_MAX + 1) },
      ]) {
        const answer = await server.api('POST', `${kind.approver}/approve`, { token: advisor.token, body });
        expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      // A body past the server's limit is refused before it is read.
      const huge = await server.api('POST', `${kind.approver}/approve`, {
        token: advisor.token,
        body: { requests: [item], reason: 'x'.repeat(2_000_000) },
      });
      expect(huge.status).toBe(413);
      expect(await ownItem(kind, student, item._id)).toMatchObject({ status: 0, reason: null, decidedBy: null });
    });

    it('approves several at once, each on its own: one decided or edited meanwhile is left as it is', async () => {
      const [first, second, decidedMeanwhile, editedMeanwhile] = await Promise.all(
        ['first', 'second', 'decided meanwhile', 'edited meanwhile'].map((what) =>
          ask(kind, student, `Bulk ${what} ${kind.name}`),
        ),
      );
      const notTheirs = await ask(kind, meStudent, `Bulk of another department ${kind.name}`);
      // Another approver rejects one, and the student edits another, after the list was read.
      const before = server.mails.length;
      expect((await decide(kind, hod, decidedMeanwhile!, -1, { reason: 'Decided by the HOD' })).status).toBe(200);
      await server.mailTo(student.email, before);
      expect(
        (
          await server.api('POST', kind.edit, {
            token: student.token,
            body: { _id: editedMeanwhile!._id, ...kind.form(`Bulk edited meanwhile, changed ${kind.name}`) },
          })
        ).status,
      ).toBe(200);
      const missing = { _id: '00000000-0000-4000-8000-000000000000', updatedAt: first!.updatedAt };
      const sent = server.mails.length;

      const answer = await approveMany(
        kind,
        advisor,
        [first!, second!, decidedMeanwhile!, editedMeanwhile!, notTheirs, missing],
        'Enjoy',
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toEqual([
        { _id: first!._id, outcome: 'approved' },
        { _id: second!._id, outcome: 'approved' },
        { _id: decidedMeanwhile!._id, outcome: 'decided' },
        { _id: editedMeanwhile!._id, outcome: 'edited' },
        { _id: notTheirs._id, outcome: 'forbidden' },
        { _id: missing._id, outcome: 'not_found' },
      ]);
      expect(answer.body.msg).toBe('2 of 6 approved');

      expect(await ownItem(kind, student, first!._id)).toMatchObject({ status: 1, reason: 'Enjoy' });
      expect(await ownItem(kind, student, second!._id)).toMatchObject({ status: 1, decidedBy: 'Dr. Advisor' });
      // The HOD's rejection stands, with the HOD's reason.
      expect(await ownItem(kind, student, decidedMeanwhile!._id)).toMatchObject({
        status: -1,
        reason: 'Decided by the HOD',
        decidedBy: 'Dr. Head',
      });
      expect(await ownItem(kind, student, editedMeanwhile!._id)).toMatchObject({ status: 0 });
      expect(await ownItem(kind, meStudent, notTheirs._id)).toMatchObject({ status: 0 });
      // One e-mail per approval.
      await server.mailTo(student.email, sent);
      await server.mailTo(student.email, sent + 1);
    });

    it('refuses a bulk approval that is empty, too long or names a request twice (400)', async () => {
      const item = await ask(kind, student, `Bulk refused ${kind.name}`);
      expect((await approveMany(kind, advisor, [])).status).toBe(400);
      expect((await approveMany(kind, advisor, [item, item])).status).toBe(400);
      expect(
        (
          await approveMany(
            kind,
            advisor,
            Array.from({ length: 101 }, () => item),
          )
        ).status,
      ).toBe(400);
      expect((await approveMany(kind, advisor, [item], 'z'.repeat(501))).status).toBe(400);
      expect(await ownItem(kind, student, item._id)).toMatchObject({ status: 0 });
    });
  });

  describe('the decided list', () => {
    let decided: { approved: string[]; rejected: string[] };

    beforeAll(async () => {
      // A student of the advisor's with requests of their own, decided one after the other.
      const own = await makeUser(server, 'student', { name: 'Zoya Kurian', department: 'CSE', currentYear: 3 });
      const kind = KINDS[0];
      decided = { approved: [], rejected: [] };
      for (let index = 0; index < 5; index += 1) {
        const item = await ask(kind, own, `Decided list ${index}`);
        const decision = index % 2 === 0 ? 1 : -1;
        expect((await decide(kind, advisor, item, decision, { reason: `Because ${index}` })).status).toBe(200);
        (decision === 1 ? decided.approved : decided.rejected).push(item._id);
      }
      await ask(kind, own, 'Decided list, still pending');
    });

    it('pages the decided requests, approved and rejected, with the total, and filters them', async () => {
      const first = await server.api<Page>('GET', 'faculty/gatepass?status=decided&search=zoya&limit=2', {
        token: advisor.token,
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.total).toBe(5);
      expect(first.body.data).toHaveLength(2);
      const second = await server.api<Page>('GET', 'faculty/gatepass?status=decided&search=ZOYA&limit=2&page=2', {
        token: advisor.token,
      });
      const third = await server.api<Page>('GET', 'faculty/gatepass?status=decided&search=zoya&limit=2&page=3', {
        token: advisor.token,
      });
      const all = [...first.body.data, ...second.body.data, ...third.body.data];
      expect(new Set(all.map((item) => item._id)).size).toBe(5);
      expect(all.every((item) => item.status !== 0 && item.reason?.startsWith('Because'))).toBe(true);

      const rejected = await server.api<Page>('GET', 'faculty/gatepass?status=-1&search=Zoya%20Kurian', {
        token: advisor.token,
      });
      expect(rejected.body.data.map((item) => item._id).sort()).toEqual([...decided.rejected].sort());
      expect(rejected.body.total).toBe(2);
      // The HOD sees the department's; an advisor of another year sees none of them.
      const hodList = await server.api<Page>('GET', 'faculty/gatepass?status=decided&search=zoya', {
        token: hod.token,
      });
      expect(hodList.body.total).toBe(5);
      const other = await server.api<Page>('GET', 'faculty/gatepass?status=decided&search=zoya', {
        token: otherAdvisor.token,
      });
      expect(other.body.total).toBe(0);
    });

    it('refuses a search with a control character or an unknown status (400)', async () => {
      for (const query of ['status=decided&search=%00', 'status=closed', 'status=2']) {
        const answer = await server.api('GET', `faculty/gatepass?${query}`, { token: advisor.token });
        expect(answer.status, query).toBe(400);
      }
    });
  });
});
