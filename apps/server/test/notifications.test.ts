import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  EMAIL_BY_DEFAULT,
  MESSAGES,
  SERVER_MESSAGES,
  notificationKindsFor,
  type NotificationItem,
  type NotificationKind,
  type NotificationsPage,
} from '@portal/domain';
import { tinyPdf } from '../src/modules/resources/index.js';
import { databases, makeUser, startServer, waitFor, type Fixture, type TestServer } from './helpers.js';
import { openEventStream } from './support/event-stream.js';

/** 11:30 in Kolkata on Saturday 2030-06-15: the even term, so year 3 is in S6. */
const NOW = new Date('2030-06-15T06:00:00Z');
const TOMORROW = '2030-06-16T16:00:00+05:30';
/** Weekdays before NOW, for attendance. */
const DAYS = ['2030-06-03', '2030-06-04', '2030-06-05', '2030-06-06', '2030-06-07', '2030-06-10', '2030-06-11'];
const SOMEONE_ELSES = '00000000-0000-4000-8000-000000000000';

/**
 * Notifications (docs/rules.md, "Notifications"): every kind reaches whom it concerns and nobody
 * else, with its e-mail where chosen; the list, read/unread, paging and preferences; the live
 * stream; and a reaction that fails never fails the change. One server per database for the file.
 */
