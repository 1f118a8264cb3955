import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  type Subject,
  type Timetable,
  type TimetableDay,
  type TimetableSummary,
} from '@portal/domain';
import { subjects } from '../src/modules/subjects/schema.js';
import { timetablePeriods, timetables } from '../src/modules/timetables/schema.js';
import { findSubjectByCode, isTaughtBy } from '../src/modules/subjects/index.js';
import { periodsOfClassOn, periodsTaughtOn } from '../src/modules/timetables/index.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

/** 11:30 in Kolkata on 2030-06-15: the even term by the date, so a third-year is in S6. */
const NOW = new Date('2030-06-15T06:00:00Z');
const MISSING = '00000000-0000-4000-8000-000000000000';

describe.each(databases)('subjects and timetables on %s', (kind) => {
  let server: TestServer;
  let admin: Fixture;
  let student: Fixture; // CSE, year 3
  let teacherA: Fixture;
  let teacherB: Fixture;
  let office: Fixture;
  const ids: Record<string, string> = {};

  const call = <T = unknown>(method: string, path: string, body?: unknown, token = admin.token) =>
    server.api<{ data: T }>(method, path, { token, body });
  const subjectBody = (code: string, semester: number, taughtBy: string, department = 'CSE') => ({
    name: `Subject ${code.toLowerCase()}`,
    code,
    courseType: 'theory',
    department,
    semester,
    taughtBy,
  });
  const snapshot = async () => ({
    subjects: await server.db.select().from(subjects),
    timetables: await server.db.select().from(timetables),
    periods: await server.db.select().from(timetablePeriods),
  });
  const week = (
    department: string,
    semester: number,
    monday: { subject: string; startTime: string; endTime: string }[],
  ) => ({
    semesterDepartment: { department, semester },
    periodTimings: [{ day: 'monday', timings: monday }],
  });

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    admin = await makeUser(server, 'admin');
    student = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    teacherA = await makeUser(server, 'faculty', { name: 'Asha Teacher', department: 'CSE' });
    teacherB = await makeUser(server, 'faculty', { name: 'Bala Teacher', department: 'CSE' });
    office = await makeUser(server, 'office');
  });
  afterAll(() => server?.close());

  describe('who may call', () => {
    const ADMIN_CALLS: [string, string, unknown?][] = [
      ['POST', 'admin/subject', { name: 'x' }],
      ['PUT', 'admin/subject', { _id: MISSING }],
      ['DELETE', `admin/subject?id=${MISSING}`],
      ['GET', 'admin/timetable'],
      ['POST', 'admin/timetable', {}],
      ['GET', 'admin/timetable/busy?department=CSE&semester=5'],
      ['GET', `admin/timetable/${MISSING}`],
      ['PUT', `admin/timetable/${MISSING}`, {}],
      ['DELETE', `admin/timetable/${MISSING}`],
    ];
    it('answers 401 without a token and 403 to every other role, changing nothing', async () => {
      const before = await snapshot();
      for (const [method, path, body] of ADMIN_CALLS) {
        expect((await server.api(method, path, { body })).status, `${method} ${path}`).toBe(401);
        for (const who of [student, teacherA, office]) {
          expect((await server.api(method, path, { token: who.token, body })).status, `${method} ${path}`).toBe(403);
        }
      }
      for (const path of [
        'shared/subject',
        'shared/timetable?department=CSE&semester=5',
        'student/timetable',
        'student/teachers',
      ]) {
        expect((await server.api('GET', path)).status, path).toBe(401);
      }
      for (const path of ['student/timetable', 'student/teachers']) {
        expect((await server.api('GET', path, { token: teacherA.token })).status, path).toBe(403);
      }
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('subjects', () => {
    it('creates a subject with its code lower-cased and lists it with its teacher', async () => {
      const created = await call<Subject>('POST', 'admin/subject', subjectBody('CS601', 6, teacherA.id));
      expect([created.status, created.body.msg]).toEqual([201, MESSAGES.subjectCreated]);
      expect(created.body.data).toMatchObject({
        code: 'cs601',
        semester: 6,
        department: 'CSE',
        taughtBy: { _id: teacherA.id, name: 'Asha Teacher', email: teacherA.email, department: 'CSE' },
      });
      ids.cs601 = created.body.data._id;
      ids.cs602 = (
        await call<Subject>('POST', 'admin/subject', {
          ...subjectBody('cs602', 6, teacherB.id),
          taughtBy: { _id: teacherB.id, name: 'Bala' },
        })
      ).body.data._id;
      ids.cs501 = (await call<Subject>('POST', 'admin/subject', subjectBody('cs501', 5, teacherA.id))).body.data._id;
      ids.me301 = (
        await call<Subject>('POST', 'admin/subject', subjectBody('me301', 3, teacherB.id, 'ME'))
      ).body.data._id;
      const all = await call<Subject[]>('GET', 'shared/subject', undefined, student.token);
      expect(all.body.data.map((row) => row.code)).toEqual(['cs501', 'cs601', 'cs602', 'me301']);
      const filtered = await call<Subject[]>(
        'GET',
        'shared/subject?department=cse&semester=6',
        undefined,
        office.token,
      );
      expect(filtered.body.data.map((row) => row.code)).toEqual(['cs601', 'cs602']);
      expect((await call('GET', 'shared/subject?semester=9')).status).toBe(400);
    });

    it('refuses blank fields, bad values and a teacher who is not an active faculty member (400), writing nothing', async () => {
      const before = await snapshot();
      const blank = await call('POST', 'admin/subject', {
        name: ' ',
        code: '',
        courseType: '',
        department: '',
        semester: '',
        taughtBy: '',
      });
      expect([blank.status, blank.body.msg]).toEqual([400, MESSAGES.required]);
      expect(blank.body.errors?.map((error) => error.path)).toEqual([
        'name',
        'code',
        'courseType',
        'department',
        'semester',
        'taughtBy',
      ]);
      expect((await call('POST', 'admin/subject', subjectBody('cs699', 9, teacherA.id))).body.msg).toBe(
        SERVER_MESSAGES.semesterRange,
      );
      const asStudent = await call('POST', 'admin/subject', subjectBody('cs699', 6, student.id));
      expect([asStudent.status, asStudent.body.msg]).toEqual([400, SERVER_MESSAGES.notActiveFaculty]);
      expect((await call('POST', 'admin/subject', subjectBody('cs699', 6, MISSING))).body.msg).toBe(
        SERVER_MESSAGES.notActiveFaculty,
      );
      const idle = await makeUser(server, 'faculty', { active: false });
      expect((await call('POST', 'admin/subject', subjectBody('cs699', 6, idle.id))).body.msg).toBe(
        SERVER_MESSAGES.notActiveFaculty,
      );
      expect(await snapshot()).toEqual(before);
    });

    it('keeps a code unique within its class (409), also on edit, but lets another class use it', async () => {
      const again = await call('POST', 'admin/subject', subjectBody('Cs601', 6, teacherB.id));
      expect([again.status, again.body.msg]).toEqual([409, SERVER_MESSAGES.subjectCodeTaken]);
      const elsewhere = await call<Subject>('POST', 'admin/subject', subjectBody('cs601', 7, teacherB.id));
      expect(elsewhere.status).toBe(201);
      const clash = await call('PUT', 'admin/subject', {
        _id: elsewhere.body.data._id,
        ...subjectBody('cs601', 6, teacherB.id),
      });
      expect([clash.status, clash.body.msg]).toEqual([409, SERVER_MESSAGES.subjectCodeTaken]);
      expect((await call('DELETE', 'admin/subject', { id: elsewhere.body.data._id })).status).toBe(200);
    });

    it('edits a subject, answering 404 for one that does not exist', async () => {
      const edited = await call<Subject>('PUT', 'admin/subject', {
        _id: ids.cs602,
        ...subjectBody('cs602', 6, teacherB.id),
        name: 'Networks',
      });
      expect([edited.status, edited.body.msg, edited.body.data.name]).toEqual([
        200,
        MESSAGES.subjectUpdated,
        'Networks',
      ]);
      expect((await call('PUT', 'admin/subject', { _id: MISSING, ...subjectBody('zz1', 6, teacherB.id) })).status).toBe(
        404,
      );
      expect((await call('PUT', 'admin/subject', { _id: 'nope', ...subjectBody('zz1', 6, teacherB.id) })).status).toBe(
        400,
      );
    });

    it('deletes by id in the query or the body; 404 when missing, 400 without an id', async () => {
      const made = await call<Subject>('POST', 'admin/subject', subjectBody('tmp1', 2, teacherA.id));
      expect((await call('DELETE', `admin/subject?id=${made.body.data._id}`)).body.msg).toBe(
        SERVER_MESSAGES.subjectDeleted,
      );
      expect((await call('DELETE', `admin/subject?id=${made.body.data._id}`)).status).toBe(404);
      expect((await call('DELETE', 'admin/subject')).status).toBe(400);
    });

    it("answers a student's teachers for the own class this term", async () => {
      const teachers = await call<unknown[]>('GET', 'student/teachers', undefined, student.token);
      expect(teachers.body.data).toEqual([
        { name: 'Subject cs601', code: 'cs601', taughtBy: { name: 'Asha Teacher', email: teacherA.email } },
        { name: 'Networks', code: 'cs602', taughtBy: { name: 'Bala Teacher', email: teacherB.email } },
      ]);
      // The admin moves the term on: a third-year is now in S5.
      expect((await call('PUT', 'admin/settings', { currentTerm: 'odd' })).status).toBe(200);
      expect(
        (await call<{ code: string }[]>('GET', 'student/teachers', undefined, student.token)).body.data.map(
          (row) => row.code,
        ),
      ).toEqual(['cs501']);
      expect((await call('PUT', 'admin/settings', { currentTerm: 'even' })).status).toBe(200);
    });
  });

  describe('timetables', () => {
    it('creates a timetable (201) that the class and any signed-in user can read, Monday to Friday', async () => {
      const created = await call<{ _id: string }>('POST', 'admin/timetable', {
        semesterDepartment: { department: 'CSE', semester: 6 },
        periodTimings: [
          { day: 'Wednesday', timings: [{ subject: 'CS602', startTime: '11:00', endTime: '12:00' }] },
          {
            day: 'monday',
            timings: [
              { subject: 'cs602', startTime: '10:00', endTime: '11:00' },
              { subject: 'cs601', startTime: '09:00', endTime: '10:00' },
            ],
          },
        ],
      });
      expect([created.status, created.body.msg]).toEqual([201, MESSAGES.timetableCreated]);
      ids.s6 = created.body.data._id;
      const own = await call<TimetableDay[]>('GET', 'student/timetable', undefined, student.token);
      expect(own.body.data.map((day) => day.day)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday']);
      expect(own.body.data[0]!.timings).toEqual([
        { subject: 'cs601', name: 'Subject cs601', startTime: '09:00', endTime: '10:00' },
        { subject: 'cs602', name: 'Networks', startTime: '10:00', endTime: '11:00' },
      ]);
      expect(own.body.data[1]!.timings).toEqual([]);
      const shared = await call<{
        department: string;
        semester: number;
        periodTimings: TimetableDay[];
        subjects: Subject[];
      }>('GET', 'shared/timetable?department=CSE&semester=6', undefined, teacherA.token);
      expect(shared.body.data).toMatchObject({ department: 'CSE', semester: 6 });
      expect(shared.body.data.periodTimings[2]!.timings).toEqual([
        { subject: 'cs602', name: 'Networks', startTime: '11:00', endTime: '12:00' },
      ]);
      expect(shared.body.data.subjects.map((row) => row.code)).toEqual(['cs601', 'cs602']);
      const missing = await call('GET', 'shared/timetable?department=CSE&semester=2', undefined, student.token);
      expect([missing.status, missing.body.msg]).toEqual([404, MESSAGES.timetableNotFound]);
      expect((await call('GET', 'shared/timetable?department=XX&semester=2')).status).toBe(400);
      const one = await call<Timetable>('GET', `admin/timetable/${ids.s6}`);
      expect(one.body.data).toMatchObject({ _id: ids.s6, department: 'CSE', semester: 6 });
      const list = await call<TimetableSummary[]>('GET', 'admin/timetable');
      expect(list.body.data).toEqual([
        expect.objectContaining({ _id: ids.s6, department: 'CSE', semester: 6, periods: 3 }),
      ]);
    });

    it('answers an empty week to a student whose class has no timetable', async () => {
      const other = await makeUser(server, 'student', { department: 'ME', currentYear: 1 });
      expect((await call('GET', 'student/timetable', undefined, other.token)).body.data).toEqual([]);
      expect((await call('GET', 'student/teachers', undefined, other.token)).body.data).toEqual([]);
    });

    it('refuses bad timetables (400) at the edges, writing nothing', async () => {
      const before = await snapshot();
      const cases: [unknown, string][] = [
        [
          {
            semesterDepartment: { department: 'CSE', semester: 5 },
            periodTimings: [{ day: 'saturday', timings: [{ subject: 'cs501', startTime: '09:00', endTime: '10:00' }] }],
          },
          SERVER_MESSAGES.weekdaysOnly,
        ],
        [
          week('CSE', 5, [{ subject: 'cs501', startTime: '10:00', endTime: '10:00' }]),
          SERVER_MESSAGES.periodEndsBeforeStart,
        ],
        [week('CSE', 5, [{ subject: 'cs501', startTime: '9:00', endTime: '10:00' }]), SERVER_MESSAGES.invalidTime],
        [week('CSE', 5, []), SERVER_MESSAGES.noPeriods],
        [week('CSE', 9, [{ subject: 'cs501', startTime: '09:00', endTime: '10:00' }]), SERVER_MESSAGES.semesterRange],
        [
          week('CSE', 5, [{ subject: 'cs601', startTime: '09:00', endTime: '10:00' }]),
          `${SERVER_MESSAGES.subjectNotOfClass}: cs601`,
        ],
        [
          week('CSE', 5, [{ subject: 'nope', startTime: '09:00', endTime: '10:00' }]),
          `${SERVER_MESSAGES.subjectNotOfClass}: nope`,
        ],
      ];
      for (const [body, message] of cases) {
        const answer = await call('POST', 'admin/timetable', body);
        expect([answer.status, answer.body.msg], JSON.stringify(body)).toEqual([400, message]);
      }
      const overlap = await call(
        'POST',
        'admin/timetable',
        week('CSE', 5, [
          { subject: 'cs501', startTime: '09:00', endTime: '10:00' },
          { subject: 'cs501', startTime: '09:59', endTime: '10:30' },
        ]),
      );
      expect(overlap.status).toBe(400);
      expect(overlap.body.msg).toMatch(new RegExp(`^${SERVER_MESSAGES.periodsOverlap}`));
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a second timetable for a class (409)', async () => {
      const again = await call(
        'POST',
        'admin/timetable',
        week('CSE', 6, [{ subject: 'cs601', startTime: '14:00', endTime: '15:00' }]),
      );
      expect([again.status, again.body.msg]).toEqual([409, `${SERVER_MESSAGES.timetableExists}: S6 CSE`]);
    });

    it('refuses a teacher in two classes at once (409 naming the other class, day and time), takes touching periods', async () => {
      const before = await snapshot();
      const clash = await call(
        'POST',
        'admin/timetable',
        week('CSE', 5, [{ subject: 'cs501', startTime: '09:30', endTime: '10:30' }]),
      );
      expect([clash.status, clash.body.msg]).toEqual([
        409,
        `${SERVER_MESSAGES.teacherClash} cs501 already teaches S6 CSE (cs601) on Monday at 9:00 am – 10:00 am`,
      ]);
      expect(await snapshot()).toEqual(before);
      const touching = await call<{ _id: string }>(
        'POST',
        'admin/timetable',
        week('CSE', 5, [{ subject: 'cs501', startTime: '10:00', endTime: '11:00' }]),
      );
      expect(touching.status).toBe(201);
      ids.s5 = touching.body.data._id;
      const busy = await call<unknown[]>('GET', 'admin/timetable/busy?department=CSE&semester=5');
      expect(busy.body.data).toEqual([
        {
          teacherId: teacherA.id,
          department: 'CSE',
          semester: 6,
          subject: 'cs601',
          day: 'monday',
          startTime: '09:00',
          endTime: '10:00',
        },
      ]);
    });

    it('edits a timetable with the same checks, and 404 for a missing one', async () => {
      const clash = await call(
        'PUT',
        `admin/timetable/${ids.s5}`,
        week('CSE', 5, [{ subject: 'cs501', startTime: '08:30', endTime: '09:30' }]),
      );
      expect(clash.status).toBe(409);
      const moved = await call(
        'PUT',
        `admin/timetable/${ids.s5}`,
        week('CSE', 5, [{ subject: 'cs501', startTime: '08:00', endTime: '09:00' }]),
      );
      expect([moved.status, moved.body.msg]).toEqual([200, SERVER_MESSAGES.timetableUpdated]);
      const one = await call<Timetable>('GET', `admin/timetable/${ids.s5}`);
      expect(one.body.data.periodTimings[0]!.timings).toEqual([
        { subject: 'cs501', name: 'Subject cs501', startTime: '08:00', endTime: '09:00' },
      ]);
      const intoOther = await call(
        'PUT',
        `admin/timetable/${ids.s5}`,
        week('CSE', 6, [{ subject: 'cs601', startTime: '15:00', endTime: '16:00' }]),
      );
      expect(intoOther.status).toBe(409);
      expect(
        (
          await call(
            'PUT',
            `admin/timetable/${MISSING}`,
            week('CSE', 4, [{ subject: 'x', startTime: '08:00', endTime: '09:00' }]),
          )
        ).status,
      ).toBe(404);
      expect((await call('GET', `admin/timetable/${MISSING}`)).status).toBe(404);
      expect((await call('GET', 'admin/timetable/not-an-id')).status).toBe(400);
    });

    it('refuses to delete a subject a timetable uses, or to move it to a busy teacher or another class', async () => {
      const before = await snapshot();
      const used = await call('DELETE', `admin/subject?id=${ids.cs601}`);
      expect([used.status, used.body.msg]).toEqual([409, `${SERVER_MESSAGES.subjectInTimetable} S6 CSE`]);
      // cs602 (Bala) is on Monday 10:00-11:00 in S6; give Bala cs501's class a period then.
      const moveClass = await call('PUT', 'admin/subject', { _id: ids.cs601, ...subjectBody('cs601', 4, teacherA.id) });
      expect([moveClass.status, moveClass.body.msg]).toEqual([409, SERVER_MESSAGES.subjectMoveInTimetable]);
      const onlyCs501 = await call(
        'PUT',
        `admin/timetable/${ids.s5}`,
        week('CSE', 5, [{ subject: 'cs501', startTime: '10:00', endTime: '11:00' }]),
      );
      expect(onlyCs501.status).toBe(200);
      const snapshotAfter = await snapshot();
      const busyTeacher = await call('PUT', 'admin/subject', {
        _id: ids.cs501,
        ...subjectBody('cs501', 5, teacherB.id),
      });
      expect(busyTeacher.status).toBe(409);
      expect(busyTeacher.body.msg).toBe(
        `${SERVER_MESSAGES.teacherClash} cs501 already teaches S6 CSE (cs602) on Monday at 10:00 am – 11:00 am`,
      );
      expect(await snapshot()).toEqual(snapshotAfter);
      expect(before.subjects).toEqual(snapshotAfter.subjects);
    });

    it("gives later areas a class's and a teacher's periods of a weekday", async () => {
      const monday = await periodsOfClassOn(server.db, 'CSE', 6, 'monday');
      expect(monday.map((period) => [period.subject, period.startTime, period.teacherId])).toEqual([
        ['cs601', '09:00', teacherA.id],
        ['cs602', '10:00', teacherB.id],
      ]);
      expect(await periodsOfClassOn(server.db, 'CSE', 6, 'tuesday')).toEqual([]);
      const taught = await periodsTaughtOn(server.db, teacherA.id, 'monday');
      expect(taught.map((period) => [period.department, period.semester, period.subject, period.startTime])).toEqual(
        [
          ['CSE', 5, 'cs501', '10:00'],
          ['CSE', 6, 'cs601', '09:00'],
        ].sort((a, b) => String(a[3]).localeCompare(String(b[3]))),
      );
      expect(await isTaughtBy(server.db, ids.cs601!, teacherA.id)).toBe(true);
      expect(await isTaughtBy(server.db, ids.cs601!, teacherB.id)).toBe(false);
      expect((await findSubjectByCode(server.db, 'CSE', 6, 'CS601'))?.id).toBe(ids.cs601);
    });

    it('keeps a faculty member who still teaches (409 naming the codes) until the subjects are reassigned', async () => {
      const lonely = await makeUser(server, 'faculty', { name: 'Only Once', department: 'CSE' });
      const made = await call<Subject>('POST', 'admin/subject', subjectBody('CS301', 3, lonely.id));
      const refused = await call('POST', 'admin/deleteuser', { email: lonely.email });
      expect([refused.status, refused.body.msg]).toEqual([409, `${SERVER_MESSAGES.stillTeaches} CS301`]);
      expect(
        (await call('PUT', 'admin/subject', { _id: made.body.data._id, ...subjectBody('cs301', 3, teacherA.id) }))
          .status,
      ).toBe(200);
      expect((await call('POST', 'admin/deleteuser', { email: lonely.email })).status).toBe(200);
    });

    it('deletes a timetable (404 after), freeing its subjects', async () => {
      expect((await call('DELETE', `admin/timetable/${ids.s5}`)).body.msg).toBe(SERVER_MESSAGES.timetableDeleted);
      expect((await call('DELETE', `admin/timetable/${ids.s5}`)).status).toBe(404);
      expect((await call('DELETE', `admin/subject?id=${ids.cs501}`)).status).toBe(200);
      expect(await server.db.select().from(timetablePeriods)).toHaveLength(3);
    });

    it('refuses two clashing timetables saved at the same moment: one wins', async () => {
      const s7 = await call<Subject>('POST', 'admin/subject', subjectBody('cs701', 7, teacherB.id));
      const s8 = await call<Subject>('POST', 'admin/subject', subjectBody('cs801', 8, teacherB.id));
      expect([s7.status, s8.status]).toEqual([201, 201]);
      const answers = await Promise.all([
        call('POST', 'admin/timetable', week('CSE', 7, [{ subject: 'cs701', startTime: '15:00', endTime: '16:00' }])),
        call('POST', 'admin/timetable', week('CSE', 8, [{ subject: 'cs801', startTime: '15:30', endTime: '16:30' }])),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    });
  });
});
