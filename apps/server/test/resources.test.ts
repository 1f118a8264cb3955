import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, type CourseResource } from '@portal/domain';
import { courseResourceFiles, courseResources } from '../src/modules/resources/schema.js';
import { tinyPdf } from '../src/modules/resources/index.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';
import { uploadResources } from './support/uploads.js';

/** June: the even term, so a third-year student is in S6. */
let now = new Date('2030-06-15T06:00:00Z');
const PDF = tinyPdf(['Module 1 notes']);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0e1c7a20000000049454e44ae426082',
  'hex',
);
/** A Windows program's first bytes: "MZ", whatever the name says. */
const EXE = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(200),
]);

interface Upload {
  fields?: Record<string, string>;
  files?: { name: string; content: Buffer }[];
}

describe.each(databases)('course resources on %s', (kind) => {
  let server: TestServer;
  let student: Fixture;
  let meStudent: Fixture;
  let faculty: Fixture;
  let otherFaculty: Fixture;
  let admin: Fixture;

  const fields = (extra: Record<string, string> = {}) => ({
    type: 'notes',
    department: 'CSE',
    semester: '6',
    subject: 'CS601',
    topic: 'Module 1',
    description: 'Lecture notes\nwith examples',
    ...extra,
  });
  const upload = (
    who: Fixture | null,
    { fields: given = fields(), files = [{ name: 'notes.pdf', content: PDF }] }: Upload = {},
  ) => uploadResources(server.url, who?.token, given, files);
  const list = async (who: Fixture, query = '') =>
    (
      await server.api<{ data: CourseResource[]; total: number }>('GET', `shared/resources${query}`, {
        token: who.token,
      })
    ).body;
  const count = async () => (await server.db.select().from(courseResources)).length;

  beforeAll(async () => {
    server = await startServer(kind, { now: () => now });
    student = await makeUser(server, 'student', { department: 'CSE', currentYear: 3 });
    meStudent = await makeUser(server, 'student', { department: 'ME', currentYear: 2 });
    faculty = await makeUser(server, 'faculty', { name: 'Meera Pillai', department: 'CSE' });
    otherFaculty = await makeUser(server, 'faculty', { department: 'ME' });
    admin = await makeUser(server, 'admin');
    for (const [name, code, department, semester, teacher] of [
      ['Compiler Design', 'CS601', 'CSE', 6, faculty],
      ['Machine Drawing', 'ME401', 'ME', 4, otherFaculty],
    ] as const) {
      const answer = await server.api('POST', 'admin/subject', {
        token: admin.token,
        body: { name, code, courseType: 'theory', department, semester, taughtBy: teacher.id },
      });
      expect(answer.status).toBe(201);
    }
  });
  afterAll(() => server?.close());

  it('takes a faculty upload of several files checked by content', async () => {
    const answer = await upload(faculty, {
      files: [
        { name: 'notes.pdf', content: PDF },
        { name: 'diagram.png', content: PNG },
      ],
    });
    expect(answer.status).toBe(201);
    expect(answer.body.msg).toBe(MESSAGES.filesUploaded);
    const [mine] = (await list(faculty, '?mine=true')).data;
    expect(mine).toMatchObject({
      type: 'notes',
      subject: { code: 'cs601', name: 'Compiler Design' },
      department: 'CSE',
      semester: 6,
      topic: 'Module 1',
      description: 'Lecture notes\nwith examples',
      uploadBy: 'Meera Pillai',
      canDelete: true,
    });
    expect(mine!.resources.map((file) => file.name)).toEqual(['notes.pdf', 'diagram.png']);
  });

  it("gives a student the own class's resources with links that work without a token", async () => {
    const body = await list(student);
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((resource) => resource.department === 'CSE' && resource.semester === 6)).toBe(true);
    expect(body.data[0]!.canDelete).toBe(false);
    const file = body.data[0]!.resources.find((item) => item.name === 'notes.pdf')!;
    const answer = await fetch(`${server.url}${file.url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toContain('filename="notes.pdf"');
    expect(Buffer.from(await answer.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await list(meStudent)).data).toEqual([]);
  });

  it('refuses a changed or expired link with 403', async () => {
    const file = (await list(student)).data[0]!.resources[0]!;
    const url = new URL(file.url, server.url);
    const changedSig = new URL(url);
    changedSig.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -2)}xx`);
    expect((await fetch(changedSig)).status).toBe(403);
    const longer = new URL(url);
    longer.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expect((await fetch(longer)).status).toBe(403);
    expect((await fetch(new URL(`${url.pathname}`, server.url))).status).toBe(403);
    const saved = now;
    now = new Date(saved.getTime() + 16 * 60_000);
    try {
      expect((await fetch(url)).status).toBe(403);
    } finally {
      now = saved;
    }
    expect((await fetch(url)).status).toBe(200);
  });

  it('refuses a file whose content is not an allowed kind, whatever its name, and keeps nothing', async () => {
    const before = await count();
    const answer = await upload(faculty, {
      files: [
        { name: 'notes.pdf', content: PDF },
        { name: 'setup.pdf', content: EXE },
      ],
    });
    expect(answer.status).toBe(415);
    expect(answer.body.msg).toContain(SERVER_MESSAGES.unsupportedFile);
    expect(await count()).toBe(before);
  });

  it('refuses bad fields, no file and a subject of another class with 400', async () => {
    const before = await count();
    const blank = await upload(faculty, { fields: fields({ topic: '  ', description: '' }) });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe(MESSAGES.required);
    expect(blank.body.errors!.map((error) => error.path)).toEqual(['topic', 'description']);
    expect((await upload(faculty, { fields: fields({ type: 'slides' }) })).body.msg).toBe(SERVER_MESSAGES.resourceType);
    expect((await upload(faculty, { fields: fields({ semester: '9' }) })).status).toBe(400);
    const none = await upload(faculty, { files: [] });
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe(SERVER_MESSAGES.noFile);
    const otherClass = await upload(faculty, { fields: fields({ subject: 'ME401' }) });
    expect(otherClass.status).toBe(400);
    expect(otherClass.body.msg).toBe(SERVER_MESSAGES.resourceSubjectNotInClass);
    expect(await count()).toBe(before);
  });

  it('answers 401 without a token and 403 to students who upload', async () => {
    expect((await upload(null)).status).toBe(401);
    expect((await server.api('GET', 'shared/resources')).status).toBe(401);
    expect((await upload(student)).status).toBe(403);
  });

  describe("a class's uploaders", () => {
    let idleFaculty: Fixture; // CSE, teaching none of CSE S6's subjects
    let hod: Fixture; // CSE's HOD, teaching nothing
    const stored = async () => ({
      resources: await count(),
      files: (await server.db.select().from(courseResourceFiles)).length,
    });

    beforeAll(async () => {
      idleFaculty = await makeUser(server, 'faculty', { department: 'CSE' });
      hod = await makeUser(server, 'faculty', { department: 'CSE', isHod: true });
    });

    it("refuses faculty of another department and of the same one who teach none of the class's subjects, storing nothing", async () => {
      const before = await stored();
      for (const who of [otherFaculty, idleFaculty]) {
        const answer = await upload(who);
        expect(answer.status).toBe(403);
        expect(answer.body.msg).toBe(SERVER_MESSAGES.resourceUploadForbidden);
      }
      expect(await stored()).toEqual(before);
    });

    it("takes the uploads of the class's teacher, the department's HOD and an admin", async () => {
      for (const [who, topic] of [
        [faculty, 'From the teacher'],
        [hod, 'From the HOD'],
        [admin, 'From an admin'],
      ] as const) {
        const answer = await upload(who, { fields: fields({ topic }) });
        expect(answer.status, topic).toBe(201);
        expect((await list(who, '?mine=true')).data.map((resource) => resource.topic)).toContain(topic);
      }
    });
  });

  it('lets only the uploader or an admin delete, files and all', async () => {
    expect((await upload(faculty, { fields: fields({ topic: 'To delete' }) })).status).toBe(201);
    const made = (await list(faculty, '?mine=true')).data.find((resource) => resource.topic === 'To delete')!;
    expect((await server.api('DELETE', `shared/resources/${made._id}`, { token: otherFaculty.token })).status).toBe(
      403,
    );
    expect((await server.api('DELETE', `shared/resources/${made._id}`, { token: student.token })).status).toBe(403);
    expect((await server.api('DELETE', `shared/resources/${made._id}`)).status).toBe(401);
    const gone = await server.api('DELETE', `shared/resources/${made._id}`, { token: faculty.token });
    expect(gone.status).toBe(200);
    expect(gone.body.msg).toBe(SERVER_MESSAGES.resourceDeleted);
    expect((await server.api('DELETE', `shared/resources/${made._id}`, { token: faculty.token })).status).toBe(404);
    expect((await fetch(`${server.url}${made.resources[0]!.url}`)).status).toBe(404);
    const files = await server.db.select().from(courseResourceFiles);
    expect(files.some((file) => file.resourceId === made._id)).toBe(false);

    expect((await upload(faculty, { fields: fields({ topic: 'Admin removes' }) })).status).toBe(201);
    const another = (await list(admin)).data.find((resource) => resource.topic === 'Admin removes')!;
    expect(another.canDelete).toBe(true);
    expect((await server.api('DELETE', `shared/resources/${another._id}`, { token: admin.token })).status).toBe(200);
  });
});
