import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type DiscussionPage } from '@portal/domain';
import { FORM_BODY_LIMIT } from '../src/app.js';
import { discussionPosts } from '../src/modules/discussions/schema.js';
import { users } from '../src/modules/users/schema.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

/** 11:30 in Kolkata on Saturday 2030-06-15: the even term, so year 3 is in S6. */
const NOW = new Date('2030-06-15T06:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';
const CLASS = 'department=CSE&semester=6';

describe.each(databases)('class discussions on %s', (kind) => {
  let server: TestServer;
  let admin: Fixture;
  let office: Fixture;
  let teacher: Fixture; // CSE, teaches cs601 of CSE S6
  let visitingTeacher: Fixture; // ME, teaches cs602 of CSE S6
  let hod: Fixture; // HOD of CSE
  let advisor: Fixture; // CSE, advisor of year 3
  let otherAdvisor: Fixture; // CSE, advisor of year 2 only, teaches nothing in S6
  let meHod: Fixture; // HOD of ME
  let student: Fixture; // CSE year 3
  let classmate: Fixture; // CSE year 3
  let youngerStudent: Fixture; // CSE year 2
  let meStudent: Fixture; // ME year 3

  const call = <T = unknown>(who: Fixture | undefined, method: string, path: string, body?: unknown) =>
    server.api<{ data: T }>(method, path, { token: who?.token, body });
  const post = (who: Fixture | undefined, body: Record<string, unknown>) =>
    call<{ _id: string }>(who, 'POST', 'shared/discussion', body);
  const board = (who: Fixture, query = CLASS) =>
    server.api<DiscussionPage>('GET', `shared/discussion?${query}`, { token: who.token });
  /** Runs the refusals and proves that they wrote and deleted nothing. */
  const unchanged = async (refusals: () => Promise<void>) => {
    const before = await server.db.select().from(discussionPosts).orderBy(discussionPosts.id);
    await refusals();
    expect(await server.db.select().from(discussionPosts).orderBy(discussionPosts.id)).toEqual(before);
  };

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    admin = await makeUser(server, 'admin');
    office = await makeUser(server, 'office');
    teacher = await makeUser(server, 'faculty', { name: 'Asha Teacher', department: 'CSE' });
    visitingTeacher = await makeUser(server, 'faculty', { name: 'Visiting Teacher', department: 'ME' });
    hod = await makeUser(server, 'faculty', { name: 'Head CSE', department: 'CSE', isHod: true });
    advisor = await makeUser(server, 'faculty', { name: 'Year Three Advisor', department: 'CSE', advisorYears: [3] });
    otherAdvisor = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [2] });
    meHod = await makeUser(server, 'faculty', { department: 'ME', isHod: true });
    student = await makeUser(server, 'student', { name: 'Ravi Student', department: 'CSE', currentYear: 3 });
    classmate = await makeUser(server, 'student', { name: 'Meera Classmate', department: 'CSE', currentYear: 3 });
    youngerStudent = await makeUser(server, 'student', { department: 'CSE', currentYear: 2 });
    meStudent = await makeUser(server, 'student', { department: 'ME', currentYear: 3 });
    for (const [code, by] of [
      ['cs601', teacher],
      ['cs602', visitingTeacher],
    ] as const) {
      const answer = await call(admin, 'POST', 'admin/subject', {
        name: `Subject ${code}`,
        code,
        courseType: 'theory',
        department: 'CSE',
        semester: 6,
        taughtBy: by.id,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
  });
  afterAll(() => server?.close());

  describe('who may read and post', () => {
    it('answers 401 without a token, before judging the body', async () => {
      expect((await call(undefined, 'GET', `shared/discussion?${CLASS}`)).status).toBe(401);
      expect((await post(undefined, { department: 'CSE', semester: 6, text: 'Hello' })).status).toBe(401);
      expect((await post(undefined, { text: '' })).status).toBe(401);
      expect((await call(undefined, 'DELETE', `shared/discussion/${MISSING}`)).status).toBe(401);
    });

    it("lets the class's faculty post: a subject's teacher (of any department), the HOD and the year's advisor", async () => {
      for (const who of [teacher, visitingTeacher, hod, advisor]) {
        const answer = await post(who, { department: 'cse', semester: '6', text: 'Welcome to S6' });
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        expect(answer.body).toMatchObject({
          success: true,
          msg: SERVER_MESSAGES.discussionPosted,
          data: { _id: expect.any(String) },
        });
      }
    });

    it('lets a student post in the own class, named or not, and nowhere else', async () => {
      expect((await post(student, { text: 'A question from me' })).status).toBe(201);
      expect((await post(classmate, { department: 'CSE', semester: 6, text: 'Another question' })).status).toBe(201);
      await unchanged(async () => {
        for (const other of [
          { department: 'CSE', semester: 5 },
          { department: 'ME', semester: 6 },
          { department: 'CSE', semester: 4 },
        ]) {
          const answer = await post(student, { ...other, text: 'Sneaking in' });
          expect(answer.status).toBe(403);
          expect(answer.body.msg).toBe(SERVER_MESSAGES.discussionOwnClassOnly);
        }
      });
    });

    it("refuses faculty who are not the class's, admins, the office and security, and writes nothing", async () => {
      await unchanged(async () => {
        for (const who of [otherAdvisor, meHod]) {
          const answer = await post(who, { department: 'CSE', semester: 6, text: 'Hello' });
          expect(answer.status).toBe(403);
          expect(answer.body.msg).toBe(SERVER_MESSAGES.discussionNotOfClass);
          expect((await board(who)).status).toBe(403);
        }
        const fromAdmin = await post(admin, { department: 'CSE', semester: 6, text: 'Hello' });
        expect(fromAdmin.status).toBe(403);
        expect(fromAdmin.body.msg).toBe(SERVER_MESSAGES.discussionReadOnly);
        expect((await post(office, { department: 'CSE', semester: 6, text: 'Hello' })).status).toBe(403);
        expect((await board(office)).status).toBe(403);
      });
    });

    it("refuses a student another class's board, and lets the admin read any", async () => {
      for (const [who, query] of [
        [student, 'department=CSE&semester=5'],
        [youngerStudent, CLASS],
        [meStudent, CLASS],
      ] as const) {
        const answer = await board(who, query);
        expect(answer.status).toBe(403);
        expect(answer.body.msg).toBe(SERVER_MESSAGES.discussionOwnClassOnly);
      }
      const read = await board(admin);
      expect(read.status).toBe(200);
      expect(read.body.total).toBe(6);
      expect(read.body.data.every((thread) => !thread.canDelete)).toBe(true);
    });
  });

  describe('bad input', () => {
    it("answers 400 with the rule's message and writes nothing", async () => {
      await unchanged(async () => {
        const cases: [Fixture, Record<string, unknown>, string][] = [
          [student, { text: '' }, MESSAGES.required],
          [student, { text: '  \n\t ' }, MESSAGES.required],
          [teacher, { department: 'CSE', semester: 6 }, MESSAGES.required],
          [student, { text: 'Hello\u0000there' }, SERVER_MESSAGES.controlCharacters],
          [teacher, { department: 'CSE', semester: 6, text: 'Bell\u0007' }, SERVER_MESSAGES.controlCharacters],
          [teacher, { department: 'XYZ', semester: 6, text: 'Hello' }, MESSAGES.invalidLinkLong],
          [teacher, { department: 'CSE', semester: 9, text: 'Hello' }, MESSAGES.invalidLinkLong],
          [teacher, { department: 'CSE', semester: 0, text: 'Hello' }, MESSAGES.invalidLinkLong],
          [teacher, { text: 'Which class?' }, MESSAGES.invalidLinkLong],
          [teacher, { department: 'CSE', semester: 6, text: 'x'.repeat(2001) }, 'Maximum 2000 characters'],
          [teacher, { department: 'CSE', semester: 6, text: 'Hello', parentId: 'not-an-id' }, SERVER_MESSAGES.notFound],
        ];
        for (const [who, body, message] of cases) {
          const answer = await post(who, body);
          expect(answer.status, JSON.stringify(body)).toBe(400);
          expect(answer.body.msg).toBe(message);
        }
        const badQuery = await board(teacher, 'department=XYZ&semester=6');
        expect(badQuery.status).toBe(400);
        expect(badQuery.body.msg).toBe(MESSAGES.invalidLinkLong);
        expect((await board(teacher, 'department=CSE')).status).toBe(400);
        expect((await board(teacher, `${CLASS}&limit=101`)).status).toBe(400);
        expect((await call(teacher, 'DELETE', 'shared/discussion/not-an-id')).status).toBe(400);
      });
    });

    it('answers 413 to a body over 64 KB', async () => {
      await unchanged(async () => {
        const answer = await post(teacher, { department: 'CSE', semester: 6, text: 'x'.repeat(FORM_BODY_LIMIT) });
        expect(answer.status).toBe(413);
      });
    });

    it('keeps the lines of a post', async () => {
      const answer = await post(student, { text: '  First line\n\tSecond line  ' });
      expect(answer.status).toBe(201);
      const [row] = await server.db
        .select({ text: discussionPosts.text })
        .from(discussionPosts)
        .where(eq(discussionPosts.id, answer.body.data._id));
      expect(row?.text).toBe('First line\n\tSecond line');
      expect((await call(student, 'DELETE', `shared/discussion/${answer.body.data._id}`)).status).toBe(200);
    });
  });

  describe('threads and replies', () => {
    let thread: string;
    let reply: string;

    beforeAll(async () => {
      thread = (await post(teacher, { department: 'CSE', semester: 6, text: 'Lab record due Friday' })).body.data._id;
    });

    it('adds replies to a post, and a reply to a reply to its thread', async () => {
      const first = await post(student, { text: 'Which experiments?', parentId: thread });
      expect(first.status).toBe(201);
      expect(first.body.msg).toBe(SERVER_MESSAGES.discussionReplied);
      reply = first.body.data._id;
      expect((await post(hod, { department: 'CSE', semester: 6, text: 'One to six', parentId: reply })).status).toBe(
        201,
      );
      const [nested] = await server.db
        .select({ parentId: discussionPosts.parentId })
        .from(discussionPosts)
        .where(eq(discussionPosts.text, 'One to six'));
      expect(nested?.parentId).toBe(thread);

      const answer = await board(student);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ department: 'CSE', semester: 6, page: 1, limit: 20 });
      const shown = answer.body.data[0]!;
      expect(shown).toMatchObject({
        _id: thread,
        text: 'Lab record due Friday',
        author: { _id: teacher.id, name: 'Asha Teacher', type: 'faculty' },
        canDelete: false,
      });
      expect(shown.replies.map((one) => [one.text, one.author?.type, one.canDelete])).toEqual([
        ['Which experiments?', 'student', true],
        ['One to six', 'faculty', false],
      ]);
    });

    it('refuses a reply to a post that is missing or of another class (404), writing nothing', async () => {
      const elsewhere = (await post(hod, { department: 'CSE', semester: 4, text: 'For S4' })).body.data._id;
      await unchanged(async () => {
        for (const parentId of [MISSING, elsewhere]) {
          const answer = await post(student, { text: 'Hello', parentId });
          expect(answer.status).toBe(404);
          expect(answer.body.msg).toBe(SERVER_MESSAGES.discussionNotFound);
        }
      });
    });

    it("tells the class's faculty they may delete every post", async () => {
      for (const who of [teacher, visitingTeacher, hod, advisor]) {
        const answer = await board(who);
        expect(answer.status).toBe(200);
        expect(answer.body.data.flatMap((one) => [one, ...one.replies]).every((one) => one.canDelete)).toBe(true);
      }
    });

    it("refuses to delete someone else's post to students and to faculty not of the class", async () => {
      await unchanged(async () => {
        for (const who of [classmate, youngerStudent, meStudent, otherAdvisor, meHod, admin, office]) {
          const answer = await call(who, 'DELETE', `shared/discussion/${reply}`);
          expect(answer.status).toBe(403);
          expect(answer.body.msg).toBe(SERVER_MESSAGES.discussionDeleteForbidden);
        }
        expect((await call(student, 'DELETE', `shared/discussion/${thread}`)).status).toBe(403);
        expect((await call(student, 'DELETE', `shared/discussion/${MISSING}`)).status).toBe(404);
      });
    });

    it('lets the author delete a reply, and the HOD a post with its replies', async () => {
      const gone = await call(student, 'DELETE', `shared/discussion/${reply}`);
      expect(gone.status).toBe(200);
      expect(gone.body.msg).toBe(SERVER_MESSAGES.discussionDeleted);
      expect((await call(student, 'DELETE', `shared/discussion/${reply}`)).status).toBe(404);
      expect(await server.db.select().from(discussionPosts).where(eq(discussionPosts.parentId, thread))).toHaveLength(
        1,
      );

      expect((await call(hod, 'DELETE', `shared/discussion/${thread}`)).status).toBe(200);
      expect(await server.db.select().from(discussionPosts).where(eq(discussionPosts.id, thread))).toHaveLength(0);
      expect(await server.db.select().from(discussionPosts).where(eq(discussionPosts.parentId, thread))).toHaveLength(
        0,
      );
    });

    it("lets the year's advisor and a subject's teacher delete a student's post", async () => {
      for (const who of [advisor, visitingTeacher]) {
        const id = (await post(classmate, { text: 'Off-topic' })).body.data._id;
        expect((await call(who, 'DELETE', `shared/discussion/${id}`)).status).toBe(200);
        expect(await server.db.select().from(discussionPosts).where(eq(discussionPosts.id, id))).toHaveLength(0);
      }
    });
  });

  describe('paging', () => {
    it('answers the newest threads first, 20 a page by default, with the total', async () => {
      const before = (await board(teacher)).body.total;
      for (let i = 0; i < 22; i += 1) {
        await server.db.insert(discussionPosts).values({
          department: 'CSE',
          semester: 6,
          authorId: teacher.id,
          text: `Thread ${i}`,
          createdAt: new Date(NOW.getTime() + i * 60_000),
        });
      }
      const first = await board(teacher);
      expect(first.body.total).toBe(before + 22);
      expect(first.body.data).toHaveLength(20);
      expect(first.body.data.slice(0, 3).map((one) => one.text)).toEqual(['Thread 21', 'Thread 20', 'Thread 19']);
      const second = await board(teacher, `${CLASS}&page=2&limit=20`);
      expect(second.body.data).toHaveLength(before + 2);
      expect(second.body.data[0]!.text).toBe('Thread 1');
      const past = await board(teacher, `${CLASS}&page=9`);
      expect(past.body).toMatchObject({ data: [], total: before + 22, page: 9 });
      expect((await board(teacher, 'department=ECE&semester=1')).status).toBe(403);
      const empty = await board(hod, 'department=CSE&semester=1');
      expect(empty.body).toMatchObject({ data: [], total: 0 });
    });
  });

  it("keeps a post whose author's account is deleted, without a name", async () => {
    const leaver = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    const id = (await post(leaver, { text: 'Goodbye, class' })).body.data._id;
    await server.db.delete(users).where(eq(users.id, leaver.id));
    const [row] = await server.db.select().from(discussionPosts).where(eq(discussionPosts.id, id));
    expect(row?.authorId).toBeNull();
    const answer = await board(student, 'page=1&limit=100');
    expect(answer.body.data.find((one) => one._id === id)).toMatchObject({ author: null, canDelete: false });
  });

  it("moves a student's board with the admin's choice of term, at once", async () => {
    expect((await board(student, '')).body).toMatchObject({ department: 'CSE', semester: 6 });
    expect((await call(admin, 'PUT', 'admin/settings', { currentTerm: 'odd' })).status).toBe(200);
    try {
      expect((await board(student, '')).body).toMatchObject({ department: 'CSE', semester: 5 });
      expect((await board(student)).body.msg).toBe(SERVER_MESSAGES.discussionOwnClassOnly);
    } finally {
      // The date's term again (even), which the rest of the file expects.
      expect((await call(admin, 'PUT', 'admin/settings', { currentTerm: 'even' })).status).toBe(200);
    }
    expect((await board(student, '')).body).toMatchObject({ department: 'CSE', semester: 6 });
  });
});
