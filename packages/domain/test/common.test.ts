import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  MOBILE_PATTERN,
  emailAddress,
  hasControlCharacters,
  isBlank,
  mobileDigits,
  mobileNumber,
  newPassword,
  optionalText,
  requiredText,
} from '../src/common.js';
import { MESSAGES, SERVER_MESSAGES } from '../src/messages.js';
import {
  formatCalendarDate,
  formatDateIn,
  formatDateSpan,
  formatDateTimeIn,
  formatTimeIn,
  formatTimeOfDay,
  formatTimeSpan,
} from '../src/format.js';
import { messagesFor } from './helpers.js';

const field = (schema: z.ZodType) => z.object({ value: schema });

describe('the Indian mobile pattern', () => {
  it.each([
    ['no prefix', '9876543210'],
    ['+91 prefix', '+919876543210'],
    ['91 prefix', '919876543210'],
    ['0 prefix', '09876543210'],
    ['first digit 4', '4123456789'],
    ['first digit 9 after +91', '+914123456789'],
  ])('accepts a number with %s', (_case, number) => {
    expect(MOBILE_PATTERN.test(number)).toBe(true);
    expect(mobileNumber.safeParse(number).success).toBe(true);
  });

  it.each([
    ['first digit 3', '3876543210'],
    ['first digit 0 after the prefix', '+910876543210'],
    ['nine digits', '987654321'],
    ['eleven digits without a prefix', '98765432101'],
    ['the + without 91', '+9876543210'],
    ['a prefix of 00', '009876543210'],
    ['+92 prefix', '+929876543210'],
    ['letters', '98765abcde'],
    ['dots between the groups', '98765.43210'],
  ])('refuses a number with %s as "Invalid Number"', (_case, number) => {
    expect(messagesFor(field(mobileNumber), { value: number }, 'value')).toEqual([MESSAGES.invalidNumber]);
  });

  it('calls a blank or missing number required, not invalid', () => {
    expect(messagesFor(field(mobileNumber), { value: '   ' }, 'value')).toEqual([MESSAGES.required]);
    expect(messagesFor(field(mobileNumber), {}, 'value')).toEqual([MESSAGES.required]);
  });

  it('trims the blanks typed around a number', () => {
    expect(mobileNumber.parse(' 9876543210 ')).toBe('9876543210');
  });

  it.each([
    ['a space between the groups', '98765 43210'],
    ['dashes', '98765-43210'],
    ['a prefix and spaces', '+91 98765 43210'],
    ['a 0 prefix and a dash', '0 98765-43210'],
    ['a 91 prefix and several spaces', '91 987 654 3210'],
  ])('accepts a number typed with %s and keeps its ten digits', (_case, typed) => {
    expect(mobileNumber.parse(typed)).toBe('9876543210');
    expect(mobileDigits(typed)).toBe('9876543210');
  });

  it('keeps the ten digits of a number typed with its prefix', () => {
    expect(mobileNumber.parse('+919876543210')).toBe('9876543210');
    expect(mobileNumber.parse('09876543210')).toBe('9876543210');
    expect(mobileDigits('98765 4321')).toBeUndefined();
  });
});

describe('required text', () => {
  it.each(['', ' ', '\t\n  '])('counts %j as empty', (value) => {
    expect(messagesFor(field(requiredText()), { value }, 'value')).toEqual([MESSAGES.required]);
  });

  it('counts a missing value as empty', () => {
    expect(messagesFor(field(requiredText()), {}, 'value')).toEqual([MESSAGES.required]);
  });

  it('keeps the text trimmed', () => {
    expect(requiredText().parse('  Asha  ')).toBe('Asha');
  });

  it('bounds the length', () => {
    expect(requiredText(5).safeParse('abcdef').success).toBe(false);
    expect(requiredText(5).safeParse('abcde').success).toBe(true);
  });
});

describe('e-mail addresses', () => {
  it('are lower-cased and trimmed as typed', () => {
    expect(emailAddress().parse('  Student.CSE@College.Example ')).toBe('student.cse@college.example');
  });

  it.each(['plain', 'a@', '@b.com', 'a b@c.com', 'a@b'])('refuses %j with the given message', (value) => {
    expect(messagesFor(field(emailAddress(MESSAGES.invalidEmail)), { value }, 'value')).toEqual([
      MESSAGES.invalidEmail,
    ]);
  });
});

