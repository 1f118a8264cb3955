import { describe, expect, it } from 'vitest';
import {
  SERVER_MESSAGES,
  attendanceShortageQuery,
  examResultsOf,
  feeDuesQuery,
  gateLogQuery,
  gateOutcomeOf,
  isShortOfAttendance,
  weekEndingOn,
} from '../src/index.js';
import { messagesFor, parsed } from './helpers.js';

const TYPE = '0b6f4c3e-1d2a-4c5b-9e8f-7a6b5c4d3e2f';

describe('attendance shortage query', () => {
  it('takes a class, with 75 as the threshold unless another is given', () => {
    expect(parsed(attendanceShortageQuery, { department: 'cse', semester: '5' })).toEqual({
      department: 'CSE',
      semester: 5,
      threshold: 75,
      format: 'json',
    });
    expect(
      parsed(attendanceShortageQuery, { department: 'ME', semester: 3, threshold: '62.5', format: 'csv' }),
    ).toMatchObject({ threshold: 62.5, format: 'csv' });
  });
  it.each(['abc', '-1', '100.5', '75%', '1e2', 'NaN'])('refuses the threshold %j', (threshold) => {
    expect(messagesFor(attendanceShortageQuery, { department: 'CSE', semester: 5, threshold }, 'threshold')).toEqual([
      SERVER_MESSAGES.thresholdRange,
    ]);
  });
  it('refuses a class that is not one', () => {
    expect(attendanceShortageQuery.safeParse({ department: 'XYZ', semester: 5 }).success).toBe(false);
    expect(attendanceShortageQuery.safeParse({ department: 'CSE', semester: 9 }).success).toBe(false);
    expect(attendanceShortageQuery.safeParse({ department: 'CSE', semester: 5, format: 'pdf' }).success).toBe(false);
  });
});

describe('who is short of attendance', () => {
  it('compares the percentage the student sees (one decimal) with the threshold', () => {
    expect(isShortOfAttendance(2, 3, 75)).toBe(true); // 66.7
    expect(isShortOfAttendance(3, 4, 75)).toBe(false); // 75.0
    // 74.96% shows as 75.0%, which is not under 75.
    expect(isShortOfAttendance(1874, 2500, 75)).toBe(false);
    expect(isShortOfAttendance(1873, 2500, 75)).toBe(true); // 74.92 shows as 74.9
    // Nothing held yet shows 100%.
    expect(isShortOfAttendance(0, 0, 100)).toBe(false);
    expect(isShortOfAttendance(0, 1, 0)).toBe(false);
  });
});

describe('fee dues query', () => {
  it('needs a payment type and pages like the other lists', () => {
    expect(parsed(feeDuesQuery, { paymentType: TYPE })).toMatchObject({ page: 1, limit: 20, format: 'json' });
    expect(parsed(feeDuesQuery, { paymentType: TYPE, department: '', currentYear: '' })).toMatchObject({
      department: undefined,
      currentYear: undefined,
    });
    expect(feeDuesQuery.safeParse({}).success).toBe(false);
    expect(feeDuesQuery.safeParse({ paymentType: 'tuition' }).success).toBe(false);
    expect(feeDuesQuery.safeParse({ paymentType: TYPE, limit: '101' }).success).toBe(false);
    expect(feeDuesQuery.safeParse({ paymentType: TYPE, currentYear: '5' }).success).toBe(false);
  });
});

describe('gate log', () => {
  it('takes a real date, or none for today, and a page of at most 100 scans', () => {
    expect(parsed(gateLogQuery, {})).toEqual({ date: undefined, format: 'json', page: 1, limit: 20 });
    expect(parsed(gateLogQuery, { page: '3', limit: '50' })).toMatchObject({ page: 3, limit: 50 });
    expect(gateLogQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(parsed(gateLogQuery, { date: '2030-02-28' })).toMatchObject({ date: '2030-02-28' });
    expect(gateLogQuery.safeParse({ date: '2030-02-30' }).success).toBe(false);
    expect(gateLogQuery.safeParse({ date: 'today' }).success).toBe(false);
  });
  it('names each scan by its outcome', () => {
    expect(
      ['valid', 'already_used', 'wrong_day', 'not_approved', 'not_found', 'refused', 'anything else'].map(
        gateOutcomeOf,
      ),
    ).toEqual(['valid', 'used', 'expired', 'not_approved', 'unknown', 'unknown', 'unknown']);
  });
});

describe('exam results', () => {
  it('answers the count, mean, median, highest, lowest and ten bands of the max mark', () => {
    const results = examResultsOf([12, 50, 31.5, 40, 0, 31.5], 50, 20);
    expect(results).toMatchObject({ count: 6, mean: 27.5, median: 31.5, highest: 50, lowest: 0, passed: 4 });
    expect(results.distribution).toHaveLength(10);
    expect(results.distribution[0]).toEqual({ from: 0, to: 5, count: 1 });
    // The max mark falls in the last band, so every mark is counted once.
    expect(results.distribution[9]).toEqual({ from: 45, to: 50, count: 1 });
    expect(results.distribution.reduce((sum, band) => sum + band.count, 0)).toBe(6);
    for (const band of results.distribution) expect(band.from).toBeLessThanOrEqual(band.to);
  });
  it('takes the middle two for an even count, and nothing for no marks', () => {
    expect(examResultsOf([4, 1, 3, 2], 10, 4).median).toBe(2.5);
    expect(examResultsOf([7], 10, 4).median).toBe(7);
    const none = examResultsOf([], 10, 4);
    expect(none).toMatchObject({ count: 0, mean: null, median: null, highest: null, lowest: null, passed: 0 });
    expect(none.distribution.every((band) => band.count === 0)).toBe(true);
  });
});

describe('the week', () => {
  it('is the seven days ending on the day given, oldest first', () => {
    expect(weekEndingOn('2030-03-02')).toEqual([
      '2030-02-24',
      '2030-02-25',
      '2030-02-26',
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
  });
});
