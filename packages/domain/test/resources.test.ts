import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
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
