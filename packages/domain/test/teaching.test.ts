import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  attendanceForm,
  attendancePercentage,
  classesNeeded,
  examEditForm,
  examForm,
  examTypeForm,
  isEntered,
  isValidMark,
  markStatistics,
  marksForm,
  parseClassName,
  schoolDayOf,
} from '../src/index.js';
import { messagesFor, parsed } from './helpers.js';

const TYPE = '0b6f4c3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';
const SUBJECT = '1c7a5d4f-2e3b-4d6c-8f9a-0b1c2d3e4f5a';
const exam = (numberOfQuestions: unknown) => ({
  examType: TYPE,
  subject: SUBJECT,
  date: '2030-06-20',
  startTimestamp: '2030-06-20T04:00:00.000Z',
  endTimestamp: '2030-06-20T05:30:00.000Z',
  numberOfQuestions,
});
const period = (overrides: Record<string, unknown> = {}) => ({
  timeStamp: '2030-06-17',
  startTime: '09:00',
  endTime: '10:00',
  department: 'CSE',
  semester: 5,
  period: 'CS501',
  attendanceList: [
    { email: 'a@x.example', present: 'true' },
    { email: 'b@x.example', present: 'false' },
  ],
  module: 1,
  deliveryMode: 'offline',
  topic: 'Deadlocks',
  ...overrides,
});

describe('exam type form', () => {
  it('requires every field', () => {
    for (const field of ['type', 'maxMark', 'passMark']) {
      expect(messagesFor(examTypeForm, { type: '  ', maxMark: '', passMark: null }, field)).toEqual([
        MESSAGES.required,
      ]);
    }
  });
  it('wants numbers', () => {
    expect(messagesFor(examTypeForm, { type: 'Series 1', maxMark: 'fifty', passMark: '20' }, 'maxMark')).toEqual([
      MESSAGES.mustBeNumber,
    ]);
    expect(messagesFor(examTypeForm, { type: 'Series 1', maxMark: '50', passMark: '2o' }, 'passMark')).toEqual([
      MESSAGES.mustBeNumber,
    ]);
    expect(parsed(examTypeForm, { type: ' Series 1 ', maxMark: '50', passMark: 20 })).toEqual({
      type: 'Series 1',
      maxMark: 50,
      passMark: 20,
    });
  });
  it('refuses a pass mark above the max mark, and takes one equal to it', () => {
    expect(messagesFor(examTypeForm, { type: 'S', maxMark: 50, passMark: 50.5 }, 'passMark')).toEqual([
      MESSAGES.greaterThanMaxMark,
    ]);
    expect(parsed(examTypeForm, { type: 'S', maxMark: 50, passMark: 50 }).passMark).toBe(50);
    expect(messagesFor(examTypeForm, { type: 'S', maxMark: 0, passMark: 0 }, 'maxMark')).toEqual([
      SERVER_MESSAGES.maxMarkPositive,
    ]);
    expect(messagesFor(examTypeForm, { type: 'S', maxMark: 50, passMark: -1 }, 'passMark')).toEqual([
      MESSAGES.cannotBeNegative,
    ]);
  });
});

describe('exam form', () => {
  it('takes 0 questions on create and refuses a negative or missing number', () => {
    expect(parsed(examForm, exam('0')).numberOfQuestions).toBe(0);
    expect(messagesFor(examForm, exam(-1), 'numberOfQuestions')).toEqual([MESSAGES.cannotBeNegative]);
    expect(messagesFor(examForm, exam(''), 'numberOfQuestions')).toEqual([MESSAGES.mustBeNumber]);
    expect(messagesFor(examForm, exam('ten'), 'numberOfQuestions')).toEqual([MESSAGES.mustBeNumber]);
  });
  it('wants more than zero questions on edit', () => {
    expect(messagesFor(examEditForm, exam(0), 'numberOfQuestions')).toEqual([MESSAGES.invalidNumber]);
    expect(parsed(examEditForm, exam(1)).numberOfQuestions).toBe(1);
  });
  it('requires the other fields and an end after the start', () => {
    expect(messagesFor(examForm, { ...exam(5), subject: '' }, 'subject')).toEqual([MESSAGES.required]);
    expect(messagesFor(examForm, { ...exam(5), date: '' }, 'date')).toEqual([MESSAGES.required]);
    expect(messagesFor(examForm, { ...exam(5), endTimestamp: '2030-06-20T04:00:00.000Z' }, 'endTimestamp')).toEqual([
      SERVER_MESSAGES.examEndsBeforeStart,
    ]);
  });
});

