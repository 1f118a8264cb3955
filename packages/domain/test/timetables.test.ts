import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  fillWeek,
  overlapProblems,
  periodsOverlap,
  teacherClashes,
  timetableForm,
  type BusyPeriod,
} from '../src/index.js';

const T1 = '11111111-1111-4111-8111-111111111111';
const T2 = '22222222-2222-4222-8222-222222222222';
const period = (subject: string, startTime: string, endTime: string) => ({ subject, startTime, endTime });
const form = (periodTimings: unknown) => ({ semesterDepartment: { department: 'CSE', semester: 5 }, periodTimings });
const messages = (input: unknown) => {
  const result = timetableForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('periods overlap', () => {
  it('when each starts before the other ends; touching ends do not', () => {
    expect(periodsOverlap(period('a', '09:00', '10:00'), period('b', '10:00', '11:00'))).toBe(false);
    expect(periodsOverlap(period('a', '10:00', '11:00'), period('b', '09:00', '10:00'))).toBe(false);
    expect(periodsOverlap(period('a', '09:00', '10:00'), period('b', '09:59', '11:00'))).toBe(true);
    expect(periodsOverlap(period('a', '09:00', '12:00'), period('b', '10:00', '11:00'))).toBe(true);
    expect(periodsOverlap(period('a', '09:00', '10:00'), period('b', '09:00', '10:00'))).toBe(true);
  });
  it('are found per day only, naming both periods', () => {
    const problems = overlapProblems([
      { day: 'monday', timings: [period('a', '09:00', '10:00'), period('b', '09:30', '10:30')] },
      { day: 'tuesday', timings: [period('a', '09:00', '10:00'), period('b', '10:00', '10:30')] },
    ]);
    expect(problems).toEqual([
      {
        day: 'monday',
        index: 1,
        message: `${SERVER_MESSAGES.periodsOverlap}: a 9:00 am – 10:00 am and b 9:30 am – 10:30 am on Monday`,
      },
    ]);
  });
});

describe('timetable form', () => {
  it('takes weekdays only, each once, and sorts days and periods', () => {
    expect(messages(form([{ day: 'saturday', timings: [period('a', '09:00', '10:00')] }]))).toContain(
      SERVER_MESSAGES.weekdaysOnly,
    );
    expect(messages(form([{ day: 'sunday', timings: [] }]))).toContain(SERVER_MESSAGES.weekdaysOnly);
    expect(
      messages(
        form([
          { day: 'monday', timings: [period('a', '09:00', '10:00')] },
          { day: 'Monday', timings: [] },
        ]),
      ),
    ).toContain(SERVER_MESSAGES.dayRepeated);
    const parsed = timetableForm.parse(
      form([
        { day: 'Friday', timings: [period('B', '11:00', '12:00'), period('a', '09:00', '10:00')] },
        { day: 'monday', timings: [period('a', '09:00', '10:00')] },
      ]),
    );
    expect(parsed.periodTimings).toEqual([
      { day: 'monday', timings: [period('a', '09:00', '10:00')] },
      { day: 'friday', timings: [period('a', '09:00', '10:00'), period('b', '11:00', '12:00')] },
    ]);
  });
  it('needs each period to end after it starts, in HH:MM', () => {
    expect(messages(form([{ day: 'monday', timings: [period('a', '10:00', '10:00')] }]))).toEqual([
      SERVER_MESSAGES.periodEndsBeforeStart,
    ]);
    expect(messages(form([{ day: 'monday', timings: [period('a', '10:00', '09:00')] }]))).toEqual([
      SERVER_MESSAGES.periodEndsBeforeStart,
    ]);
    expect(messages(form([{ day: 'monday', timings: [period('a', '10:00', '10:01')] }]))).toEqual([]);
    expect(messages(form([{ day: 'monday', timings: [period('a', '9:00', '10:00')] }]))).toEqual([
      SERVER_MESSAGES.invalidTime,
    ]);
    expect(messages(form([{ day: 'monday', timings: [period('a', '24:00', '25:00')] }]))).toContain(
      SERVER_MESSAGES.invalidTime,
    );
    expect(messages(form([{ day: 'monday', timings: [period(' ', '', '10:00')] }]))).toEqual([
      MESSAGES.required,
      MESSAGES.required,
    ]);
  });
  it('refuses overlapping periods of a day but takes touching ones', () => {
    expect(
      messages(form([{ day: 'monday', timings: [period('a', '09:00', '10:00'), period('b', '10:00', '11:00')] }])),
    ).toEqual([]);
    const [message] = messages(
      form([{ day: 'monday', timings: [period('a', '09:00', '10:00'), period('b', '09:55', '11:00')] }]),
    );
    expect(message).toMatch(new RegExp(`^${SERVER_MESSAGES.periodsOverlap}`));
  });
  it('needs a class and at least one period', () => {
    expect(messages(form([{ day: 'monday', timings: [] }]))).toEqual([SERVER_MESSAGES.noPeriods]);
    expect(
      messages({
        semesterDepartment: { department: '', semester: '' },
        periodTimings: [{ day: 'monday', timings: [period('a', '09:00', '10:00')] }],
      }),
    ).toEqual([MESSAGES.required, MESSAGES.required]);
  });
});

describe('teacher clashes', () => {
  const busy: BusyPeriod[] = [
    {
      teacherId: T1,
      department: 'CSE',
      semester: 3,
      subject: 'cs301',
      day: 'monday',
      startTime: '09:00',
      endTime: '10:00',
    },
  ];
  it('finds a teacher in two classes at once, naming the other class, day and time', () => {
    expect(
      teacherClashes(
        [{ day: 'monday', index: 0, subject: 'cs501', teacherId: T1, startTime: '09:30', endTime: '10:30' }],
        busy,
      ),
    ).toEqual([
      {
        day: 'monday',
        index: 0,
        message: `${SERVER_MESSAGES.teacherClash} cs501 already teaches S3 CSE (cs301) on Monday at 9:00 am – 10:00 am`,
      },
    ]);
  });
  it('lets touching periods, other days and other teachers be', () => {
    expect(
      teacherClashes(
        [{ day: 'monday', index: 0, subject: 'cs501', teacherId: T1, startTime: '10:00', endTime: '11:00' }],
        busy,
      ),
    ).toEqual([]);
    expect(
      teacherClashes(
        [{ day: 'monday', index: 0, subject: 'cs501', teacherId: T1, startTime: '08:00', endTime: '09:00' }],
        busy,
      ),
    ).toEqual([]);
    expect(
      teacherClashes(
        [{ day: 'tuesday', index: 0, subject: 'cs501', teacherId: T1, startTime: '09:00', endTime: '10:00' }],
        busy,
      ),
    ).toEqual([]);
    expect(
      teacherClashes(
        [{ day: 'monday', index: 0, subject: 'cs501', teacherId: T2, startTime: '09:00', endTime: '10:00' }],
        busy,
      ),
    ).toEqual([]);
  });
  it('fills the week Monday to Friday', () => {
    expect(fillWeek([{ day: 'wednesday', timings: [1] }]).map((entry) => entry.timings.length)).toEqual([
      0, 0, 1, 0, 0,
    ]);
  });
});
