import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type FeedbackCategory, type FeedbackResults } from '@portal/domain';
import { feedbackCategories, feedbackResponses, feedbackTallies } from '../src/modules/feedback/schema.js';
import { writeFeatureStats } from '../src/modules/settings/index.js';
import { databases, eventually, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

/** September: the odd term, so third-years are in S5 and second-years in S3. */
const NOW = new Date('2030-09-15T06:00:00Z');

describe.each(databases)('teacher feedback on %s', (kind) => {
  let server: TestServer;
  let admin: Fixture;
  let teacher: Fixture; // teaches cs501 to CSE S5
  let otherTeacher: Fixture; // teaches cs502 to CSE S5 and me301 to ME S3
  let students: Fixture[]; // CSE, year 3
  let meStudent: Fixture; // ME, year 2
  let security: Fixture;

  const categories = async () =>
    (await server.api<{ data: FeedbackCategory[] }>('GET', 'feedback/category', { token: admin.token })).body.data;
  const addCategory = async (category: string, questions: string[]) => {
    expect((await server.api('POST', 'feedback/category', { token: admin.token, body: { category } })).status).toBe(
      201,
    );
    const made = (await categories()).find((entry) => entry.category === category)!;
    if (questions.length)
      expect(
        (
          await server.api('POST', `feedback/category/${made._id}/questions`, {
            token: admin.token,
            body: { questions },
          })
        ).status,
      ).toBe(200);
    return (await categories()).find((entry) => entry._id === made._id)!;
  };
  const answersFor = (category: FeedbackCategory, answer = 'good') =>
    category.questions.map((question) => ({ question: question._id, answer }));
  const submit = (who: Fixture, body: Record<string, unknown>) =>
    server.api('POST', 'feedback', { token: who.token, body });
  const results = (categoryId: string, body: Record<string, unknown> = { department: 'CSE', currentYear: 3 }) =>
    server.api<FeedbackResults>('POST', `feedback/results/${categoryId}`, { token: admin.token, body });
  const stored = async () => ({
    responses: (await server.db.select().from(feedbackResponses)).length,
    tallies: JSON.stringify(await server.db.select().from(feedbackTallies)),
  });

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    admin = await makeUser(server, 'admin');
    security = await makeUser(server, 'security');
    teacher = await makeUser(server, 'faculty', { name: 'Dr. Meera Pillai', department: 'CSE' });
    otherTeacher = await makeUser(server, 'faculty', { name: 'Prof. Arun Das', department: 'CSE' });
    students = [];
    for (let index = 0; index < 4; index += 1)
      students.push(await makeUser(server, 'student', { department: 'CSE', currentYear: 3 }));
    meStudent = await makeUser(server, 'student', { department: 'ME', currentYear: 2 });
    const subject = async (name: string, code: string, department: string, semester: number, taughtBy: string) =>
      expect(
        (
          await server.api('POST', 'admin/subject', {
            token: admin.token,
            body: { name, code, courseType: 'theory', department, semester, taughtBy },
          })
        ).status,
      ).toBe(201);
    await subject('Compiler Design', 'CS501', 'CSE', 5, teacher.id);
    await subject('Computer Networks', 'CS502', 'CSE', 5, otherTeacher.id);
    await subject('Thermodynamics', 'ME301', 'ME', 3, otherTeacher.id);
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    await server.db.delete(feedbackCategories);
    await writeFeatureStats(server.db, { feedback: true });
  });

  describe("the admin's categories", () => {
    it('answers 401 without a token and 403 for every other role, changing nothing', async () => {
      expect((await server.api('GET', 'feedback/category')).status).toBe(401);
      for (const who of [students[0]!, teacher, security]) {
        expect((await server.api('GET', 'feedback/category', { token: who.token })).status).toBe(403);
        expect(
          (await server.api('POST', 'feedback/category', { token: who.token, body: { category: 'Sneaky' } })).status,
        ).toBe(403);
      }
      expect(await categories()).toEqual([]);
    });

    it('adds, renames and deletes a category with the documented messages', async () => {
      const added = await server.api('POST', 'feedback/category', {
        token: admin.token,
        body: { category: '  Teaching  ' },
      });
      expect([added.status, added.body.msg]).toEqual([201, MESSAGES.categoryAdded]);
      const [made] = await categories();
      expect(made).toMatchObject({ category: 'Teaching', questions: [] });
      const renamed = await server.api('PUT', 'feedback/category', {
        token: admin.token,
        body: { _id: made!._id, category: 'Teaching quality' },
      });
      expect([renamed.status, renamed.body.msg]).toEqual([200, SERVER_MESSAGES.feedbackCategoryUpdated]);
      const validity = await server.api('POST', 'feedback/validity', { token: admin.token, body: { id: made!._id } });
      expect(validity.body.data).toEqual({ category: 'Teaching quality' });
      const removed = await server.api('DELETE', `feedback/category?id=${made!._id}`, { token: admin.token });
      expect([removed.status, removed.body.msg]).toEqual([200, 'Teaching quality deleted !']);
      expect(await categories()).toEqual([]);
    });

    it("refuses a blank name ('Cannot be empty'), a name in use (409) and an unknown category (404)", async () => {
      const blank = await server.api('POST', 'feedback/category', { token: admin.token, body: { category: '   ' } });
      expect([blank.status, blank.body.msg]).toEqual([400, MESSAGES.cannotBeEmpty]);
      await addCategory('Teaching', []);
      const again = await server.api('POST', 'feedback/category', {
        token: admin.token,
        body: { category: 'TEACHING' },
      });
      expect([again.status, again.body.msg]).toEqual([409, SERVER_MESSAGES.feedbackCategoryExists]);
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const answer of [
        await server.api('PUT', 'feedback/category', { token: admin.token, body: { _id: unknown, category: 'X' } }),
        await server.api('DELETE', 'feedback/category', { token: admin.token, body: { id: unknown } }),
        await server.api('POST', `feedback/category/${unknown}/questions`, {
          token: admin.token,
          body: { questions: ['Q'] },
        }),
        await server.api('POST', 'feedback/validity', { token: admin.token, body: { id: unknown } }),
        await results(unknown),
      ]) {
        expect(answer.status).toBe(404);
      }
      expect((await categories()).map((entry) => entry.category)).toEqual(['Teaching']);
    });

    it("adds questions in order ('Questions Added!!') and refuses a blank one, adding none", async () => {
      const category = await addCategory('Teaching', ['Explains clearly', 'Is punctual']);
      const more = await server.api('POST', `feedback/category/${category._id}/questions`, {
        token: admin.token,
        body: { questions: ['Answers doubts'] },
      });
      expect([more.status, more.body.msg]).toEqual([200, MESSAGES.questionsAdded]);
      const blank = await server.api('POST', `feedback/category/${category._id}/questions`, {
        token: admin.token,
        body: { questions: ['Fine', ' '] },
      });
      expect([blank.status, blank.body.msg]).toEqual([400, MESSAGES.cannotBeEmpty]);
      expect((await categories())[0]!.questions.map((question) => question.question)).toEqual([
        'Explains clearly',
        'Is punctual',
        'Answers doubts',
      ]);
    });
  });

  describe("a student's answers", () => {
    it('lists the categories that have questions, and refuses every call while feedback is off', async () => {
      const category = await addCategory('Teaching', ['Explains clearly']);
      await addCategory('Empty', []);
      const list = await server.api<{ data: FeedbackCategory[] }>('GET', 'feedback/category/student', {
        token: students[0]!.token,
      });
      expect(list.body.data.map((entry) => entry.category)).toEqual(['Teaching']);
      expect((await server.api('GET', 'feedback/category/student', { token: teacher.token })).status).toBe(403);
      await writeFeatureStats(server.db, { feedback: false });
      const off = await eventually(
        async () => (await server.api('GET', 'feedback/category/student', { token: students[0]!.token })).status,
        403,
      );
      expect(off).toBe(403);
      const refused = await submit(students[0]!, {
        questionSet: category._id,
        faculty: teacher.email,
        code: 'cs501',
        feedback: answersFor(category),
      });
      expect([refused.status, refused.body.msg]).toEqual([403, SERVER_MESSAGES.feedbackOff]);
      expect(
        (
          await server.api('POST', `feedback/questions/${category._id}`, {
            token: students[0]!.token,
            body: { faculty: teacher.email, code: 'cs501' },
          })
        ).status,
      ).toBe(403);
      expect((await stored()).responses).toBe(0);
    });

    it("gives the questions for a teacher of the student's class, and none for another class's teacher", async () => {
      const category = await addCategory('Teaching', ['Explains clearly', 'Is punctual']);
      const mine = await server.api<{ questions: { questions: { question: string }[] } }>(
        'POST',
        `feedback/questions/${category._id}`,
        {
          token: students[0]!.token,
          body: { faculty: teacher.email.toUpperCase(), code: 'CS501' },
        },
      );
      expect(mine.status).toBe(200);
      expect(mine.body.questions.questions.map((question) => question.question)).toEqual([
        'Explains clearly',
        'Is punctual',
      ]);
      const notMine = await server.api('POST', `feedback/questions/${category._id}`, {
        token: students[0]!.token,
        body: { faculty: otherTeacher.email, code: 'me301' },
      });
      expect([notMine.status, notMine.body.msg]).toEqual([403, SERVER_MESSAGES.feedbackNotYourTeacher]);
      const wrongPair = await server.api('POST', `feedback/questions/${category._id}`, {
        token: students[0]!.token,
        body: { faculty: teacher.email, code: 'cs502' },
      });
      expect(wrongPair.status).toBe(403);
      const theirs = await server.api('POST', `feedback/questions/${category._id}`, {
        token: meStudent.token,
        body: { faculty: otherTeacher.email, code: 'me301' },
      });
      expect(theirs.status).toBe(200);
    });

    it('records an answer once per category, teacher and subject, and marks it done', async () => {
      const category = await addCategory('Teaching', ['Explains clearly', 'Is punctual']);
      const body = {
        questionSet: category._id,
        faculty: teacher.email,
        code: 'cs501',
        feedback: answersFor(category, 'excellent'),
      };
      const first = await submit(students[0]!, body);
      expect([first.status, first.body.msg]).toEqual([200, SERVER_MESSAGES.feedbackSubmitted]);
      const second = await submit(students[0]!, { ...body, feedback: answersFor(category, 'belowaverage') });
      expect([second.status, second.body.msg]).toEqual([409, SERVER_MESSAGES.feedbackAnswered]);
      const form = await server.api('POST', `feedback/questions/${category._id}`, {
        token: students[0]!.token,
        body: { faculty: teacher.email, code: 'cs501' },
      });
      expect(form.status).toBe(409);
      const done = await server.api('GET', `feedback/done/${category._id}`, { token: students[0]!.token });
      expect(done.body.data).toEqual([{ faculty: teacher.email, code: 'cs501' }]);
      expect(
        (await server.api('GET', `feedback/done/${category._id}`, { token: students[1]!.token })).body.data,
      ).toEqual([]);
      // The other teacher of the class is still open to this student.
      expect((await submit(students[0]!, { ...body, faculty: otherTeacher.email, code: 'cs502' })).status).toBe(200);
      expect((await stored()).responses).toBe(2);
    });

    it("refuses nothing answered ('Error!!'), a missing or foreign question and a bad answer, storing nothing", async () => {
      const category = await addCategory('Teaching', ['Explains clearly', 'Is punctual']);
      const other = await addCategory('Facilities', ['Labs are well kept']);
      const base = { questionSet: category._id, faculty: teacher.email, code: 'cs501' };
      const nothing = await submit(students[0]!, { ...base, feedback: [] });
      expect([nothing.status, nothing.body.msg]).toEqual([400, MESSAGES.feedbackNothing]);
      const half = await submit(students[0]!, { ...base, feedback: answersFor(category).slice(0, 1) });
      expect([half.status, half.body.msg]).toEqual([400, SERVER_MESSAGES.feedbackIncomplete]);
      const foreign = await submit(students[0]!, {
        ...base,
        feedback: [...answersFor(category).slice(0, 1), ...answersFor(other)],
      });
      expect([foreign.status, foreign.body.msg]).toEqual([400, SERVER_MESSAGES.feedbackUnknownQuestion]);
      const offScale = await submit(students[0]!, { ...base, feedback: answersFor(category, 'superb') });
      expect(offScale.status).toBe(400);
      const unknownSet = await submit(students[0]!, {
        ...base,
        questionSet: '00000000-0000-4000-8000-000000000000',
        feedback: answersFor(category),
      });
      expect(unknownSet.status).toBe(404);
      expect(await stored()).toEqual({ responses: 0, tallies: '[]' });
    });
  });

  describe('results', () => {
    it('show only the count under three answers, then every answer per question, never who gave them', async () => {
      const category = await addCategory('Teaching', ['Explains clearly', 'Is punctual']);
      const body = (answers: string[]) => ({
        questionSet: category._id,
        faculty: teacher.email,
        code: 'cs501',
        feedback: category.questions.map((question, index) => ({ question: question._id, answer: answers[index]! })),
      });
      expect((await submit(students[0]!, body(['excellent', 'good']))).status).toBe(200);
      expect((await submit(students[1]!, body(['verygood', 'good']))).status).toBe(200);
      const key = `${teacher.email}--cs501`;
      const few = await results(category._id);
      expect(few.body).toMatchObject({
        data: { [key]: [] },
        counts: { [key]: 2 },
        teachers: { [key]: { name: 'Dr. Meera Pillai', subject: 'Compiler Design' } },
      });
      expect((await submit(students[2]!, body(['average', 'belowaverage']))).status).toBe(200);
      const enough = await results(category._id);
      expect(enough.body.counts[key]).toBe(3);
      const [first, second] = enough.body.data[key]!;
      expect(first![0]).toBe('Explains clearly');
      expect(first!.slice(1).sort()).toEqual(['average', 'excellent', 'verygood']);
      expect(second![0]).toBe('Is punctual');
      expect(second!.slice(1).sort()).toEqual(['belowaverage', 'good', 'good']);
      // Neither the answer nor what is stored of the answers names a student.
      const everything = JSON.stringify(enough.body) + (await stored()).tallies;
      for (const student of students) {
        expect(everything).not.toContain(student.id);
        expect(everything).not.toContain(student.email);
      }
      // Another class sees none of it.
      expect((await results(category._id, { department: 'ME', currentYear: 2 })).body.counts).toEqual({});
    });

    it('refuses a bad class with 400', async () => {
      const category = await addCategory('Teaching', ['Explains clearly']);
      expect((await results(category._id, { department: 'CSE', currentYear: 7 })).status).toBe(400);
      expect((await results(category._id, { department: 'XYZ', currentYear: 1 })).status).toBe(400);
    });
  });
});
