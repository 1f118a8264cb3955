import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type LeaveApplication } from '@portal/domain';
import { leaveApplications } from '../src/modules/leave/schema.js';
import { users } from '../src/modules/users/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';
import { raceApprovalAgainstEdit } from './support/edit-race.js';

/** The server's clock is fixed at 11:30 in Kolkata on 2030-06-15, so "today" never flips during a run. */
const NOW = new Date('2030-06-15T06:00:00Z');
const TODAY = '2030-06-15';
const YESTERDAY = '2030-06-14';

const fullDay = (date: string, toDate: string, description = 'Family function') => ({
  type: 'fullDay',
  description,
  date,
  toDate,
});
const halfDay = (date: string, fromTime: string, toTime: string, description = 'Hospital visit') => ({
  type: 'halfDay',
  description,
  date,
  fromTime,
  toTime,
});

describe.each(databases)('leave applications on %s', (kind) => {
  let server: TestServer;
  let student: Fixture; // CSE, year 3
  let otherStudent: Fixture; // CSE, year 3
  let meStudent: Fixture; // ME, year 2
  let advisor: Fixture; // CSE, advisor of year 3
  let otherAdvisor: Fixture; // CSE, advisor of year 1
  let hod: Fixture; // CSE HOD
  let admin: Fixture;

  const rows = async () => server.db.select().from(leaveApplications).orderBy(leaveApplications.id);
  const rowById = async (id: string) =>
    (await server.db.select().from(leaveApplications).where(eq(leaveApplications.id, id)))[0];
  const own = async (who: Fixture) =>
    (await server.api<{ data: LeaveApplication[] }>('GET', 'leaveapplication', { token: who.token })).body.data;
  /** Applies and answers the new application as the owner's list shows it. */
  const apply = async (who: Fixture, body: Record<string, unknown>) => {
    const answer = await server.api('POST', 'leaveapplication/request', { token: who.token, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (await own(who)).reduce((latest, leave) => (leave.createdAt > latest.createdAt ? leave : latest));
  };
  const decide = (who: Fixture, id: string, decision: 1 | -1, body?: unknown) =>
    server.api('POST', `faculty/leave/${id}/${decision}`, { token: who.token, body });
  const edit = (who: Fixture, id: string, body: Record<string, unknown>) =>
    server.api('POST', 'leaveapplication/edit', { token: who.token, body: { _id: id, ...body } });

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    student = await makeUser(server, 'student', { name: 'Anjali Nair', department: 'CSE', currentYear: 3 });
    otherStudent = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    meStudent = await makeUser(server, 'student', { department: 'ME', currentYear: 2 });
    advisor = await makeUser(server, 'faculty', { name: 'Dr. Advisor', department: 'CSE', advisorYears: [3] });
    otherAdvisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [1] });
    hod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    admin = await makeUser(server, 'admin');
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.db.delete(leaveApplications);
    server.mails.length = 0;
  });

  describe('request', () => {
    it('records a full day and a half day, pending, with the student and the type', async () => {
      const answer = await server.api('POST', 'leaveapplication/request', {
        token: student.token,
        // A half day's times sent along with a full day are dropped.
        body: { ...fullDay('2030-06-20', '2030-06-22', '  Sister’s wedding  '), fromTime: '10:00', toTime: '' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, msg: MESSAGES.leaveSubmitted });
      await apply(student, halfDay(TODAY, '14:00', '16:30'));
      const [later, earlier] = await own(student);
      expect(earlier).toMatchObject({
        type: 'halfDay',
        date: TODAY,
        toDate: null,
        fromTime: '14:00',
        toTime: '16:30',
        status: 0,
        name: 'Anjali Nair',
        department: 'CSE',
        currentYear: 3,
      });
      expect(later).toMatchObject({
        type: 'fullDay',
        description: 'Sister’s wedding',
        date: '2030-06-20',
        toDate: '2030-06-22',
        fromTime: null,
        toTime: null,
      });
      expect(Date.parse(later!.updatedAt)).not.toBeNaN();
    });

    it('accepts a one-day full leave (toDate equal to date)', async () => {
      expect((await apply(student, fullDay(TODAY, TODAY))).toDate).toBe(TODAY);
    });

    it.each([
      [{ type: 'fullDay', description: 'x', date: TODAY }, MESSAGES.required, 'toDate'],
      [{ type: 'halfDay', description: 'x', date: TODAY, fromTime: '10:00' }, MESSAGES.required, 'toTime'],
      [{ type: 'halfDay', description: 'x', fromTime: '10:00', toTime: '11:00' }, MESSAGES.required, 'date'],
      [{ ...fullDay(TODAY, TODAY), description: '   ' }, MESSAGES.required, 'description'],
      [fullDay('2030-06-22', '2030-06-20'), SERVER_MESSAGES.leaveEndsBeforeStart, 'toDate'],
      [halfDay(TODAY, '11:00', '11:00'), SERVER_MESSAGES.leaveTimesOrder, 'toTime'],
      [halfDay(TODAY, '15:00', '09:00'), SERVER_MESSAGES.leaveTimesOrder, 'toTime'],
      [halfDay(TODAY, '9:00', '11:00'), SERVER_MESSAGES.invalidTime, 'fromTime'],
      [fullDay('2030-02-30', '2030-03-01'), SERVER_MESSAGES.invalidDate, 'date'],
      [{ ...fullDay(TODAY, TODAY), type: 'sickDay' }, SERVER_MESSAGES.leaveType, 'type'],
    ])('refuses %j with 400 naming the field, and writes nothing', async (body, msg, field) => {
      const answer = await server.api('POST', 'leaveapplication/request', { token: student.token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(msg);
      expect(answer.body.errors).toContainEqual({ path: field, message: msg });
      expect(await rows()).toHaveLength(0);
    });

    it('refuses a leave that starts before today (400), in the institute time zone', async () => {
      const answer = await server.api('POST', 'leaveapplication/request', {
        token: student.token,
        body: fullDay(YESTERDAY, TODAY),
      });
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toBe(SERVER_MESSAGES.leaveDateInPast);
      expect(await rows()).toHaveLength(0);
    });

    it('needs a token (401) and the student role (403)', async () => {
      const body = fullDay(TODAY, TODAY);
      expect((await server.api('POST', 'leaveapplication/request', { body })).status).toBe(401);
      expect((await server.api('GET', 'leaveapplication')).status).toBe(401);
      for (const who of [advisor, admin]) {
        expect((await server.api('POST', 'leaveapplication/request', { token: who.token, body })).status).toBe(403);
        expect((await server.api('GET', 'leaveapplication', { token: who.token })).status).toBe(403);
      }
      expect(await rows()).toHaveLength(0);
    });
  });

  describe('overlap', () => {
    it.each([
      [
        'a full-day range sharing a day',
        fullDay('2030-06-20', '2030-06-22'),
        fullDay('2030-06-22', '2030-06-25'),
        'Thu 20 Jun 2030 – Sat 22 Jun 2030',
      ],
      [
        'a half day inside a full-day range',
        fullDay('2030-06-20', '2030-06-22'),
        halfDay('2030-06-21', '10:00', '12:00'),
        'Thu 20 Jun 2030 – Sat 22 Jun 2030',
      ],
      [
        'a full day over a half day',
        halfDay('2030-06-21', '10:00', '12:00'),
        fullDay('2030-06-21', '2030-06-21'),
        'Fri 21 Jun 2030, 10:00 am – 12:00 pm',
      ],
      [
        'half days whose times overlap',
        halfDay('2030-06-21', '10:00', '12:00'),
        halfDay('2030-06-21', '11:59', '13:00'),
        'Fri 21 Jun 2030, 10:00 am – 12:00 pm',
      ],
    ])('refuses %s (409, naming the other dates) and writes nothing', async (_name, first, second, named) => {
      await apply(student, first);
      const answer = await server.api('POST', 'leaveapplication/request', { token: student.token, body: second });
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(`${SERVER_MESSAGES.leaveOverlaps} ${named}`);
      expect(await rows()).toHaveLength(1);
    });

    it('accepts half days that only touch, the next day, another student, and over a rejected one', async () => {
      await apply(student, halfDay('2030-06-21', '10:00', '12:00'));
      await apply(student, halfDay('2030-06-21', '12:00', '13:00'));
      await apply(student, fullDay('2030-06-22', '2030-06-22'));
      await apply(otherStudent, fullDay('2030-06-21', '2030-06-21'));
      const rejected = await apply(student, fullDay('2030-06-25', '2030-06-26'));
      expect((await decide(advisor, rejected._id, -1)).status).toBe(200);
      await apply(student, fullDay('2030-06-26', '2030-06-27'));
      expect(await rows()).toHaveLength(6);
    });

    it('lets only one of two overlapping requests sent at once through', async () => {
      const answers = await Promise.all([
        server.api('POST', 'leaveapplication/request', {
          token: student.token,
          body: fullDay('2030-07-01', '2030-07-03'),
        }),
        server.api('POST', 'leaveapplication/request', {
          token: student.token,
          body: fullDay('2030-07-02', '2030-07-04'),
        }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      expect(await rows()).toHaveLength(1);
    });

    it('checks an edit against the other applications, not against itself', async () => {
      const first = await apply(student, fullDay('2030-06-20', '2030-06-22'));
      const second = await apply(student, fullDay('2030-06-25', '2030-06-26'));
      expect((await edit(student, first._id, fullDay('2030-06-20', '2030-06-23'))).status).toBe(200);
      const clash = await edit(student, first._id, fullDay('2030-06-20', '2030-06-25'));
      expect(clash.status).toBe(409);
      expect(clash.body.msg).toBe(`${SERVER_MESSAGES.leaveOverlaps} Tue 25 Jun 2030 – Wed 26 Jun 2030`);
      expect((await rowById(first._id))!.toDate).toBe('2030-06-23');
      expect((await rowById(second._id))!.date).toBe('2030-06-25');
    });
  });

  describe('edit and cancel', () => {
    it('edits the own application, even its type, and says so', async () => {
      const leave = await apply(student, fullDay('2030-06-20', '2030-06-22'));
      const answer = await edit(student, leave._id, halfDay('2030-06-21', '09:00', '12:00', 'Only the morning'));
      expect(answer.body).toEqual({ success: true, msg: MESSAGES.leaveUpdated });
      expect(await rowById(leave._id)).toMatchObject({
        type: 'halfDay',
        date: '2030-06-21',
        toDate: null,
        fromTime: '09:00',
        toTime: '12:00',
        description: 'Only the morning',
      });
    });

    it('sends an edited rejected application back to pending', async () => {
      const leave = await apply(student, fullDay('2030-06-20', '2030-06-22'));
      await decide(advisor, leave._id, -1);
      expect((await edit(student, leave._id, fullDay('2030-06-20', '2030-06-21'))).status).toBe(200);
      expect(await rowById(leave._id)).toMatchObject({ status: 0, decidedBy: null, decidedAt: null });
    });

    it('freezes an approved application (409 for edit and cancel) and leaves it', async () => {
      const leave = await apply(student, fullDay('2030-06-20', '2030-06-22'));
      await decide(advisor, leave._id, 1);
      const before = await rowById(leave._id);
      const editing = await edit(student, leave._id, fullDay('2030-06-20', '2030-06-21'));
      expect(editing.status).toBe(409);
      expect(editing.body.msg).toBe(SERVER_MESSAGES.leaveFrozen);
      expect(
        (await server.api('POST', 'leaveapplication/cancel', { token: student.token, body: { deleteId: leave._id } }))
          .status,
      ).toBe(409);
      expect(await rowById(leave._id)).toEqual(before);
    });

    it("refuses another student's application (403) and a missing one (404), and changes nothing", async () => {
      const leave = await apply(student, fullDay('2030-06-20', '2030-06-22'));
      const before = await rows();
      expect((await edit(otherStudent, leave._id, fullDay('2030-06-20', '2030-06-21'))).status).toBe(403);
      expect(
        (
          await server.api('POST', 'leaveapplication/cancel', {
            token: otherStudent.token,
            body: { deleteId: leave._id },
          })
        ).status,
      ).toBe(403);
      const missing = await edit(student, '00000000-0000-4000-8000-000000000000', fullDay('2030-06-20', '2030-06-21'));
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe(SERVER_MESSAGES.leaveNotFound);
      expect((await edit(student, 'not-an-id', fullDay('2030-06-20', '2030-06-21'))).status).toBe(400);
      expect(await rows()).toEqual(before);
    });

    it('cancels the own application', async () => {
      const leave = await apply(student, fullDay('2030-06-20', '2030-06-22'));
      const answer = await server.api('POST', 'leaveapplication/cancel', {
        token: student.token,
        body: { deleteId: leave._id },
      });
      expect(answer.body).toEqual({ success: true, msg: MESSAGES.deleted });
      expect(await rows()).toHaveLength(0);
    });
  });

  describe('approval', () => {
    it("lists the applications in the member's care, with status filter and paging", async () => {
      const mine = await apply(student, fullDay('2030-06-20', '2030-06-22'));
      await apply(meStudent, fullDay('2030-06-20', '2030-06-22'));
      const list = async (who: Fixture, query = '') =>
        (
          await server.api<{ data: LeaveApplication[]; total: number }>('GET', `faculty/leave${query}`, {
            token: who.token,
          })
        ).body;
      expect((await list(advisor)).data.map((leave) => leave._id)).toEqual([mine._id]);
      expect((await list(hod)).total).toBe(1);
      expect((await list(otherAdvisor)).total).toBe(0);
      await decide(advisor, mine._id, 1);
      expect((await list(advisor)).total).toBe(0);
      expect((await list(advisor, '?status=1')).data[0]).toMatchObject({
        _id: mine._id,
        status: 1,
        decidedBy: 'Dr. Advisor',
      });
      expect((await server.api('GET', 'faculty/leave?status=7', { token: advisor.token })).status).toBe(400);
      expect((await server.api('GET', 'faculty/leave', { token: student.token })).status).toBe(403);
      expect((await server.api('GET', 'faculty/leave')).status).toBe(401);
    });

    it("follows a student who moves to another department into the new department's lists", async () => {
      const mover = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
      await apply(mover, fullDay('2030-06-20', '2030-06-22'));
      const pending = async (who: Fixture) =>
        (await server.api<{ total: number }>('GET', 'faculty/leave', { token: who.token })).body.total;
      const meHod = await makeUser(server, 'faculty', { department: 'ME', isHod: true });
      expect([await pending(hod), await pending(meHod)]).toEqual([1, 0]);
      await server.db.update(users).set({ department: 'ME' }).where(eq(users.id, mover.id));
      expect([await pending(hod), await pending(meHod)]).toEqual([0, 1]);
    });

    it('decides a pending application once, records who and when, and e-mails the student', async () => {
      const leave = await apply(student, halfDay(TODAY, '14:00', '16:00'));
      const answer = await decide(hod, leave._id, 1, { updatedAt: leave.updatedAt });
      expect(answer.body).toEqual({ success: true, msg: SERVER_MESSAGES.leaveApproved });
      expect(await rowById(leave._id)).toMatchObject({ status: 1, decidedBy: hod.id, decidedAt: NOW });
      const again = await decide(hod, leave._id, -1);
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(SERVER_MESSAGES.leaveNotPending);
      expect((await rowById(leave._id))!.status).toBe(1);
      await expect.poll(() => server.mails.length).toBe(1);
      expect(server.mails[0]).toMatchObject({ to: student.email, subject: 'Your leave application was approved' });
      // The e-mail says the dates as the screens do (docs/rules.md, "Formats and constants").
      expect(server.mails[0]!.text).toContain('(Half Day) for Sat 15 Jun 2030, 2:00 pm – 4:00 pm was approved');
    });

    it('refuses outside the jurisdiction (403), a missing one (404), bad decisions (400), and changes nothing', async () => {
      const leave = await apply(student, fullDay('2030-06-20', '2030-06-22'));
      expect((await decide(otherAdvisor, leave._id, 1)).status).toBe(403);
      expect((await decide(student, leave._id, 1)).status).toBe(403);
      expect((await decide(advisor, '00000000-0000-4000-8000-000000000000', 1)).status).toBe(404);
      expect((await server.api('POST', `faculty/leave/${leave._id}/2`, { token: advisor.token })).status).toBe(400);
      expect((await decide(advisor, leave._id, 1, { updatedAt: 'yesterday' })).status).toBe(400);
      expect((await rowById(leave._id))!.status).toBe(0);
      expect(server.mails).toHaveLength(0);
    });

    it('refuses a decision on a version the approver never saw (409) and keeps the edit pending', async () => {
      const seen = await apply(student, fullDay('2030-06-20', '2030-06-22', 'Short trip'));
      expect((await edit(student, seen._id, fullDay('2030-06-20', '2030-06-29', 'A much longer trip'))).status).toBe(
        200,
      );
      const answer = await decide(advisor, seen._id, 1, { updatedAt: seen.updatedAt });
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toBe(SERVER_MESSAGES.requestEditedSince);
      expect(await rowById(seen._id)).toMatchObject({ status: 0, description: 'A much longer trip' });
      const fresh = (await own(student))[0]!;
      expect((await decide(advisor, seen._id, 1, { updatedAt: fresh.updatedAt })).status).toBe(200);
    });

    it('never approves an edit sent at the same moment as the approval', async () => {
      await raceApprovalAgainstEdit(10, async (round) => {
        const day = `2030-08-${String(round + 10)}`;
        const seen = await apply(student, fullDay(day, day, 'As read'));
        const [decision, editing] = await Promise.all([
          decide(advisor, seen._id, 1, { updatedAt: seen.updatedAt }),
          edit(student, seen._id, fullDay(day, day, 'Changed meanwhile')),
        ]);
        return {
          decision,
          edit: editing,
          row: (await rowById(seen._id))!,
          seenDescription: 'As read',
          editedDescription: 'Changed meanwhile',
        };
      });
    });

    describe('when the e-mail cannot be sent', () => {
      let failing: TestServer;
      beforeAll(async () => {
        failing = await startServer(kind, {
          now: () => NOW,
          mailer: { send: async () => Promise.reject(new Error('SMTP is down')) },
        });
      });
      afterAll(async () => failing?.close());

      it('keeps a decision when the e-mail cannot be sent', async () => {
        const pupil = await makeUser(failing, 'student', { department: 'CSE', currentYear: 3 });
        const teacher = await makeUser(failing, 'faculty', { department: 'CSE', advisorYears: [3] });
        expect(
          (await failing.api('POST', 'leaveapplication/request', { token: pupil.token, body: fullDay(TODAY, TODAY) }))
            .status,
        ).toBe(201);
        const [leave] = (
          await failing.api<{ data: LeaveApplication[] }>('GET', 'leaveapplication', { token: pupil.token })
        ).body.data;
        const answer = await failing.api('POST', `faculty/leave/${leave!._id}/-1`, { token: teacher.token });
        expect(answer.body).toEqual({ success: true, msg: SERVER_MESSAGES.leaveRejected });
        const [row] = await failing.db.select().from(leaveApplications);
        expect(row!.status).toBe(-1);
      });
    });
  });
});
