import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type AuditEntry, type DepartmentSummary, type User } from '@portal/domain';
import { accountAudit } from '../src/modules/admin/schema.js';
import { gatepasses } from '../src/modules/gatepass/schema.js';
import { queryRows, type Database } from '../src/db/client.js';
import { userSearch } from '../src/modules/users/index.js';
import { users } from '../src/modules/users/schema.js';
import { signToken } from '../src/lib/tokens.js';
import { PASSWORD, TEST_SECRET, databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';

/** The server's clock: 11:30 in Kolkata on 2030-06-15, in the even term by the date. */
const NOW = new Date('2030-06-15T06:00:00Z');

/** Every admin call, with a body good enough to pass validation. */
const ADMIN_CALLS: [string, string, unknown?][] = [
  ['GET', 'admin/allstudents'],
  ['GET', 'admin/allfaculties'],
  ['GET', 'admin/alladmins'],
  ['GET', 'admin/allstaff'],
  ['GET', 'admin/pending'],
  ['GET', 'admin/departments'],
  ['GET', 'admin/class?department=CSE&semester=5'],
  ['POST', 'admin/adduser', { email: 'someone@test.example', type: 'admin', password: 'Secret123' }],
  ['POST', 'admin/addusers', { type: 'student', data: [['x@test.example', 'Secret123', 'CSE', '1', '2033', '7']] }],
  ['POST', 'admin/updateuser', { _id: '00000000-0000-4000-8000-000000000000', name: 'X' }],
  ['POST', 'admin/deleteuser', { email: 'nobody@test.example' }],
  ['GET', 'admin/audit?userId=00000000-0000-4000-8000-000000000000'],
  ['GET', 'admin/stats'],
  ['GET', 'admin/stats/payment'],
  ['POST', 'admin/stats/payment/1'],
  ['GET', 'admin/settings'],
  ['PUT', 'admin/settings', { currentTerm: 'odd' }],
];

describe.each(databases)('the admin area on %s', (kind) => {
  let server: TestServer;
  let admin: Fixture;
  let student: Fixture; // CSE, year 3
  let faculty: Fixture;
  let office: Fixture;
  let security: Fixture;

  /** A fresh token for an account whose sessions were ended (its token version moved on). */
  const tokenOf = async (id: string) =>
    signToken({ userId: id, tokenVersion: (await rowOf(id))!.tokenVersion }, TEST_SECRET, NOW);
  const rowOf = async (id: string) => (await server.db.select().from(users).where(eq(users.id, id)))[0];
  const auditOf = async (id: string) => server.db.select().from(accountAudit).where(eq(accountAudit.userId, id));
  const signIn = (email: string, password = PASSWORD) =>
    server.api('POST', 'auth/signin', { body: { email, password } });
  const update = (body: Record<string, unknown>, token = admin.token) =>
    server.api('POST', 'admin/updateuser', { token, body });
  const list = (path: string, token = admin.token) =>
    server.api<{ data: User[]; total: number }>('GET', path, { token });

  beforeAll(async () => {
    server = await startServer(kind, { now: () => NOW });
    admin = await makeUser(server, 'admin', { name: 'Chief Admin' });
    student = await makeUser(server, 'student', {
      name: 'Meera Pillai',
      department: 'CSE',
      currentYear: 3,
      rollNo: '4417',
      passoutYear: 2031,
    });
    faculty = await makeUser(server, 'faculty', { department: 'CSE', advisorYears: [3] });
    office = await makeUser(server, 'office');
    security = await makeUser(server, 'security');
  });
  afterAll(() => server?.close());

  describe('who may call', () => {
    it('answers 401 without a token and 403 for every other role, changing nothing', async () => {
      const before = await server.db.select().from(users);
      for (const [method, path, body] of ADMIN_CALLS) {
        expect((await server.api(method, path, { body })).status, `${method} ${path}`).toBe(401);
        for (const who of [student, faculty, office, security]) {
          const answer = await server.api(method, path, { token: who.token, body });
          expect(answer.status, `${method} ${path}`).toBe(403);
          expect(answer.body.msg).toBe(SERVER_MESSAGES.forbidden);
        }
      }
      expect(await server.db.select().from(users)).toEqual(before);
    });

    it('opens the student directory to the office and the admin only', async () => {
      expect((await server.api('GET', 'office/students')).status).toBe(401);
      for (const who of [student, faculty, security])
        expect((await list('office/students', who.token)).status).toBe(403);
      for (const who of [office, admin]) {
        const answer = await list('office/students?search=Meera', who.token);
        expect(answer.status).toBe(200);
        expect(answer.body.data.map((user) => user.email)).toEqual([student.email]);
      }
    });
  });

  describe("the office's student directory", () => {
    /** What the directory shows: its columns, the details dialog and its CSV (docs/rules.md, "Accounts run by the admin"). */
    const DIRECTORY_FIELDS = [
      '_id',
      'active',
      'address',
      'bloodGroup',
      'currentYear',
      'department',
      'email',
      'mobile',
      'name',
      'parentDetails',
      'passoutYear',
      'rollNo',
      'studentId',
    ];

    beforeAll(async () => {
      await server.db
        .update(users)
        .set({
          address: '12 Temple Road, Kochi',
          dob: '2005-04-01',
          bloodGroup: 'O+',
          photo: '/api/files/photo.webp',
          studentId: 'CSE-4417',
          parentDetails: { father: { name: 'Ravi Pillai', mobile: '9876500001' }, mother: { name: 'Asha' } },
        })
        .where(eq(users.id, student.id));
    });

    it('answers the office only the fields its directory shows: no date of birth, photo or account internals', async () => {
      for (const who of [office, admin]) {
        const answer = await server.api<{ data: Record<string, unknown>[] }>('GET', 'office/students?search=Meera', {
          token: who.token,
        });
        expect(answer.status).toBe(200);
        const [listed] = answer.body.data;
        expect(Object.keys(listed!).sort()).toEqual(DIRECTORY_FIELDS);
        expect(listed!.address).toBe('12 Temple Road, Kochi');
        expect(listed!.parentDetails).toEqual({
          father: { name: 'Ravi Pillai', mobile: '9876500001' },
          mother: { name: 'Asha' },
        });
      }
    });
  });

  describe('user lists', () => {
    beforeAll(async () => {
      for (let index = 0; index < 25; index++) {
        await makeUser(server, 'student', {
          name: `Paging Student ${String(index).padStart(2, '0')}`,
          department: index % 2 ? 'ME' : 'EEE',
          currentYear: (index % 4) + 1,
          rollNo: `9${String(index).padStart(3, '0')}`,
        });
      }
    });

    it('pages on the server with the total, in name order by default', async () => {
      const first = await list('admin/allstudents?search=Paging&limit=10');
      expect(first.body).toMatchObject({ total: 25, page: 1, limit: 10 });
      expect(first.body.data.map((user) => user.name)).toEqual(
        Array.from({ length: 10 }, (_, index) => `Paging Student ${String(index).padStart(2, '0')}`),
      );
      const last = await list('admin/allstudents?search=Paging&limit=10&page=3');
      expect(last.body.data.map((user) => user.name)).toEqual([
        'Paging Student 20',
        'Paging Student 21',
        'Paging Student 22',
        'Paging Student 23',
        'Paging Student 24',
      ]);
      const beyond = await list('admin/allstudents?search=Paging&limit=10&page=9');
      expect(beyond.body).toMatchObject({ data: [], total: 25 });
    });

    it('searches the name, the e-mail and the start of the roll number, and filters by department and year', async () => {
      expect(
        (await list(`admin/allstudents?search=${encodeURIComponent(student.email.toUpperCase())}`)).body.data.map(
          (user) => user.name,
        ),
      ).toEqual(['Meera Pillai']);
      expect((await list('admin/allstudents?search=441')).body.data.map((user) => user.name)).toEqual(['Meera Pillai']);
      // A LIKE wildcard typed in the box is a plain character.
      expect((await list('admin/allstudents?search=%25')).body.total).toBe(0);
      const me3 = await list('admin/allstudents?search=Paging&department=ME&currentYear=2');
      expect(me3.body.data.every((user) => user.department === 'ME' && user.currentYear === 2)).toBe(true);
      expect(me3.body.total).toBe(6);
      const sorted = await list('admin/allstudents?search=Paging&sort=rollNo&order=desc&limit=2');
      expect(sorted.body.data.map((user) => user.rollNo)).toEqual(['9024', '9023']);
    });

    it('keeps each list to its types', async () => {
      expect((await list('admin/allfaculties')).body.data.map((user) => user.type)).toEqual(['faculty']);
      expect((await list('admin/alladmins')).body.data.map((user) => user.email)).toEqual([admin.email]);
      expect((await list('admin/allstaff')).body.data.map((user) => user.type).sort()).toEqual(['office', 'security']);
    });

    it('exports the filtered list as CSV, with a formula-looking name made harmless', async () => {
      await makeUser(server, 'student', { name: '=HYPERLINK("x")', department: 'CE', currentYear: 1, rollNo: '77' });
      const response = await fetch(`${server.url}/api/admin/allstudents?department=CE&format=csv`, {
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toContain('students.csv');
      const lines = (await response.text()).trim().split('\r\n');
      expect(lines[0]).toBe('name,email,type,active,department,year,passoutYear,rollNo,joiningYear,mobile,isHOD');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    });

    it('refuses a bad query with 400', async () => {
      for (const query of ['limit=101', 'page=0', 'department=XYZ', 'currentYear=5', 'sort=password', 'order=up']) {
        expect((await list(`admin/allstudents?${query}`)).status, query).toBe(400);
      }
    });
  });

  describe('searching every identifier a person types', () => {
    let devika: Fixture;
    beforeAll(async () => {
      devika = await makeUser(server, 'student', {
        name: 'Devika Menon',
        email: 'devika.m@test.example',
        department: 'CSE',
        currentYear: 2,
        rollNo: '2',
        studentId: 'CSE24002',
        mobile: '9811122233',
      });
      // A mobile kept as typed before numbers were kept as their ten digits.
      await makeUser(server, 'student', { name: 'Older Record', mobile: '+919877766655', studentId: 'ME23017' });
    });

    /** The e-mails a search finds, in the admin's student list and in the office's directory (the same). */
    const found = async (search: string) => {
      const query = `?search=${encodeURIComponent(search)}`;
      const byAdmin = await list(`admin/allstudents${query}`);
      const byOffice = await list(`office/students${query}`, office.token);
      expect([byAdmin.status, byOffice.status], search).toEqual([200, 200]);
      expect(
        byOffice.body.data.map((user) => user.email),
        search,
      ).toEqual(byAdmin.body.data.map((user) => user.email));
      return byAdmin.body.data.map((user) => user.email);
    };

    it('finds a student by the student ID on the card, in any letter case', async () => {
      for (const search of ['CSE24002', 'cse24002', ' Cse24002 ', 'CSE2400']) {
        expect(await found(search), search).toEqual([devika.email]);
      }
    });

    it('finds a student by the mobile number, typed with spaces, dashes or +91, whole or in part', async () => {
      for (const search of ['9811122233', '98111 22233', '98111-22233', '+91 98111 22233', '098111 22233', '22233']) {
        expect(await found(search), search).toEqual([devika.email]);
      }
      expect(await found('98777 66655')).toHaveLength(1);
      // Three digits are a roll number's start, not a piece of a mobile number.
      expect(await found('981')).toEqual([]);
    });

    it('still finds by part of the name or the e-mail, and by the start of the roll number', async () => {
      expect(await found('menon')).toEqual([devika.email]);
      expect(await found('Devika M')).toEqual([devika.email]);
      expect(await found('devika.m@')).toEqual([devika.email]);
      const byRoll = await list('admin/allstudents?search=2&department=CSE&currentYear=2');
      expect(byRoll.body.data.map((user) => user.email)).toEqual([devika.email]);
    });

    it('shows the office the student ID in the directory', async () => {
      const answer = await list('office/students?search=CSE24002', office.token);
      expect(answer.body.data[0]).toMatchObject({ email: devika.email, studentId: 'CSE24002', mobile: '9811122233' });
    });

    it('can answer each part of a search from an index', async () => {
      // Sequential scans off: the plan then shows whether an index serves each part of the condition
      // (a small table is otherwise read whole, which is what PostgreSQL should do with it).
      const plan = await server.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx as unknown as Database,
          sql`EXPLAIN SELECT id FROM users WHERE ${userSearch('9811122233')}`,
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      for (const index of ['users_search_idx', 'users_mobile_search_idx', 'users_roll_no_search_idx'])
        expect(plan).toContain(index);
    });
  });

  describe('adding one user', () => {
    const add = (body: Record<string, unknown>) => server.api('POST', 'admin/adduser', { token: admin.token, body });

    it('refuses with the documented messages', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ email: 'not-an-email', type: 'admin', password: 'Secret123' }, MESSAGES.invalidEmail],
        [
          { email: 'f@test.example', type: 'faculty', password: 'Secret123', joiningYear: '2019', rollNo: '12' },
          MESSAGES.addDepartment,
        ],
        [
          {
            email: 's@test.example',
            type: 'student',
            password: 'Secret123',
            department: 'CSE',
            passoutYear: 2031,
            rollNo: '5',
          },
          SERVER_MESSAGES.addCurrentYear,
        ],
        [
          {
            email: 's@test.example',
            type: 'student',
            password: 'Secret123',
            department: 'CSE',
            currentYear: 2,
            rollNo: '5',
          },
          SERVER_MESSAGES.addPassoutYear,
        ],
        [
          {
            email: 's@test.example',
            type: 'student',
            password: 'Secret123',
            department: 'CSE',
            currentYear: 2,
            passoutYear: 2031,
            rollNo: 'A5',
          },
          MESSAGES.enterNumber,
        ],
        [
          {
            email: 'f@test.example',
            type: 'faculty',
            password: 'Secret123',
            department: 'CSE',
            joiningYear: 'last year',
            rollNo: '12',
          },
          MESSAGES.enterNumber,
        ],
        [
          {
            email: 's@test.example',
            type: 'student',
            department: 'CSE',
            currentYear: 2,
            passoutYear: 2031,
            rollNo: '5',
          },
          MESSAGES.invalidPassword,
        ],
        [
          {
            email: 's@test.example',
            type: 'student',
            password: '   ',
            department: 'CSE',
            currentYear: 2,
            passoutYear: 2031,
            rollNo: '5',
          },
          MESSAGES.invalidPassword,
        ],
        [{ email: 'o@test.example', type: 'owner', password: 'Secret123' }, SERVER_MESSAGES.unknownUserType],
      ];
      for (const [body, message] of cases) {
        const answer = await add(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.msg, JSON.stringify(body)).toBe(message);
      }
      expect(await server.db.select().from(users).where(eq(users.email, 's@test.example'))).toEqual([]);
    });

    it('creates an account that can sign in, records it, and refuses the same e-mail twice', async () => {
      const body = {
        email: 'New.Faculty@Test.Example',
        type: 'faculty',
        password: 'Secret123',
        department: 'ece',
        joiningYear: '2019',
        rollNo: '0042',
        name: 'Dr. New',
      };
      const answer = await add(body);
      expect(answer.status).toBe(201);
      expect(answer.body.msg).toBe(MESSAGES.userCreated);
      const [row] = await server.db.select().from(users).where(eq(users.email, 'new.faculty@test.example'));
      expect(row).toMatchObject({
        type: 'faculty',
        department: 'ECE',
        joiningYear: 2019,
        rollNo: '0042',
        currentYear: null,
        active: true,
      });
      expect((await signIn('new.faculty@test.example', 'Secret123')).status).toBe(200);
      expect((await auditOf(row!.id)).map((entry) => [entry.action, entry.actorEmail])).toEqual([
        ['created', admin.email],
      ]);
      const again = await add(body);
      expect(again.status).toBe(409);
      expect(again.body.msg).toBe(SERVER_MESSAGES.emailTaken);
    });
  });

  describe('editing', () => {
    it("changes only the fields sent, says 'Updated user', and records each change", async () => {
      const teacher = await makeUser(server, 'faculty', {
        department: 'CSE',
        advisorYears: [1],
        joiningYear: 2015,
        rollNo: '1200',
      });
      const answer = await update({
        _id: teacher.id,
        name: '  Dr. Renamed  ',
        isHOD: true,
        advisor: { y1: 'false', y2: 'true', y3: true, y4: 'false' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.msg).toBe(MESSAGES.userUpdated);
      expect(await rowOf(teacher.id)).toMatchObject({
        name: 'Dr. Renamed',
        isHod: true,
        advisorYears: [2, 3],
        joiningYear: 2015,
        rollNo: '1200',
        mobile: '9876543210',
      });
      const history = await server.api<{ data: AuditEntry[] }>('GET', `admin/audit?userId=${teacher.id}`, {
        token: admin.token,
      });
      expect(history.body.data).toHaveLength(1);
      expect(history.body.data[0]).toMatchObject({ action: 'edited', actor: { email: admin.email } });
      expect(history.body.data[0]!.changes).toEqual([
        ['name', expect.any(String), 'Dr. Renamed'],
        ['isHOD', 'no', 'yes'],
        ['advisor', 'y1', 'y2, y3'],
      ]);
    });

    it('refuses a bad field with the documented message and an unknown account with 404, changing nothing', async () => {
      const before = await rowOf(student.id);
      expect((await update({ _id: student.id, rollNo: '12a' })).body.msg).toBe(MESSAGES.enterNumber);
      expect((await update({ _id: student.id, name: '   ' })).body.msg).toBe(MESSAGES.required);
      expect((await update({ _id: student.id, number: '12345' })).body.msg).toBe(MESSAGES.invalidNumber);
      expect((await update({ _id: student.id, currentYear: 5 })).body.msg).toBe(SERVER_MESSAGES.yearOutOfRange);
      expect((await update({ _id: 'not-a-uuid', name: 'X' })).status).toBe(400);
      const missing = await update({ _id: '00000000-0000-4000-8000-000000000000', name: 'X' });
      expect(missing.status).toBe(404);
      expect(missing.body.msg).toBe(SERVER_MESSAGES.userNotFound);
      expect(await rowOf(student.id)).toEqual(before);
      expect(await auditOf(student.id)).toEqual([]);
    });

    it('ends the sessions of a deactivated account, and activating it again does not revive them', async () => {
      const someone = await makeUser(server, 'student', { department: 'ME', currentYear: 1 });
      expect((await server.api('GET', 'user/getUser', { token: someone.token })).status).toBe(200);
      expect((await update({ _id: someone.id, active: false })).status).toBe(200);
      expect((await server.api('GET', 'user/getUser', { token: someone.token })).status).toBe(401);
      const refused = await signIn(someone.email);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(SERVER_MESSAGES.accountInactive);
      expect((await update({ _id: someone.id, active: true })).status).toBe(200);
      expect((await server.api('GET', 'user/getUser', { token: someone.token })).status).toBe(401);
      expect((await signIn(someone.email)).status).toBe(200);
      expect((await auditOf(someone.id)).map((entry) => entry.action).sort()).toEqual(['activated', 'deactivated']);
    });

    it('never deactivates the own account, nor the last active admin when two admins switch each other off at once', async () => {
      const own = await update({ _id: admin.id, active: false });
      expect([own.status, own.body.msg]).toEqual([409, SERVER_MESSAGES.notOwnAccount]);
      for (let round = 0; round < 3; round++) {
        const [first, second] = [await makeUser(server, 'admin'), await makeUser(server, 'admin')];
        // The test's own admin steps aside, so these two are the only active admins.
        await server.db.update(users).set({ active: false }).where(eq(users.id, admin.id));
        const answers = await Promise.all([
          update({ _id: second.id, active: false }, first.token),
          update({ _id: first.id, active: false }, second.token),
        ]);
        // One wins; the other finds itself the last active admin (or already signed out).
        expect(answers.map((answer) => answer.status).sort()).toEqual([
          200,
          answers.some((answer) => answer.status === 401) ? 401 : 409,
        ]);
        const loser = answers.find((answer) => answer.status !== 200)!;
        if (loser.status === 409) expect(loser.body.msg).toBe(SERVER_MESSAGES.lastAdmin);
        expect([(await rowOf(first.id))?.active, (await rowOf(second.id))?.active].filter(Boolean)).toHaveLength(1);
        await server.db.update(users).set({ active: true }).where(eq(users.id, admin.id));
        await server.db.update(users).set({ active: false }).where(eq(users.id, first.id));
        await server.db.update(users).set({ active: false }).where(eq(users.id, second.id));
      }
      admin = { ...admin, token: await tokenOf(admin.id) };
    });
  });

  describe('deleting', () => {
    const remove = (email: string) => server.api('POST', 'admin/deleteuser', { token: admin.token, body: { email } });

    it("deletes a student with the student's own records, says 'User deleted', and keeps the history", async () => {
      const leaving = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
      await server.db
        .insert(gatepasses)
        .values({ studentId: leaving.id, description: 'Going home', time: new Date('2030-06-16T06:00:00Z') });
      const answer = await remove(leaving.email.toUpperCase());
      expect(answer.status).toBe(200);
      expect(answer.body.msg).toBe(MESSAGES.userDeleted);
      expect(await rowOf(leaving.id)).toBeUndefined();
      expect(await server.db.select().from(gatepasses).where(eq(gatepasses.studentId, leaving.id))).toEqual([]);
      expect((await server.api('GET', 'user/getUser', { token: leaving.token })).status).toBe(401);
      expect((await auditOf(leaving.id)).map((entry) => [entry.action, entry.userEmail])).toEqual([
        ['deleted', leaving.email],
      ]);
    });

    it('refuses the own account, the last active admin, a teacher of subjects and an unknown e-mail, deleting nothing', async () => {
      const own = await remove(admin.email);
      expect([own.status, own.body.msg]).toEqual([409, SERVER_MESSAGES.notOwnAccount]);
      // The last-admin rule for deletion: a second admin deleting this one while this one deletes it.
      const other = await makeUser(server, 'admin');
      await server.db.update(users).set({ active: false }).where(eq(users.id, admin.id));
      const lonely = await makeUser(server, 'admin');
      const [byOther, byLonely] = await Promise.all([
        server.api('POST', 'admin/deleteuser', { token: other.token, body: { email: lonely.email } }),
        server.api('POST', 'admin/deleteuser', { token: lonely.token, body: { email: other.email } }),
      ]);
      expect([byOther.status, byLonely.status].filter((status) => status === 200)).toHaveLength(1);
      expect([byOther, byLonely].find((answer) => answer.status !== 200)!.status).not.toBe(500);
      await server.db.update(users).set({ active: true }).where(eq(users.id, admin.id));
      admin = { ...admin, token: await tokenOf(admin.id) };
      const teacher = await makeUser(server, 'faculty', { name: 'Teaches Still', department: 'CSE' });
      // The subjects module's check: a faculty member who still teaches a subject is kept.
      const subject = {
        name: 'Compilers',
        code: 'CS301',
        courseType: 'theory',
        department: 'CSE',
        semester: 5,
        taughtBy: teacher.id,
      };
      expect((await server.api('POST', 'admin/subject', { token: admin.token, body: subject })).status).toBe(201);
      const teaching = await remove(teacher.email);
      expect([teaching.status, teaching.body.msg]).toEqual([409, `${SERVER_MESSAGES.stillTeaches} CS301`]);
      expect(await rowOf(teacher.id)).toBeDefined();
      expect(await auditOf(teacher.id)).toEqual([]);
      expect((await remove('nobody@test.example')).status).toBe(404);
      expect((await remove('not an email')).status).toBe(400);
    });
  });

  describe('bulk upload', () => {
    const upload = (body: Record<string, unknown>) =>
      server.api<{ ok: boolean; data: { created: number; errors: { row: number; msg: string }[] } }>(
        'POST',
        'admin/addusers',
        { token: admin.token, body },
      );

    it('saves the good rows and reports each bad one with its row number in the file', async () => {
      const answer = await upload({
        type: 'student',
        firstRow: 2, // the file's header was row 1
        data: [
          ['bulk.one@test.example', 'Secret123', 'cse', '2', '2032', '101'],
          ['bulk.two@test.example', 'Secret123', 'XYZ', '2', '2032', '102'],
          ['bulk.three@test.example', 'Secret123', 'ME', '5', '2032', '103'],
          ['bulk.four@test.example', 'Secret123', 'ME', '1', '2033', ''],
          ['bulk.one@test.example', 'Secret123', 'CE', '1', '2033', '105'],
          [student.email, 'Secret123', 'CE', '1', '2033', '106'],
          ['bulk.seven@test.example', 'Secret123', 'CE', '1'],
          ['bulk.eight@test.example', 'Secret123', 'EEE', '4', '2030', '108'],
        ],
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, ok: false, msg: MESSAGES.savedWithProblems });
      expect(answer.body.data.created).toBe(2);
      expect(answer.body.data.errors.map((error) => error.row)).toEqual([3, 4, 5, 6, 7, 8]);
      const [dept, year, missing, repeated, taken, columns] = answer.body.data.errors.map((error) => error.msg);
      expect(dept).toContain(SERVER_MESSAGES.bulkBadDepartment);
      expect(year).toContain(SERVER_MESSAGES.yearOutOfRange);
      expect(missing).toBe(`${SERVER_MESSAGES.bulkMissingValue}: rollNo`);
      expect(repeated).toBe(`${SERVER_MESSAGES.bulkRepeated} (row 2)`);
      expect(taken).toBe(SERVER_MESSAGES.emailTaken);
      expect(columns).toBe(`${SERVER_MESSAGES.bulkColumnCount} 6 or 7 columns, found 4`);
      const [one] = await server.db.select().from(users).where(eq(users.email, 'bulk.one@test.example'));
      expect(one).toMatchObject({
        department: 'CSE',
        currentYear: 2,
        passoutYear: 2032,
        rollNo: '101',
        type: 'student',
        active: true,
      });
      expect((await signIn('bulk.eight@test.example', 'Secret123')).status).toBe(200);
      const summary = await server.db.select().from(accountAudit).where(eq(accountAudit.action, 'bulk-upload'));
      expect(summary.map((entry) => entry.changes)).toEqual([
        [
          ['type', null, 'student'],
          ['rows', null, '8'],
          ['created', null, '2'],
          ['refused', null, '6'],
        ],
      ]);
      expect((await auditOf(one!.id)).map((entry) => entry.action)).toEqual(['created']);
    });

    it('takes faculty rows of five columns, and says all went well when they did', async () => {
      const answer = await upload({
        type: 'faculty',
        data: [['bulk.prof@test.example', 'Secret123', 'EEE', '2012', '2001']],
      });
      expect(answer.body).toMatchObject({ ok: true, msg: SERVER_MESSAGES.bulkSaved, data: { created: 1, errors: [] } });
      expect((await server.db.select().from(users).where(eq(users.email, 'bulk.prof@test.example')))[0]).toMatchObject({
        joiningYear: 2012,
        rollNo: '2001',
        currentYear: null,
      });
    });

    it('names the accounts from the optional name column, and leaves a row without one unnamed', async () => {
      const answer = await upload({
        type: 'student',
        data: [
          ['named.one@test.example', 'Secret123', 'CE', '1', '2033', '201', 'Anika Varghese'],
          ['named.two@test.example', 'Secret123', 'CE', '1', '2033', '202'],
          ['named.three@test.example', 'Secret123', 'CE', '1', '2033', '203', ' '],
        ],
      });
      expect(answer.body).toMatchObject({ ok: true, data: { created: 3, errors: [] } });
      const named = await list('admin/allstudents?search=named.&sort=rollNo');
      expect(named.body.data.map((user) => [user.email, user.name])).toEqual([
        ['named.one@test.example', 'Anika Varghese'],
        ['named.two@test.example', ''],
        ['named.three@test.example', ''],
      ]);
      const faculty = await upload({
        type: 'faculty',
        data: [['named.prof@test.example', 'Secret123', 'ME', '2015', '3001', 'Dr. Joseph Kurian']],
      });
      expect(faculty.body).toMatchObject({ ok: true, data: { created: 1 } });
      expect((await list('admin/allfaculties?search=named.prof')).body.data[0]?.name).toBe('Dr. Joseph Kurian');
    });

    it('refuses more than 500 rows, an empty upload and an unknown type, saving nothing', async () => {
      const rows = Array.from({ length: 501 }, (_, index) => [
        `many${index}@test.example`,
        'Secret123',
        'CE',
        '1',
        '2033',
        String(index),
      ]);
      const tooMany = await upload({ type: 'student', data: rows });
      expect([tooMany.status, tooMany.body.msg]).toEqual([400, SERVER_MESSAGES.bulkTooManyRows]);
      expect((await upload({ type: 'student', data: [] })).body.msg).toBe(SERVER_MESSAGES.bulkEmpty);
      expect((await upload({ type: 'admin', data: rows.slice(0, 1) })).body.msg).toBe(SERVER_MESSAGES.unknownUserType);
      expect(await server.db.select().from(users).where(eq(users.email, 'many0@test.example'))).toEqual([]);
    });
  });

  describe('sign-ups awaiting activation', () => {
    it('lists a sign-up until an admin activates it, after which it signs in', async () => {
      const signup = await server.api('POST', 'auth/signup', {
        body: {
          name: 'Waiting Student',
          email: 'waiting@test.example',
          number: '9876543210',
          password: 'Secret123',
          confirm: 'Secret123',
        },
      });
      expect(signup.status).toBe(201);
      expect((await signIn('waiting@test.example', 'Secret123')).body.msg).toBe(SERVER_MESSAGES.awaitingActivation);
      const pending = await server.api<{ data: User[] }>('GET', 'admin/pending', { token: admin.token });
      const waiting = pending.body.data.find((user) => user.email === 'waiting@test.example');
      expect(waiting).toMatchObject({ active: false, name: 'Waiting Student' });
      expect(pending.body.data.some((user) => user.email === student.email)).toBe(false);
      expect((await update({ _id: waiting!._id, active: true })).status).toBe(200);
      expect((await signIn('waiting@test.example', 'Secret123')).status).toBe(200);
      const after = await server.api<{ data: User[] }>('GET', 'admin/pending', { token: admin.token });
      expect(after.body.data.some((user) => user.email === 'waiting@test.example')).toBe(false);
    });
  });

  describe('departments and classes', () => {
    it('counts active students per year, faculty and waiting sign-ups per department', async () => {
      const answer = await server.api<{ data: DepartmentSummary[] }>('GET', 'admin/departments', {
        token: admin.token,
      });
      const expected = async (department: string) => {
        const rows = await server.db.select().from(users).where(eq(users.department, department));
        const students = (year: number) =>
          rows.filter((row) => row.type === 'student' && row.active && row.currentYear === year).length;
        return {
          department,
          studentsByYear: { 1: students(1), 2: students(2), 3: students(3), 4: students(4) },
          faculty: rows.filter((row) => row.type === 'faculty' && row.active).length,
          pending: rows.filter((row) => row.awaitingActivation).length,
        };
      };
      expect(answer.body.data).toEqual([
        await expected('CE'),
        await expected('ME'),
        await expected('EEE'),
        await expected('ECE'),
        await expected('CSE'),
      ]);
      expect(answer.body.data.find((card) => card.department === 'CSE')!.studentsByYear[3]).toBeGreaterThan(0);
    });

    it("shows a class's students and advisors, and whether its semester is this term's", async () => {
      const roster = await server.api<{ data: { current: boolean; year: number; students: User[]; advisors: User[] } }>(
        'GET',
        'admin/class?department=cse&semester=6',
        { token: admin.token },
      );
      expect(roster.status).toBe(200);
      expect(roster.body.data).toMatchObject({ year: 3, current: true });
      expect(roster.body.data.students.map((user) => user.email)).toContain(student.email);
      expect(roster.body.data.advisors.map((user) => user.email)).toContain(faculty.email);
      const odd = await server.api<{ data: { current: boolean } }>('GET', 'admin/class?department=CSE&semester=5', {
        token: admin.token,
      });
      expect(odd.body.data.current).toBe(false);
      for (const query of ['department=IT&semester=5', 'department=CSE&semester=9', 'department=CSE&semester=s5']) {
        const bad = await server.api('GET', `admin/class?${query}`, { token: admin.token });
        expect([bad.status, bad.body.msg], query).toEqual([400, MESSAGES.invalidLinkLong]);
      }
    });
  });

  describe('settings', () => {
    it('follows the date until the admin chooses a term', async () => {
      const before = await server.api('GET', 'admin/settings', { token: admin.token });
      expect(before.body.data).toEqual({ currentTerm: 'even', termChosen: false });
      const chosen = await server.api('PUT', 'admin/settings', { token: admin.token, body: { currentTerm: 'odd' } });
      expect(chosen.body.data).toEqual({ currentTerm: 'odd', termChosen: true });
      expect(
        (await server.api('PUT', 'admin/settings', { token: admin.token, body: { currentTerm: 'summer' } })).body.msg,
      ).toBe(SERVER_MESSAGES.unknownTerm);
      const roster = await server.api<{ data: { current: boolean } }>('GET', 'admin/class?department=CSE&semester=5', {
        token: admin.token,
      });
      expect(roster.body.data.current).toBe(true);
    });

    it("switches payment and feedback, and a student's getUser follows at once", async () => {
      const stats = async () =>
        (
          await server.api<{ data: { stats: { payment: boolean; feedback: boolean } } }>('GET', 'user/getUser', {
            token: student.token,
          })
        ).body.data.stats;
      expect((await server.api('POST', 'admin/stats/payment/1', { token: admin.token })).body.data).toBe(true);
      expect((await server.api('POST', 'admin/stats/feedback/0', { token: admin.token })).body.data).toBe(false);
      expect(await stats()).toEqual({ payment: true, feedback: false });
      expect((await server.api('GET', 'admin/stats/payment', { token: admin.token })).body.data).toBe(true);
      await server.api('POST', 'admin/stats/payment/0', { token: admin.token });
      expect(await stats()).toEqual({ payment: false, feedback: false });
      expect((await server.api('GET', 'admin/stats', { token: admin.token })).body.data).toEqual({
        payment: false,
        feedback: false,
      });
      expect((await server.api('POST', 'admin/stats/events/1', { token: admin.token })).status).toBe(400);
      expect((await server.api('POST', 'admin/stats/payment/2', { token: admin.token })).status).toBe(400);
    });
  });
});
