import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES, eventForm, eventIsFor, eventRangeQuery } from '../src/index.js';

const base = { title: 'Sports day', start: '2030-06-20T09:00:00+05:30', end: '2030-06-20T12:00:00+05:30' };
const messages = (input: unknown) => {
  const result = eventForm.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('event form', () => {
  it('defaults the audience to every department and year', () => {
    expect(eventForm.parse(base)).toMatchObject({ department: 'all', semester: 0, title: 'Sports day' });
  });
  it('requires a title that is not blank', () => {
    expect(messages({ ...base, title: '   ' })).toEqual([['title', MESSAGES.required]]);
    expect(messages({ ...base, title: undefined })).toEqual([['title', MESSAGES.required]]);
  });
  it('refuses an end before the start but allows an event of no length', () => {
    expect(messages({ ...base, end: '2030-06-20T08:59:00+05:30' })).toEqual([
      ['end', SERVER_MESSAGES.eventEndsBeforeStart],
    ]);
    expect(messages({ ...base, end: base.start })).toEqual([]);
  });
  it("takes 'all' or one department and a year from 0 to 4", () => {
    expect(eventForm.parse({ ...base, department: 'CSE', semester: '3' })).toMatchObject({
      department: 'CSE',
      semester: 3,
    });
    expect(messages({ ...base, department: 'cse' })).toEqual([['department', SERVER_MESSAGES.eventDepartment]]);
    expect(messages({ ...base, semester: 5 })).toEqual([['semester', SERVER_MESSAGES.eventYear]]);
    expect(messages({ ...base, semester: -1 })).toEqual([['semester', SERVER_MESSAGES.eventYear]]);
    expect(messages({ ...base, semester: 1.5 })).toEqual([['semester', SERVER_MESSAGES.eventYear]]);
  });
  it('needs instants with their offset', () => {
    expect(messages({ ...base, start: '2030-06-20' })).toEqual([['start', MESSAGES.required]]);
  });
});

describe('event audience', () => {
  const student = { department: 'CSE', currentYear: 3 };
  it('shows events for all, the own department and the own year only', () => {
    expect(eventIsFor({ department: 'all', semester: 0 }, student)).toBe(true);
    expect(eventIsFor({ department: 'CSE', semester: 0 }, student)).toBe(true);
    expect(eventIsFor({ department: 'all', semester: 3 }, student)).toBe(true);
    expect(eventIsFor({ department: 'CSE', semester: 3 }, student)).toBe(true);
    expect(eventIsFor({ department: 'ME', semester: 0 }, student)).toBe(false);
    expect(eventIsFor({ department: 'CSE', semester: 2 }, student)).toBe(false);
  });
});

describe('event range', () => {
  it('refuses a span that ends first or runs over 400 days', () => {
    expect(eventRangeQuery.safeParse({ start: '2030-06-02T00:00:00Z', end: '2030-06-01T00:00:00Z' }).success).toBe(
      false,
    );
    expect(eventRangeQuery.safeParse({ start: '2030-01-01T00:00:00Z', end: '2031-06-01T00:00:00Z' }).success).toBe(
      false,
    );
    expect(eventRangeQuery.safeParse({ start: '2030-06-01T00:00:00Z', end: '2030-07-12T00:00:00Z' }).success).toBe(
      true,
    );
  });
});
