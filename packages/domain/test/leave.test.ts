import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SERVER_MESSAGES,
  approverMayDecide,
  describeLeaveSpan,
  leaveEditForm,
  leaveRequestForm,
  leavesOverlap,
  studentMayChange,
  type LeaveSpan,
} from '../src/index.js';

const issues = (input: unknown) => {
  const result = leaveRequestForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const full = (date: string, toDate: string): LeaveSpan => ({
  type: 'fullDay',
  date,
  toDate,
  fromTime: null,
  toTime: null,
});
const half = (date: string, fromTime: string, toTime: string): LeaveSpan => ({
  type: 'halfDay',
  date,
  toDate: null,
  fromTime,
  toTime,
});

describe('leave form', () => {
  it('requires what each type needs, with the documented message', () => {
    expect(issues({ type: 'fullDay', description: 'x', date: '2030-01-01' })).toEqual([['toDate', MESSAGES.required]]);
    expect(issues({ type: 'halfDay', description: 'x', date: '2030-01-01', toDate: '2030-01-02' })).toEqual([
      ['fromTime', MESSAGES.required],
      ['toTime', MESSAGES.required],
    ]);
    expect(issues({ type: 'halfDay', description: ' ', fromTime: '', toTime: null })).toEqual(
      expect.arrayContaining([
        ['description', MESSAGES.required],
        ['date', MESSAGES.required],
        ['fromTime', MESSAGES.required],
        ['toTime', MESSAGES.required],
      ]),
    );
  });

  it('keeps only the fields of the chosen type', () => {
    expect(
      leaveRequestForm.parse({
        type: 'halfDay',
        description: ' Doctor ',
        date: '2030-01-01',
        toDate: '2030-01-05',
        fromTime: '09:00',
        toTime: '10:00',
      }),
    ).toEqual({
      type: 'halfDay',
      description: 'Doctor',
      date: '2030-01-01',
      toDate: null,
      fromTime: '09:00',
      toTime: '10:00',
    });
    expect(
      leaveRequestForm.parse({
        type: 'fullDay',
        description: 'x',
        date: '2030-01-01',
        toDate: '2030-01-01',
        fromTime: '09:00',
      }),
    ).toMatchObject({
      toDate: '2030-01-01',
      fromTime: null,
      toTime: null,
    });
  });

  it('takes a one-day full leave and half-day times at the edges of the day', () => {
    expect(issues({ type: 'fullDay', description: 'x', date: '2030-01-01', toDate: '2030-01-01' })).toEqual([]);
    expect(
      issues({ type: 'halfDay', description: 'x', date: '2030-01-01', fromTime: '00:00', toTime: '23:59' }),
    ).toEqual([]);
    expect(
      issues({ type: 'halfDay', description: 'x', date: '2030-01-01', fromTime: '09:00', toTime: '09:01' }),
    ).toEqual([]);
  });

  it('refuses an end before the start, equal times, and malformed dates and times', () => {
    expect(issues({ type: 'fullDay', description: 'x', date: '2030-01-02', toDate: '2030-01-01' })).toEqual([
      ['toDate', SERVER_MESSAGES.leaveEndsBeforeStart],
    ]);
    expect(
      issues({ type: 'halfDay', description: 'x', date: '2030-01-01', fromTime: '10:00', toTime: '10:00' }),
    ).toEqual([['toTime', SERVER_MESSAGES.leaveTimesOrder]]);
    expect(
      issues({ type: 'halfDay', description: 'x', date: '2030-01-01', fromTime: '24:00', toTime: '10:00' }),
    ).toEqual([['fromTime', SERVER_MESSAGES.invalidTime]]);
    expect(issues({ type: 'fullDay', description: 'x', date: '2030-02-29', toDate: '2030-03-01' })).toEqual([
      ['date', SERVER_MESSAGES.invalidDate],
    ]);
    expect(issues({ type: 'fullDay', description: 'x', date: '1/1/2030', toDate: '2030-03-01' })).toEqual([
      ['date', SERVER_MESSAGES.invalidDate],
    ]);
    expect(issues({ type: 'weekend', description: 'x', date: '2030-01-01', toDate: '2030-01-01' })).toEqual([
      ['type', SERVER_MESSAGES.leaveType],
    ]);
  });

  it('edits carry the id', () => {
    expect(
      leaveEditForm.safeParse({ type: 'fullDay', description: 'x', date: '2030-01-01', toDate: '2030-01-01' }).success,
    ).toBe(false);
    expect(
      leaveEditForm.parse({
        _id: '0b9f4a52-61a4-4a8e-9d43-7d0d4f1f2c11',
        type: 'fullDay',
        description: 'x',
        date: '2030-01-01',
        toDate: '2030-01-01',
      }),
    ).toMatchObject({ _id: '0b9f4a52-61a4-4a8e-9d43-7d0d4f1f2c11', type: 'fullDay' });
  });
});

describe('leave overlap', () => {
  it('finds full-day ranges that share a day, including the edges', () => {
    expect(leavesOverlap(full('2030-01-01', '2030-01-03'), full('2030-01-03', '2030-01-05'))).toBe(true);
    expect(leavesOverlap(full('2030-01-03', '2030-01-05'), full('2030-01-01', '2030-01-03'))).toBe(true);
    expect(leavesOverlap(full('2030-01-01', '2030-01-10'), full('2030-01-04', '2030-01-05'))).toBe(true);
    expect(leavesOverlap(full('2030-01-01', '2030-01-03'), full('2030-01-04', '2030-01-05'))).toBe(false);
  });

  it('puts a half day inside a full-day range that contains its date', () => {
    expect(leavesOverlap(half('2030-01-03', '09:00', '10:00'), full('2030-01-01', '2030-01-03'))).toBe(true);
    expect(leavesOverlap(full('2030-01-03', '2030-01-03'), half('2030-01-03', '09:00', '10:00'))).toBe(true);
    expect(leavesOverlap(half('2030-01-04', '09:00', '10:00'), full('2030-01-01', '2030-01-03'))).toBe(false);
  });

  it('compares half days on one date by their times; touching ends do not overlap', () => {
    expect(leavesOverlap(half('2030-01-03', '09:00', '12:00'), half('2030-01-03', '11:59', '13:00'))).toBe(true);
    expect(leavesOverlap(half('2030-01-03', '09:00', '12:00'), half('2030-01-03', '10:00', '11:00'))).toBe(true);
    expect(leavesOverlap(half('2030-01-03', '09:00', '12:00'), half('2030-01-03', '12:00', '13:00'))).toBe(false);
    expect(leavesOverlap(half('2030-01-03', '09:00', '12:00'), half('2030-01-04', '09:00', '12:00'))).toBe(false);
  });

  it('names the dates in messages', () => {
    // The formats of the screens (docs/rules.md, "Formats and constants"), not the wire's.
    expect(describeLeaveSpan(full('2030-01-01', '2030-01-03'))).toBe('Tue 1 Jan 2030 – Thu 3 Jan 2030');
    expect(describeLeaveSpan(full('2030-01-01', '2030-01-01'))).toBe('Tue 1 Jan 2030');
    expect(describeLeaveSpan(half('2030-01-01', '09:00', '12:00'))).toBe('Tue 1 Jan 2030, 9:00 am – 12:00 pm');
  });
});

describe('request workflow rules', () => {
  it('lets the student change a request until it is approved, and the approver decide a pending one only', () => {
    expect([0, -1, 1].map((status) => studentMayChange(status as 0 | 1 | -1))).toEqual([true, true, false]);
    expect([0, -1, 1].map((status) => approverMayDecide(status as 0 | 1 | -1))).toEqual([true, false, false]);
  });
});
