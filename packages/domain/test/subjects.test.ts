import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  className,
  currentSemesterOf,
  subjectEditForm,
  subjectForm,
  subjectListQuery,
} from '../src/index.js';

const TEACHER = '11111111-1111-4111-8111-111111111111';
const good = {
  name: 'Compiler Design',
  code: 'CS501',
  courseType: 'theory',
  department: 'CSE',
  semester: 5,
  taughtBy: TEACHER,
};
const issues = (input: unknown) => {
  const result = subjectForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('subject form', () => {
  it('lower-cases the code and takes the teacher as an id or an object carrying _id', () => {
    expect(subjectForm.parse(good)).toEqual({ ...good, code: 'cs501' });
    expect(subjectForm.parse({ ...good, taughtBy: { _id: TEACHER, name: 'X', department: 'CSE' } }).taughtBy).toBe(
      TEACHER,
    );
    expect(subjectForm.parse({ ...good, semester: '5', department: 'cse' })).toMatchObject({
      semester: 5,
      department: 'CSE',
    });
  });

  it('requires every field, blank counting as missing', () => {
    const blank = { name: '  ', code: ' ', courseType: '', department: '', semester: '', taughtBy: '' };
    expect(issues(blank)).toEqual(
      ['name', 'code', 'courseType', 'department', 'semester', 'taughtBy'].map((path) => [path, MESSAGES.required]),
    );
    expect(issues({})).toHaveLength(6);
    expect(issues({ ...good, taughtBy: { name: 'no id' } })).toEqual([['taughtBy', MESSAGES.required]]);
  });

  it('keeps semesters 1-8, course types lab or theory, codes of letters and digits', () => {
    expect(issues({ ...good, semester: 0 })).toEqual([['semester', SERVER_MESSAGES.semesterRange]]);
    expect(issues({ ...good, semester: 9 })).toEqual([['semester', SERVER_MESSAGES.semesterRange]]);
    expect(issues({ ...good, semester: 8 })).toEqual([]);
    expect(issues({ ...good, semester: 1 })).toEqual([]);
    expect(issues({ ...good, courseType: 'seminar' })).toEqual([['courseType', MESSAGES.required]]);
    expect(issues({ ...good, courseType: 'lab' })).toEqual([]);
    expect(issues({ ...good, code: 'cs-501' })).toEqual([['code', SERVER_MESSAGES.subjectCodePattern]]);
    expect(issues({ ...good, department: 'XYZ' })).toEqual([['department', MESSAGES.required]]);
  });

  it('needs the id to edit', () => {
    expect(subjectEditForm.safeParse(good).success).toBe(false);
    expect(subjectEditForm.parse({ ...good, _id: TEACHER })._id).toBe(TEACHER);
  });

  it('reads the list filters from a query string', () => {
    expect(subjectListQuery.parse({ department: 'me', semester: '3' })).toEqual({ department: 'ME', semester: 3 });
    expect(subjectListQuery.parse({ department: '', semester: '' })).toEqual({
      department: undefined,
      semester: undefined,
    });
    expect(subjectListQuery.safeParse({ semester: '9' }).success).toBe(false);
  });
});

describe('the semester of a year this term', () => {
  it('is 2 x year - 1 in the odd term and 2 x year in the even term', () => {
    expect(currentSemesterOf(3, 'odd')).toBe(5);
    expect(currentSemesterOf(3, 'even')).toBe(6);
    expect(currentSemesterOf(1, 'odd')).toBe(1);
    expect(currentSemesterOf(4, 'even')).toBe(8);
    expect(currentSemesterOf(null, 'odd')).toBeNull();
    expect(currentSemesterOf(5, 'odd')).toBeNull();
  });
  it('names a class S{n}-{DEPT}-{code}', () => expect(className(5, 'CSE', 'cs501')).toBe('S5-CSE-cs501'));
});