describe.each(databases)('notifications on %s', (kind) => {
  let server: TestServer;
  let admin: Fixture;
  let advisor: Fixture; // CSE, advisor of year 3
  let hod: Fixture; // CSE HOD
  let otherAdvisor: Fixture; // CSE, advisor of year 2
  let meHod: Fixture; // ME HOD
  let teacher: Fixture; // CSE, teaches cs601 (S6), advises nobody
  let a: Fixture; // CSE year 3
  let b: Fixture; // CSE year 3
  let c: Fixture; // ME year 2
  let away: Fixture; // CSE year 3, inactive
  let security: Fixture;
  let subjectId = '';

  const call = <T = Record<string, unknown>>(who: Fixture | undefined, method: string, path: string, body?: unknown) =>
    server.api<T>(method, path, { token: who?.token, body });
  const list = async (who: Fixture, query = 'limit=100') => {
    const answer = await call<NotificationsPage>(who, 'GET', `notifications?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const ofKind = async (who: Fixture, wanted: NotificationKind): Promise<NotificationItem[]> =>
    (await list(who)).data.filter((item) => item.kind === wanted);
  /** Waits for the reactions that run after a change's commit. */
  const settled = () => server.app.ctx.hooks.settled();

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW, notifications: { live: { heartbeatMs: 100 } } });
    admin = await makeUser(server, 'admin');
    advisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [3] });
    hod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    otherAdvisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [2] });
    meHod = await makeUser(server, 'faculty', { department: 'ME', isHod: true });
    teacher = await makeUser(server, 'faculty', { department: 'CSE' });
    a = await makeUser(server, 'student', { name: 'Anu A', department: 'CSE', currentYear: 3 });
    b = await makeUser(server, 'student', { name: 'Bala B', department: 'CSE', currentYear: 3 });
    c = await makeUser(server, 'student', { department: 'ME', currentYear: 2 });
    away = await makeUser(server, 'student', { department: 'CSE', currentYear: 3, active: false });
    security = await makeUser(server, 'security');
    const subject = await call<{ data: { _id: string } }>(admin, 'POST', 'admin/subject', {
      name: 'Compiler Design',
      code: 'cs601',
      courseType: 'theory',
      department: 'CSE',
      semester: 6,
      taughtBy: teacher.id,
    });
    expect(subject.status).toBe(201);
    subjectId = subject.body.data._id;
  });
  afterAll(async () => server?.close());

  describe('each kind reaches whom it concerns, and nobody else', () => {
    it('a gate pass: its approvers when it arrives, the student (and by e-mail) when decided', async () => {
      expect((await call(a, 'POST', 'gatepass/request', { description: 'Dentist', time: TOMORROW })).status).toBe(201);
      for (const approver of [advisor, hod]) {
        const [pending] = await ofKind(approver, 'request_pending');
        expect(pending).toMatchObject({ title: 'A gate pass waits for your decision', link: '/requests', read: false });
        expect(pending!.body).toContain('Anu A');
      }
      for (const bystander of [otherAdvisor, meHod, teacher, a, b])
        expect(await ofKind(bystander, 'request_pending')).toEqual([]);

      const [pass] = (await call<{ data: { _id: string }[] }>(a, 'GET', 'gatepass')).body.data;
      const since = server.mails.length;
      expect((await call(advisor, 'POST', `faculty/gatepass/${pass!._id}/1`)).status).toBe(200);
      const [decided] = await ofKind(a, 'gatepass_decided');
      expect(decided).toMatchObject({ title: 'Your gate pass was approved', link: '/gatepass', read: false });
      expect(await ofKind(b, 'gatepass_decided')).toEqual([]);
      // The decision e-mail is the requests module's, unchanged, through the outbox.
      const mail = await server.mailTo(a.email, since);
      expect(mail).toMatchObject({ subject: 'Your gate pass was approved' });
      expect(mail.text).toContain('was approved by');
      expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    });

    it('a leave application: its approvers when it arrives, the student when rejected; an edited rejected one arrives again', async () => {
      const body = { type: 'fullDay', description: 'Family function', date: '2030-06-20', toDate: '2030-06-21' };
      expect((await call(b, 'POST', 'leaveapplication/request', body)).status).toBe(201);
      const arrived = await ofKind(hod, 'request_pending');
      expect(arrived[0]).toMatchObject({ title: 'A leave application waits for your decision', link: '/leave' });
      const [leave] = (await call<{ data: { _id: string }[] }>(b, 'GET', 'leaveapplication')).body.data;
      expect((await call(hod, 'POST', `faculty/leave/${leave!._id}/-1`)).status).toBe(200);
      expect((await ofKind(b, 'leave_decided'))[0]).toMatchObject({
        title: 'Your leave application was rejected',
        link: '/leave',
      });
      expect(await ofKind(a, 'leave_decided')).toEqual([]);
      await server.mailTo(b.email);

      expect((await call(b, 'POST', 'leaveapplication/edit', { ...body, _id: leave!._id })).status).toBe(200);
      expect(await ofKind(hod, 'request_pending')).toHaveLength(arrived.length + 1);
    });

    it("marks: the students whose mark is new or changed, not the class's others", async () => {
      const type = await call<{ data: { _id: string } }>(admin, 'POST', 'admin/examtype', {
        type: 'Series 1',
        maxMark: 50,
        passMark: 20,
      });
      const exam = await call<{ data: { _id: string } }>(teacher, 'POST', 'faculty/exam', {
        examType: type.body.data._id,
        subject: subjectId,
        date: '2030-06-12',
        startTimestamp: '2030-06-12T04:00:00.000Z',
        endTimestamp: '2030-06-12T05:30:00.000Z',
        numberOfQuestions: 5,
      });
      expect(exam.status).toBe(201);
      const enter = (marksOfB: number) =>
        call(teacher, 'POST', `faculty/exam/${exam.body.data._id}/marks`, {
          markList: [
            { name: a.email, marks: 40 },
            { name: b.email, marks: marksOfB },
          ],
        });
      expect((await enter(30)).status).toBe(200);
      expect((await ofKind(a, 'marks_entered'))[0]).toMatchObject({
        title: 'Marks of Series 1 in CS601 are in',
        link: '/marks',
      });
      expect(await ofKind(b, 'marks_entered')).toHaveLength(1);
      expect(await ofKind(c, 'marks_entered')).toEqual([]);
      // Entered again with only b's mark changed: b hears of it, a does not.
      expect((await enter(35)).status).toBe(200);
      expect(await ofKind(a, 'marks_entered')).toHaveLength(1);
      expect(await ofKind(b, 'marks_entered')).toHaveLength(2);
    });

    it('attendance: once when it falls below 75%, again only after it was back at 75% or above', async () => {
      const save = (day: string, absent: Fixture[]) =>
        call(teacher, 'POST', 'faculty/attendance', {
          timeStamp: day,
          startTime: '09:00',
          endTime: '10:00',
          department: 'CSE',
          semester: 6,
          period: 'cs601',
          attendanceList: [a, b].map((student) => ({
            email: student.email,
            present: absent.includes(student) ? 'false' : 'true',
          })),
          module: 1,
          deliveryMode: 'offline',
          topic: 'Parsing',
        });
      const lows = async () => {
        await settled();
        return (await ofKind(a, 'attendance_low')).length;
      };
      expect((await save(DAYS[0]!, [a])).status).toBe(201); // 0 of 1
      expect(await lows()).toBe(1);
      expect((await ofKind(a, 'attendance_low'))[0]).toMatchObject({
        title: 'Your attendance in CS601 is below 75%',
        link: '/attendance',
      });
      expect(await ofKind(b, 'attendance_low')).toEqual([]);
      await save(DAYS[1]!, [a]); // 0 of 2: still the same fall
      expect(await lows()).toBe(1);
      for (const day of DAYS.slice(2, 6)) await save(day, []); // 4 of 6: still under
      expect(await lows()).toBe(1);
      await save(DAYS[1]!, []); // the second day corrected: 5 of 6, back above
      expect(await lows()).toBe(1);
      await save(DAYS[6]!, [a]); // 5 of 7: under again, a new fall
      expect(await lows()).toBe(2);
    });

    it('attendance: a student a period no longer lists is looked at too', async () => {
      const added = await call<{ data: { _id: string } }>(admin, 'POST', 'admin/subject', {
        name: 'Networks',
        code: 'cs602',
        courseType: 'theory',
        department: 'CSE',
        semester: 6,
        taughtBy: teacher.id,
      });
      expect(added.status).toBe(201);
      const save = (day: string, list: [Fixture, boolean][]) =>
        call(teacher, 'POST', 'faculty/attendance', {
          timeStamp: day,
          startTime: '11:00',
          endTime: '12:00',
          department: 'CSE',
          semester: 6,
          period: 'cs602',
          attendanceList: list.map(([student, here]) => ({ email: student.email, present: String(here) })),
          module: 1,
          deliveryMode: 'offline',
          topic: 'Routing',
        });
      const lows = async () => {
        await settled();
        return (await ofKind(a, 'attendance_low')).filter((item) => item.title.includes('CS602')).length;
      };
      expect(
        (
          await save(DAYS[0]!, [
            [a, false],
            [b, true],
          ])
        ).status,
      ).toBe(201); // 0 of 1
      expect(await lows()).toBe(1);
      // Saved again without a: none held, so back at 100%.
      expect((await save(DAYS[0]!, [[b, true]])).status).toBe(200);
      expect(await lows()).toBe(1);
      expect(
        (
          await save(DAYS[1]!, [
            [a, false],
            [b, true],
          ])
        ).status,
      ).toBe(201); // 0 of 1 again: a new fall
      expect(await lows()).toBe(2);
      expect((await call(admin, 'DELETE', 'admin/subject', { id: added.body.data._id })).status).toBe(200);
    });

    it('a fee: every active student, by e-mail too; nobody else', async () => {
      const before = server.mails.length;
      const added = await call(admin, 'POST', 'payment/type', {
        type: 'Hostel fee',
        amount: 1250,
        dueDate: '2030-07-01',
      });
      expect(added.status).toBe(201);
      await settled();
      for (const student of [a, b, c]) {
        expect((await ofKind(student, 'fee_added'))[0]).toMatchObject({
          title: 'New fee: Hostel fee',
          body: 'Hostel fee: ₹1,250.00, due by Mon 1 Jul 2030.',
          link: '/payment',
        });
      }
      for (const other of [admin, advisor, security]) expect(await ofKind(other, 'fee_added')).toEqual([]);
      expect(await server.db.execute(sql`select 1 from notifications where recipient_id = ${away.id}`)).toMatchObject({
        rows: [],
      });
      await waitFor(() => server.mails.length - before >= 3, { what: 'three fee e-mails' });
      const feeMails = server.mails.slice(before).filter((mail) => mail.subject === 'New fee: Hostel fee');
      expect(feeMails.map((mail) => mail.to).sort()).toEqual([a.email, b.email, c.email].sort());
      expect(feeMails[0]!.text).toContain('Open it at http://localhost:3000/payment');
    });

    it("an event: the students of its department and year; another's do not", async () => {
      const event = (department: string, semester: number) =>
        call(teacher, 'POST', 'shared/event', {
          title: `Seminar ${department} ${semester}`,
          start: '2030-06-20T04:30:00.000Z',
          end: '2030-06-20T06:30:00.000Z',
          department,
          semester,
        });
      expect((await event('CSE', 3)).status).toBe(201);
      await settled();
      expect((await ofKind(a, 'event_added'))[0]).toMatchObject({
        title: 'New event: Seminar CSE 3',
        body: 'Seminar CSE 3, Thu 20 Jun 2030 at 10:00 am.',
        link: '/',
      });
      expect(await ofKind(b, 'event_added')).toHaveLength(1);
      expect(await ofKind(c, 'event_added')).toEqual([]);
      expect(await ofKind(teacher, 'event_added')).toEqual([]);
      expect((await event('all', 0)).status).toBe(201);
      await settled();
      expect(await ofKind(c, 'event_added')).toHaveLength(1);
      expect(await ofKind(a, 'event_added')).toHaveLength(2);
    });

    it('a course resource: the students of its class', async () => {
      const form = new FormData();
      const fields = {
        type: 'notes',
        department: 'CSE',
        semester: '6',
        subject: 'cs601',
        topic: 'LR parsing',
        description: 'Notes',
      };
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('resources', new Blob([new Uint8Array(tinyPdf(['LR']))]), 'lr.pdf');
      const upload = await fetch(`${server.url}/api/shared/resources`, {
        method: 'POST',
        headers: { authorization: `Bearer ${teacher.token}` },
        body: form,
      });
      expect(upload.status).toBe(201);
      await settled();
      for (const student of [a, b]) {
        expect((await ofKind(student, 'resource_added'))[0]).toMatchObject({
          title: 'New course resource for CS601',
          body: 'LR parsing was put up for CS601 (S6).',
          link: '/?tab=notes',
        });
      }
      expect(await ofKind(c, 'resource_added')).toEqual([]);
    });

    it("a reply: the post's author (faculty get their class board's link), never the replier", async () => {
      const post = await call<{ data: { _id: string } }>(a, 'POST', 'shared/discussion', { text: 'Lab record due?' });
      expect(post.status).toBe(201);
      const reply = await call<{ data: { _id: string } }>(b, 'POST', 'shared/discussion', {
        text: 'Friday, I think.',
        parentId: post.body.data._id,
      });
      expect(reply.status).toBe(201);
      expect((await ofKind(a, 'discussion_reply'))[0]).toMatchObject({
        title: 'Bala B replied to your post',
        body: 'Friday, I think.',
        link: '/?tab=discussions',
      });
      expect(await ofKind(b, 'discussion_reply')).toEqual([]);
      // The teacher answers b's reply: b (replied to) and a (the thread's author) both hear of it.
      await call(teacher, 'POST', 'shared/discussion', {
        department: 'CSE',
        semester: 6,
        text: 'Monday.',
        parentId: reply.body.data._id,
      });
      expect(await ofKind(a, 'discussion_reply')).toHaveLength(2);
      expect(await ofKind(b, 'discussion_reply')).toHaveLength(1);
      // A's own reply in the own thread tells the others in it, not a.
      const teacherPost = await call<{ data: { _id: string } }>(teacher, 'POST', 'shared/discussion', {
        department: 'CSE',
        semester: 6,
        text: 'Quiz on Monday',
      });
      await call(a, 'POST', 'shared/discussion', { text: 'Which chapters?', parentId: teacherPost.body.data._id });
      expect((await ofKind(teacher, 'discussion_reply'))[0]).toMatchObject({ link: '/departments/cse/s6' });
      expect(await ofKind(a, 'discussion_reply')).toHaveLength(2);
    });

    it('a sign-up waiting for activation: the admins', async () => {
      const signUp = await server.api('POST', 'auth/signup', {
        body: {
          name: 'Kavya Menon',
          email: 'kavya@example.com',
          number: '+919876543210',
          password: 'Secret123',
          confirm: 'Secret123',
        },
      });
      expect(signUp.status).toBe(201);
      await settled();
      expect((await ofKind(admin, 'signup_pending'))[0]).toMatchObject({
        title: 'A sign-up waits for activation',
        body: 'Kavya Menon (kavya@example.com) registered and waits for an admin to activate the account.',
        link: '/',
      });
      for (const other of [hod, a]) expect(await ofKind(other, 'signup_pending')).toEqual([]);
    });
  });

  describe('the list', () => {
    it('pages newest first, with the total and the unread count, and filters the unread ones', async () => {
      const all = await list(a);
      expect(all.total).toBeGreaterThan(8);
      expect(all.unread).toBe(all.total);
      const times = all.data.map((item) => item.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
      const first = await list(a, 'limit=3');
      const second = await list(a, 'limit=3&page=2');
      expect(first).toMatchObject({ total: all.total, unread: all.unread, page: 1, limit: 3 });
      expect([...first.data, ...second.data]).toEqual(all.data.slice(0, 6));
      expect((await list(a, 'page=99')).data).toEqual([]);
      expect((await list(security)).data).toEqual([]);
    });

    it('marks the own read by ids, leaves anyone else’s alone, and marks all', async () => {
      const before = await list(a);
      const [one, two] = before.data;
      const othersBefore = await list(b);
      const marked = await call(a, 'POST', 'notifications/read', { ids: [one!._id, othersBefore.data[0]!._id] });
      expect(marked.status).toBe(200);
      expect(marked.body).toEqual({ success: true, msg: MESSAGES.markedAsRead });
      const after = await list(a);
      expect(after.unread).toBe(before.unread - 1);
      expect(after.data.find((item) => item._id === one!._id)!.read).toBe(true);
      expect(after.data.find((item) => item._id === two!._id)!.read).toBe(false);
      expect((await list(b)).unread).toBe(othersBefore.unread);
      // b marking a's notification as read changes nothing either.
      expect((await call(b, 'POST', 'notifications/read', { ids: [two!._id] })).status).toBe(200);
      expect((await list(a)).unread).toBe(before.unread - 1);

      const unread = await list(a, 'unread=true&limit=100');
      expect(unread.total).toBe(after.unread);
      expect(unread.data.every((item) => !item.read)).toBe(true);
      expect(unread.data.map((item) => item._id)).not.toContain(one!._id);
      expect((await list(a, 'unread=false')).total).toBe(before.total);

      expect((await call(a, 'POST', 'notifications/read', { all: true })).status).toBe(200);
      expect(await list(a)).toMatchObject({ unread: 0, total: before.total });
      expect((await list(b)).unread).toBe(othersBefore.unread);
    });

    it('refuses what no client sends (400), and everything without a token (401)', async () => {
      for (const query of ['limit=101', 'limit=0', 'page=0', 'page=x', 'unread=maybe', 'unread=%00', 'limit=1e9']) {
        expect((await call(a, 'GET', `notifications?${query}`)).status, query).toBe(400);
      }
      for (const body of [
        {},
        { all: false },
        { ids: [] },
        { ids: ['not-an-id'] },
        { ids: Array.from({ length: 101 }, () => SOMEONE_ELSES) },
        { ids: [SOMEONE_ELSES], all: true },
        { ids: 'x' },
      ]) {
        expect((await call(a, 'POST', 'notifications/read', body)).status, JSON.stringify(body)).toBe(400);
      }
      expect((await call(a, 'POST', 'notifications/read', { ids: [SOMEONE_ELSES] })).status).toBe(200);
      expect((await call(a, 'PUT', 'notifications/preferences', { email: { nonsense: true } })).status).toBe(400);
      expect((await call(a, 'PUT', 'notifications/preferences', { email: { fee_added: 'yes' } })).status).toBe(400);
      expect((await call(a, 'PUT', 'notifications/preferences', {})).status).toBe(400);
      for (const [method, path, body] of [
        ['GET', 'notifications', undefined],
        ['POST', 'notifications/read', { all: true }],
        ['GET', 'notifications/preferences', undefined],
        ['PUT', 'notifications/preferences', { email: {} }],
        ['GET', 'notifications/stream', undefined],
      ] as const) {
        expect((await call(undefined, method, path, body)).status, path).toBe(401);
        expect((await server.api(method, path, { body, token: `${a.token}x` })).status, path).toBe(401);
      }
      expect((await call(away, 'GET', 'notifications')).status).toBe(401);
    });
  });

  describe('e-mail preferences', () => {
    it('lists every kind that can reach the caller with its value, the defaults first', async () => {
      const email = async (who: Fixture) =>
        (await call<{ data: { email: Record<string, boolean> } }>(who, 'GET', 'notifications/preferences')).body.data
          .email;
      const defaults = (kinds: NotificationKind[]) => Object.fromEntries(kinds.map((k) => [k, EMAIL_BY_DEFAULT[k]]));
      expect(await email(c)).toEqual(defaults(notificationKindsFor('student')));
      expect(Object.keys(await email(c))).toHaveLength(8);
      expect(await email(teacher)).toEqual({ discussion_reply: false, request_pending: false });
      expect(await email(admin)).toEqual({ signup_pending: false });
      expect(await email(security)).toEqual({});
    });

    it('saves the kinds named, keeps the others, and refuses a kind that never reaches the caller', async () => {
      const saved = await call(c, 'PUT', 'notifications/preferences', {
        email: { gatepass_decided: false, marks_entered: true },
      });
      expect(saved.body).toEqual({ success: true, msg: MESSAGES.preferencesSaved });
      const email = (await call<{ data: { email: Record<string, boolean> } }>(c, 'GET', 'notifications/preferences'))
        .body.data.email;
      expect(email).toMatchObject({
        gatepass_decided: false,
        marks_entered: true,
        leave_decided: true,
        fee_added: true,
      });
      const refused = await call(c, 'PUT', 'notifications/preferences', { email: { signup_pending: true } });
      expect(refused).toMatchObject({ status: 400, body: { msg: SERVER_MESSAGES.notificationKindNotYours } });
      expect((await call(security, 'PUT', 'notifications/preferences', { email: { fee_added: true } })).status).toBe(
        400,
      );
    });

    it('decides by them which kinds also go by e-mail', async () => {
      await call(c, 'PUT', 'notifications/preferences', { email: { fee_added: false } });
      await call(b, 'PUT', 'notifications/preferences', { email: { event_added: true } });
      const before = server.mails.length;
      await call(admin, 'POST', 'payment/type', { type: 'Bus fee', amount: 900, dueDate: '2030-07-05' });
      await call(teacher, 'POST', 'shared/event', {
        title: 'Viva',
        start: '2030-06-25T04:30:00.000Z',
        end: '2030-06-25T06:30:00.000Z',
        department: 'CSE',
        semester: 3,
      });
      await settled();
      await waitFor(() => server.mails.slice(before).some((mail) => mail.subject === 'New event: Viva'));
      await waitFor(() => server.mails.slice(before).filter((mail) => mail.subject === 'New fee: Bus fee').length >= 2);
      const sent = server.mails.slice(before).map((mail) => `${mail.to} ${mail.subject}`);
      expect(sent.sort()).toEqual(
        [`${a.email} New fee: Bus fee`, `${b.email} New fee: Bus fee`, `${b.email} New event: Viva`].sort(),
      );
      // c still has the notification, only not the e-mail.
      expect((await ofKind(c, 'fee_added')).map((item) => item.title)).toContain('New fee: Bus fee');
    });
  });

  describe('the live stream', () => {
    it('delivers each new notification to the recipient’s open streams as event `notification`', async () => {
      const streamA = await openEventStream(server.url, a.token);
      const streamB = await openEventStream(server.url, b.token);
      expect(streamA.status).toBe(200);
      expect(streamA.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      await waitFor(() => streamA.comments > 0, { what: 'the first comment' });
      expect((await call(a, 'POST', 'gatepass/request', { description: 'Bank', time: TOMORROW })).status).toBe(201);
      const [pass] = (await call<{ data: { _id: string }[] }>(a, 'GET', 'gatepass')).body.data;
      await call(hod, 'POST', `faculty/gatepass/${pass!._id}/-1`);
      const event = await waitFor(() => streamA.events.find((e) => e.event === 'notification'), {
        what: 'the notification on the stream',
      });
      const item = JSON.parse(event.data) as NotificationItem;
      const [listed] = await ofKind(a, 'gatepass_decided');
      expect(item).toEqual(listed);
      expect(streamB.events).toEqual([]);
      streamA.close();
      streamB.close();
    });

    it('ends a stream once its account is deactivated', async () => {
      const leaving = await makeUser(server, 'student');
      const stream = await openEventStream(server.url, leaving.token);
      await waitFor(() => stream.comments > 0);
      expect((await call(admin, 'POST', 'admin/updateuser', { _id: leaving.id, active: false })).status).toBe(200);
      await waitFor(() => stream.ended, { what: 'the stream to end' });
    });

    it('sends a comment line on every heartbeat', async () => {
      const stream = await openEventStream(server.url, c.token);
      await waitFor(() => stream.comments > 0);
      await waitFor(() => stream.comments >= 3, { what: 'heartbeats' });
      stream.close();
    });
  });

  describe('a failing reaction', () => {
    beforeAll(async () => {
      // Any notification written now fails, as a broken reaction would.
      await server.db.execute(sql`create function refuse_notification() returns trigger as $$
        begin raise exception 'refused for the test'; end $$ language plpgsql`);
      await server.db.execute(sql`create trigger refuse_notification before insert on notifications
        for each statement execute function refuse_notification()`);
    });
    afterAll(async () => {
      await server.db.execute(sql`drop trigger refuse_notification on notifications`);
    });

    it('leaves the change done, in its transaction and after its commit', async () => {
      const before = (await list(a)).total;
      expect((await call(a, 'POST', 'gatepass/request', { description: 'Post office', time: TOMORROW })).status).toBe(
        201,
      );
      const passes = (await call<{ data: { _id: string; status: number }[] }>(a, 'GET', 'gatepass')).body.data;
      const pass = passes.find((candidate) => candidate.status === 0)!;
      expect((await call(advisor, 'POST', `faculty/gatepass/${pass._id}/1`)).status).toBe(200);
      const decided = (await call<{ data: { _id: string; status: number }[] }>(a, 'GET', 'gatepass')).body.data;
      expect(decided.find((candidate) => candidate._id === pass._id)!.status).toBe(1);
      expect(
        (await call(admin, 'POST', 'payment/type', { type: 'Lab fee', amount: 10, dueDate: '2030-07-09' })).status,
      ).toBe(201);
      await settled();
      expect((await list(a)).total).toBe(before);
    });
  });
});
