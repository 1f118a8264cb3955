import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  mayUploadResources,
  SERVER_MESSAGES,
  resourceFileCount,
  resourceForm,
  resourceInitial,
  resourceQuery,
} from '../src/index.js';

const base = {
  type: 'notes',
  department: 'CSE',
  semester: '5',
  subject: ' CS501 ',
  topic: 'Module 1',
  description: 'Notes\nwith examples',
};
const messages = (input: unknown) => {
  const result = resourceForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('course resource form', () => {
  it('takes the fields as a multipart form sends them, the subject code lower-cased', () => {
    expect(resourceForm.parse(base)).toEqual({ ...base, semester: 5, subject: 'cs501' });
  });
  it('requires a topic, a description and a subject that are not blank', () => {
    expect(messages({ ...base, topic: ' ', description: '', subject: '   ' })).toEqual([
      ['subject', MESSAGES.required],
      ['topic', MESSAGES.required],
      ['description', MESSAGES.required],
    ]);
  });
  it('takes the four types and semesters 1-8 only', () => {
    for (const type of ['notes', 'papers', 'ebooks', 'lab']) expect(messages({ ...base, type })).toEqual([]);
    expect(messages({ ...base, type: 'slides' })).toEqual([['type', SERVER_MESSAGES.resourceType]]);
    expect(messages({ ...base, semester: '0' })).toEqual([['semester', MESSAGES.required]]);
    expect(messages({ ...base, semester: '9' })).toEqual([['semester', MESSAGES.required]]);
    expect(messages({ ...base, department: 'XYZ' })).toEqual([['department', MESSAGES.required]]);
  });
  it('needs one to ten files', () => {
    expect(resourceFileCount.safeParse(0).error?.issues[0]?.message).toBe(SERVER_MESSAGES.noFile);
    expect(resourceFileCount.safeParse(1).success).toBe(true);
    expect(resourceFileCount.safeParse(10).success).toBe(true);
    expect(resourceFileCount.safeParse(11).error?.issues[0]?.message).toBe(SERVER_MESSAGES.resourceTooManyFiles);
  });
  it("shows the type's first letter as the card's avatar", () => {
    expect(resourceInitial('ebooks')).toBe('E');
    expect(resourceInitial('lab')).toBe('L');
  });
  it('reads a class from the query, blank subject meaning all', () => {
    expect(resourceQuery.parse({ department: 'ME', semester: '3', subject: '' })).toEqual({
      department: 'ME',
      semester: 3,
      subject: undefined,
    });
  });
});

describe('who may upload a class course resources', () => {
  const faculty = { id: 'teacher', type: 'faculty' as const, department: 'ME' as const, isHod: false };
  const teachers = ['teacher', 'someone'];

  it("lets a teacher of one of the class's subjects, of any department, upload", () => {
    expect(mayUploadResources(faculty, 'CSE', teachers)).toBe(true);
  });

  it("lets the HOD of the class's department and admins upload, not an HOD of another", () => {
    const hod = { id: 'hod', type: 'faculty' as const, department: 'CSE' as const, isHod: true };
    expect(mayUploadResources(hod, 'CSE', [])).toBe(true);
    expect(mayUploadResources(hod, 'ME', [])).toBe(false);
    expect(mayUploadResources({ id: 'a', type: 'admin', department: null, isHod: false }, 'ME', [])).toBe(true);
    expect(mayUploadResources({ id: 'o', type: 'owner', department: null, isHod: false }, 'ME', [])).toBe(true);
  });

  it("refuses faculty teaching none of the class's subjects and every other role", () => {
    expect(mayUploadResources({ ...faculty, department: 'CSE' }, 'CSE', ['someone'])).toBe(false);
    for (const type of ['student', 'security', 'office'] as const)
      expect(mayUploadResources({ id: 'teacher', type, department: 'CSE', isHod: true }, 'CSE', teachers)).toBe(false);
  });
});