describe('new passwords', () => {
  const messages = (value: string) => messagesFor(field(newPassword), { value }, 'value');

  it('accepts 8 and 49 characters with upper, lower and digit', () => {
    expect(messages('Abcdefg1')).toEqual([]);
    expect(messages(`Ab1${'x'.repeat(46)}`)).toEqual([]);
  });

  it('refuses 7 characters with "Must be atleast 8 characters"', () => {
    expect(messages('Abcdef1')).toEqual([MESSAGES.passwordTooShort]);
  });

  it('refuses 50 characters with "Maximum 49 characters"', () => {
    expect(messages(`Ab1${'x'.repeat(47)}`)).toEqual([MESSAGES.passwordTooLong]);
  });

  it.each([
    ['no upper case letter', 'abcdefg1'],
    ['no lower case letter', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
  ])('refuses a password with %s', (_case, value) => {
    expect(messages(value)).toEqual([MESSAGES.passwordTooWeak]);
  });
});

describe('text and what it may hold', () => {
  const line = requiredText(50);
  const lines = requiredText(50, MESSAGES.required, { multiline: true });
  const optional = optionalText(50);

  it('refuses a NUL and every other control character in one-line text', () => {
    for (const bad of ['a\u0000b', 'a\u0007', 'tab\there', 'two\nlines', 'del\u007F', 'c1\u0085']) {
      const result = line.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SERVER_MESSAGES.controlCharacters);
    }
  });

  it('allows newlines and tabs in text of several lines, but no other control character', () => {
    expect(lines.parse('first line\nsecond\tcolumn\r\nthird')).toBe('first line\nsecond\tcolumn\r\nthird');
    expect(lines.safeParse('a\u0000b').error?.issues[0]?.message).toBe(SERVER_MESSAGES.controlCharacters);
    expect(lines.safeParse('bell\u0007').success).toBe(false);
  });

  it('counts text made only of invisible characters as blank', () => {
    for (const invisible of [
      '\u200B',
      '\u200B\u200C\u200D',
      '\u2060',
      '\uFEFF',
      '\u00AD',
      ' \u200B ',
      '\u3164',
      '\u200E\u200F',
    ]) {
      expect(isBlank(invisible)).toBe(true);
      expect(line.safeParse(invisible).error?.issues[0]?.message).toBe(MESSAGES.required);
      expect(optional.parse(invisible)).toBeUndefined();
    }
    expect(isBlank('a\u200B')).toBe(false);
    expect(line.parse(' Anjali\u200B ')).toBe('Anjali\u200B');
  });

  it('refuses control characters in optional text too', () => {
    expect(optional.safeParse('x\u0000').success).toBe(false);
    expect(optional.parse('  ')).toBeUndefined();
  });

  it('tells which text holds control characters', () => {
    expect(hasControlCharacters('abc')).toBe(false);
    expect(hasControlCharacters('a\nb\tc')).toBe(false);
    expect(hasControlCharacters('a\u0000')).toBe(true);
  });
});

describe('dates and times as the screens and messages show them', () => {
  it("formats in the institute's time zone, whatever the machine's zone", () => {
    // 14:00 UTC is 7:30 pm in India.
    expect(formatDateIn('2026-03-05T14:00:00Z', 'Asia/Kolkata')).toBe('Thu 5 Mar 2026');
    expect(formatTimeIn('2026-03-05T14:00:00Z', 'Asia/Kolkata')).toBe('7:30 pm');
    expect(formatTimeIn('2026-03-05T14:00:00Z', 'UTC')).toBe('2:00 pm');
    // Late at night in UTC is already the next day in India.
    expect(formatDateIn('2026-03-21T20:00:00Z', 'Asia/Kolkata')).toBe('Sun 22 Mar 2026');
    expect(formatTimeIn('2026-03-21T20:00:00Z', 'Asia/Kolkata')).toBe('1:30 am');
    expect(formatDateTimeIn('2026-12-08T08:30:00Z', 'Asia/Kolkata')).toBe('Tue 8 Dec 2026, 2:00 pm');
    expect(formatTimeIn('2026-01-01T06:35:00Z', 'Asia/Kolkata')).toBe('12:05 pm');
    expect(formatTimeIn('2026-01-01T18:35:00Z', 'Asia/Kolkata')).toBe('12:05 am');
  });

  it('writes every month and weekday the same short way, the year in full', () => {
    const firsts = Array.from({ length: 12 }, (_, month) =>
      formatCalendarDate(`2026-${String(month + 1).padStart(2, '0')}-01`),
    );
    expect(firsts).toEqual([
      'Thu 1 Jan 2026',
      'Sun 1 Feb 2026',
      'Sun 1 Mar 2026',
      'Wed 1 Apr 2026',
      'Fri 1 May 2026',
      'Mon 1 Jun 2026',
      'Wed 1 Jul 2026',
      'Sat 1 Aug 2026',
      'Tue 1 Sep 2026',
      'Thu 1 Oct 2026',
      'Sun 1 Nov 2026',
      'Tue 1 Dec 2026',
    ]);
  });

  it('shows a calendar date as that day everywhere, and a time of day on the 12-hour clock', () => {
    expect(formatCalendarDate('2026-12-08')).toBe('Tue 8 Dec 2026');
    expect(formatTimeOfDay('14:00')).toBe('2:00 pm');
    expect(formatTimeOfDay('09:05')).toBe('9:05 am');
    expect(formatTimeOfDay('00:00')).toBe('12:00 am');
    expect(formatTimeOfDay('12:30')).toBe('12:30 pm');
  });

  it('joins a span with one dash, and a span of one day is that day', () => {
    expect(formatTimeSpan('14:00', '16:00')).toBe('2:00 pm – 4:00 pm');
    expect(formatDateSpan('2026-12-08', '2026-12-10')).toBe('Tue 8 Dec 2026 – Thu 10 Dec 2026');
    expect(formatDateSpan('2026-12-08', '2026-12-08')).toBe('Tue 8 Dec 2026');
    expect(formatDateSpan('2026-12-08', undefined)).toBe('Tue 8 Dec 2026');
  });
});