describe('marks', () => {
  it('takes 0 and the max mark, refuses -1 and max + 1', () => {
    expect(isValidMark(-1, 50)).toBe(false);
    expect(isValidMark(0, 50)).toBe(true);
    expect(isValidMark('50', 50)).toBe(true);
    expect(isValidMark(51, 50)).toBe(false);
    expect(isValidMark('', 50)).toBe(false);
    expect(isValidMark('abc', 50)).toBe(false);
  });
  it('gives each bad row its own message, at its own place in the list', () => {
    const result = marksForm(50).safeParse({
      markList: [
        { name: 'a@x.example', marks: 40 },
        { name: 'b@x.example', marks: 51 },
        { name: 'c@x.example', marks: '' },
        { name: 'd@x.example', marks: 'abc' },
        { name: 'e@x.example', marks: -1 },
        { name: 'f@x.example', marks: 5, absent: true },
        { name: 'A@x.example', marks: 2 },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['markList.1.marks', MESSAGES.greaterThanMaxMark],
      ['markList.3.marks', MESSAGES.mustBeNumber],
      ['markList.4.marks', MESSAGES.cannotBeNegative],
      ['markList.5.marks', SERVER_MESSAGES.absentWithMark],
    ]);
  });
  it('takes blank rows as not entered and absent rows without a mark, but needs one row entered', () => {
    const result = marksForm(50).safeParse({
      markList: [
        { name: 'a@x.example', marks: '7.5' },
        { name: 'b@x.example', marks: '' },
        { name: 'c@x.example', absent: true },
        { name: 'd@x.example', marks: ' ', absent: true },
      ],
    });
    expect(result.data?.markList).toEqual([
      { name: 'a@x.example', marks: 7.5, absent: false },
      { name: 'b@x.example', marks: undefined, absent: false },
      { name: 'c@x.example', marks: undefined, absent: true },
      { name: 'd@x.example', marks: undefined, absent: true },
    ]);
    expect(result.data?.markList.filter(isEntered)).toHaveLength(3);
    for (const markList of [[], [{ name: 'a@x.example', marks: '' }]]) {
      expect(marksForm(50).safeParse({ markList }).error?.issues[0]?.message).toBe(SERVER_MESSAGES.noMarkEntered);
    }
  });
  it('refuses a student listed twice, at the second row', () => {
    const result = marksForm(50).safeParse({
      markList: [
        { name: 'a@x.example', marks: 1 },
        { name: 'A@x.example', absent: true },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['markList.1.name', SERVER_MESSAGES.markListedTwice],
    ]);
  });
  it('summarises a class', () => {
    const stats = markStatistics([10, 20, 50, 25], 50, 20);
    expect(stats).toMatchObject({ count: 4, average: 26.25, highest: 50, lowest: 10, passed: 3 });
    expect(stats.distribution.map((band) => band.count)).toEqual([0, 0, 1, 0, 1, 1, 0, 0, 0, 1]);
  });
});

describe('attendance form', () => {
  it('takes a period', () => {
    const form = parsed(attendanceForm, period());
    expect(form).toMatchObject({ period: 'cs501', module: 1, semester: 5 });
  });
  it('wants a module 1-6 and a topic, with the documented messages', () => {
    expect(messagesFor(attendanceForm, period({ module: 0 }), 'module')).toEqual([MESSAGES.selectModule]);
    expect(messagesFor(attendanceForm, period({ module: 7 }), 'module')).toEqual([MESSAGES.selectModule]);
    expect(messagesFor(attendanceForm, period({ module: '' }), 'module')).toEqual([MESSAGES.selectModule]);
    expect(parsed(attendanceForm, period({ module: '6' })).module).toBe(6);
    expect(messagesFor(attendanceForm, period({ topic: '   ' }), 'topic')).toEqual([MESSAGES.fillTopic]);
  });
  it('wants a weekday, an end after the start, a known delivery mode and each student once', () => {
    expect(messagesFor(attendanceForm, period({ timeStamp: '2030-06-16' }), 'timeStamp')).toEqual([
      SERVER_MESSAGES.attendanceWeekend,
    ]);
    expect(messagesFor(attendanceForm, period({ endTime: '09:00' }), 'endTime')).toEqual([
      SERVER_MESSAGES.attendanceTimesOrder,
    ]);
    expect(messagesFor(attendanceForm, period({ deliveryMode: 'hybrid' }), 'deliveryMode')).toEqual([
      MESSAGES.required,
    ]);
    expect(
      messagesFor(
        attendanceForm,
        period({
          attendanceList: [
            { email: 'a@x.example', present: 'true' },
            { email: 'A@x.example', present: 'false' },
          ],
        }),
        'attendanceList',
      ),
    ).toEqual([SERVER_MESSAGES.attendanceRepeated]);
  });
});

describe('class names and percentages', () => {
  it('reads S{n}-{DEPT}-{code} and refuses anything else', () => {
    expect(parseClassName('S5-CSE-cs501')).toEqual({ semester: 5, department: 'CSE', code: 'cs501' });
    expect(parseClassName('S9-CSE-cs501')).toBeNull();
    expect(parseClassName('S5-XYZ-cs501')).toBeNull();
    expect(parseClassName('S5-CSE')).toBeNull();
  });
  it('works out the percentage and the classes needed to be back at 75%', () => {
    expect(attendancePercentage(3, 4)).toBe(75);
    expect(attendancePercentage(0, 0)).toBe(100);
    expect(classesNeeded(3, 4)).toBe(0);
    expect(classesNeeded(5, 10)).toBe(10); // 15 of 20 is 75%
    expect(classesNeeded(2, 3)).toBe(1); // 3 of 4
  });
});

describe('schoolDayOf', () => {
  it('names the weekday of a date from Monday to Friday', () => {
    expect(schoolDayOf('2026-11-23')).toBe('monday');
    expect(schoolDayOf('2026-11-27')).toBe('friday');
  });

  it('is null on a weekend', () => {
    expect(schoolDayOf('2026-11-28')).toBeNull();
    expect(schoolDayOf('2026-11-29')).toBeNull();
  });
});
