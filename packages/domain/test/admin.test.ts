import { describe, expect, it } from 'vitest';
import {
  BULK_COLUMNS,
  BULK_MAX_ROWS,
  BULK_OPTIONAL_COLUMNS,
  addUserForm,
  bulkUploadBody,
  classQuery,
  editUserForm,
  isBulkHeaderRow,
  missingAccountFields,
  readBulkRow,
  semesterOf,
  termOfMonth,
  userListQuery,
  yearOfSemester,
} from '../src/admin.js';
import { USER_TYPES, USER_TYPE_LABELS } from '../src/constants.js';
import { MESSAGES, SERVER_MESSAGES } from '../src/messages.js';
import { messagesFor, parsed } from './helpers.js';

const student = {
  email: 'Asha@College.Example',
  type: 'student',
  password: 'Secret123',
  department: 'cse',
  currentYear: '3',
  passoutYear: '2028',
  rollNo: '017',
};
const faculty = {
  email: 'prof@college.example',
  type: 'faculty',
  password: 'Secret123',
  department: 'ME',
  joiningYear: '2012',
  rollNo: '1001',
};

describe('the add-user form', () => {
  it('reads a student as typed: e-mail lower-cased, department upper-cased, numbers from text, the roll number kept as text', () => {
    expect(parsed(addUserForm, student)).toMatchObject({
      email: 'asha@college.example',
      department: 'CSE',
      currentYear: 3,
      passoutYear: 2028,
      rollNo: '017',
      joiningYear: undefined,
    });
  });

  it('gives the documented messages', () => {
    expect(messagesFor(addUserForm, { ...student, email: 'asha' }, 'email')).toEqual([MESSAGES.invalidEmail]);
    expect(messagesFor(addUserForm, { ...faculty, department: '' }, 'department')).toEqual([MESSAGES.addDepartment]);
    expect(messagesFor(addUserForm, { ...student, department: undefined }, 'department')).toEqual([
      MESSAGES.addDepartment,
    ]);
    expect(messagesFor(addUserForm, { ...student, currentYear: '' }, 'currentYear')).toEqual([
      SERVER_MESSAGES.addCurrentYear,
    ]);
    expect(messagesFor(addUserForm, { ...student, passoutYear: undefined }, 'passoutYear')).toEqual([
      SERVER_MESSAGES.addPassoutYear,
    ]);
    expect(messagesFor(addUserForm, { ...student, rollNo: '17b' }, 'rollNo')).toEqual([MESSAGES.enterNumber]);
    expect(messagesFor(addUserForm, { ...faculty, rollNo: '' }, 'rollNo')).toEqual([MESSAGES.enterNumber]);
    expect(messagesFor(addUserForm, { ...faculty, joiningYear: 'twenty' }, 'joiningYear')).toEqual([
      MESSAGES.enterNumber,
    ]);
    expect(messagesFor(addUserForm, { ...student, password: '' }, 'password')).toEqual([MESSAGES.invalidPassword]);
    expect(messagesFor(addUserForm, { ...student, currentYear: '5' }, 'currentYear')).toEqual([
      SERVER_MESSAGES.yearOutOfRange,
    ]);
  });

  it('says for each missing field of a student what is missing', () => {
    const messages = missingAccountFields({ type: 'student' }).map((issue) => issue.message);
    expect(messages).toEqual([
      MESSAGES.addDepartment,
      SERVER_MESSAGES.addCurrentYear,
      SERVER_MESSAGES.addPassoutYear,
      MESSAGES.enterNumber,
    ]);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('names every type of account in words', () => {
    expect(USER_TYPES.map((type) => USER_TYPE_LABELS[type])).toEqual([
      'Student',
      'Faculty',
      'Admin',
      'Security staff',
      'Office staff',
    ]);
  });

  it('takes a mobile typed with spaces or dashes and keeps its ten digits', () => {
    expect(parsed(addUserForm, { ...student, number: '98765 43210' }).number).toBe('9876543210');
    expect(
      parsed(editUserForm, { _id: '7d0f8a86-4a55-4c1b-9b40-2f7e0f0b3c11', number: '+91-98765-43210' }).number,
    ).toBe('9876543210');
    expect(messagesFor(addUserForm, { ...student, number: '98765 4321' }, 'number')).toEqual([MESSAGES.invalidNumber]);
  });

  it('drops the fields a type does not use', () => {
    const admin = parsed(addUserForm, { ...student, type: 'admin' });
    expect(admin).toMatchObject({ type: 'admin', department: undefined, currentYear: undefined, rollNo: undefined });
    expect(parsed(addUserForm, { ...faculty, currentYear: '2' }).currentYear).toBeUndefined();
  });

  it('names what each type needs', () => {
    expect(missingAccountFields({ type: 'student' }).map((issue) => issue.path)).toEqual([
      'department',
      'currentYear',
      'passoutYear',
      'rollNo',
    ]);
    expect(missingAccountFields({ type: 'faculty', department: 'CE' }).map((issue) => issue.path)).toEqual([
      'joiningYear',
      'rollNo',
    ]);
    expect(missingAccountFields({ type: 'office' })).toEqual([]);
  });
});

describe('the edit form', () => {
  const id = '7d0f8a86-4a55-4c1b-9b40-2f7e0f0b3c11';

  it('reads advisor flags from strings or booleans as the advised years, and a blank mobile as cleared', () => {
    expect(
      parsed(editUserForm, { _id: id, advisor: { y1: 'true', y2: false, y3: true, y4: 'false' }, number: ' ' }),
    ).toMatchObject({ advisor: [1, 3], number: null });
  });

  it('leaves out what is not sent, and refuses a blank name or a roll number that is not a number', () => {
    expect(parsed(editUserForm, { _id: id, active: false })).toEqual({ _id: id, active: false });
    expect(messagesFor(editUserForm, { _id: id, name: '  ' }, 'name')).toEqual([MESSAGES.required]);
    expect(messagesFor(editUserForm, { _id: id, rollNo: 'x1' }, 'rollNo')).toEqual([MESSAGES.enterNumber]);
    expect(messagesFor(editUserForm, { _id: id, number: '12345' }, 'number')).toEqual([MESSAGES.invalidNumber]);
  });
});

describe('bulk rows', () => {
  it('reads a good student row and a good faculty row', () => {
    expect(readBulkRow('student', ['A@X.example', 'Secret123', 'ece', '2', '2029', '12'])).toEqual({
      account: {
        email: 'a@x.example',
        password: 'Secret123',
        department: 'ECE',
        currentYear: 2,
        passoutYear: 2029,
        rollNo: '12',
        type: 'student',
      },
    });
    expect(readBulkRow('faculty', ['p@x.example', 'Secret123', 'CE', '2010', '7'])).toMatchObject({
      account: { joiningYear: 2010, rollNo: '7', type: 'faculty' },
    });
  });

  it('takes an optional name as one more column at the end', () => {
    expect(readBulkRow('student', ['a@x.example', 'Secret123', 'CE', '2', '2029', '12', ' Asha Nair '])).toMatchObject({
      account: { email: 'a@x.example', rollNo: '12', name: 'Asha Nair' },
    });
    expect(readBulkRow('faculty', ['p@x.example', 'Secret123', 'CE', '2010', '7', 'Dr. Ravi Rao'])).toMatchObject({
      account: { joiningYear: 2010, name: 'Dr. Ravi Rao' },
    });
    // A blank name is no name: the account shows its e-mail until its owner fills in the profile.
    const blank = readBulkRow('student', ['a@x.example', 'Secret123', 'CE', '2', '2029', '12', '  ']);
    expect(blank).toMatchObject({ account: { email: 'a@x.example' } });
    expect((blank as { account: { name?: string } }).account.name).toBeUndefined();
    expect(readBulkRow('student', ['a@x.example', 'Secret123', 'CE', '2', '2029', '12', 'Bad\u0000'])).toEqual({
      error: `name: ${SERVER_MESSAGES.controlCharacters}`,
    });
    expect(BULK_COLUMNS.student).toEqual(['email', 'password', 'department', 'currentYear', 'passoutYear', 'rollNo']);
    expect(BULK_OPTIONAL_COLUMNS).toEqual(['name']);
  });

  it('says why a row is dropped', () => {
    const why = (type: 'student' | 'faculty', cells: string[]) =>
      'error' in readBulkRow(type, cells) ? (readBulkRow(type, cells) as { error: string }).error : 'kept';
    expect(why('student', ['a@x.example', 'Secret123', 'CE', '2', '2029'])).toBe(
      `${SERVER_MESSAGES.bulkColumnCount} 6 or 7 columns, found 5`,
    );
    expect(why('faculty', ['a@x.example', 'Secret123', 'CE', '2', '2029', '1', 'Name'])).toBe(
      `${SERVER_MESSAGES.bulkColumnCount} 5 or 6 columns, found 7`,
    );
    expect(why('student', ['a@x.example', 'Secret123', 'CE', '2', '2029', '1', 'Name', 'more'])).toBe(
      `${SERVER_MESSAGES.bulkColumnCount} 6 or 7 columns, found 8`,
    );
    expect(why('student', ['a@x.example', ' ', 'CE', '2', '2029', '1'])).toBe(
      `${SERVER_MESSAGES.bulkMissingValue}: password`,
    );
    expect(why('student', ['a@x.example', 'Secret123', 'IT', '2', '2029', '1'])).toBe(
      `department: ${SERVER_MESSAGES.bulkBadDepartment}`,
    );
    expect(why('student', ['a@x.example', 'Secret123', 'CE', '0', '2029', '1'])).toBe(
      `currentYear: ${SERVER_MESSAGES.yearOutOfRange}`,
    );
    expect(why('student', ['a@x', 'Secret123', 'CE', '1', '2029', '1'])).toBe(`email: ${MESSAGES.invalidEmail}`);
    expect(why('student', ['a@x.example', 'Secret123', 'CE', '1', '2029', 'R1'])).toBe(
      `rollNo: ${MESSAGES.enterNumber}`,
    );
  });

  it('knows the template header row, and takes at most 500 rows a call', () => {
    expect(
      isBulkHeaderRow('student', ['email', 'password', 'department', 'currentYear', 'passoutYear', 'rollNo']),
    ).toBe(true);
    expect(isBulkHeaderRow('student', ['a@x.example', 'Secret123', 'CE', '1', '2029', '1'])).toBe(false);
    expect(
      isBulkHeaderRow('student', ['email', 'password', 'department', 'currentYear', 'passoutYear', 'rollNo', 'name']),
    ).toBe(true);
    const row = ['a@x.example', 'Secret123', 'CE', '1', '2029', '1'];
    expect(bulkUploadBody.safeParse({ type: 'student', data: Array(BULK_MAX_ROWS).fill(row) }).success).toBe(true);
    expect(messagesFor(bulkUploadBody, { type: 'student', data: Array(BULK_MAX_ROWS + 1).fill(row) }, 'data')).toEqual([
      SERVER_MESSAGES.bulkTooManyRows,
    ]);
  });
});

describe('terms, semesters and links', () => {
  it('follows the date: July-December odd, January-June even; a year is two semesters', () => {
    expect([1, 6, 7, 12].map(termOfMonth)).toEqual(['even', 'even', 'odd', 'odd']);
    expect([
      semesterOf(3, 'odd'),
      semesterOf(3, 'even'),
      yearOfSemester(5),
      yearOfSemester(6),
      yearOfSemester(1),
    ]).toEqual([5, 6, 3, 3, 1]);
  });

  it("answers 'Invalid Link!!!' for a department or semester outside the lists", () => {
    expect(parsed(classQuery, { department: 'cse', semester: '8' })).toEqual({ department: 'CSE', semester: 8 });
    expect(messagesFor(classQuery, { department: 'it', semester: '1' }, 'department')).toEqual([
      MESSAGES.invalidLinkLong,
    ]);
    expect(messagesFor(classQuery, { department: 'CE', semester: '9' }, 'semester')).toEqual([
      MESSAGES.invalidLinkLong,
    ]);
  });

  it('reads a list query with its defaults, blank filters left out', () => {
    expect(parsed(userListQuery, { search: ' ', department: '', currentYear: '' })).toEqual({
      page: 1,
      limit: 20,
      sort: 'name',
      order: 'asc',
      format: 'json',
    });
  });
});
