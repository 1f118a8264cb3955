import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { DEPARTMENTS, PASSWORD_MAX, PASSWORD_MIN } from './constants.js';

/**
 * Building blocks of the form schemas. Every field that a form marks as required
 * answers 'This field is required' both when it is missing and when it holds only
 * blanks (docs/rules.md, "Form rules").
 */

/** Control characters: never in one-line text (a NUL would not even fit in the database). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
/** In text of several lines, newlines, carriage returns and tabs are fine; the rest are not. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/**
 * What shows nothing on screen: white space, format characters (zero-width spaces and joiners, the
 * word joiner, the byte order mark, the soft hyphen, direction marks) and the Hangul fillers.
 */
// eslint-disable-next-line no-misleading-character-class -- each invisible character is meant on its own
const INVISIBLE = /[\s\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u3164\uFFA0]/gu;

/** True when the text shows nothing: empty, blanks, or only invisible characters. */
export const isBlank = (value: string): boolean => value.replace(INVISIBLE, '') === '';

export interface TextOptions {
  /** Several lines allowed (descriptions, addresses): newlines and tabs are then fine. */
  multiline?: boolean;
}

const withoutControlCharacters = (options: TextOptions) =>
  z.string().refine((value) => !(options.multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value), {
    error: SERVER_MESSAGES.controlCharacters,
    abort: true,
  });

/** A required piece of text, trimmed; blank or invisible-only counts as empty. */
export const requiredText = (max = 200, message: string = MESSAGES.required, options: TextOptions = {}) =>
  z
    .string({ error: message })
    .trim()
    .pipe(withoutControlCharacters(options))
    // Not an aborting issue, so a form's own checks still run and every empty field shows at once
    // (a blank value is never too long, so the length check below adds nothing to it).
    .refine((value) => !isBlank(value), { error: message })
    .pipe(z.string().max(max, { error: `Maximum ${max} characters` }));

/**
 * The option of a form's check across fields (`superRefine(check, acrossFields)`): it runs even when
 * a field failed, so the form shows every message at once, but only on an object. A body of `null`,
 * a list or a number has no fields to compare; the object's own check refuses it (400).
 */
export const acrossFields = {
  when: (payload: { value: unknown }): boolean =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};

/** Optional free text: trimmed, with blank (or invisible-only) turned into undefined. */
export const optionalText = (max = 200, options: TextOptions = {}) =>
  z
    .string()
    .trim()
    .pipe(withoutControlCharacters(options))
    .pipe(z.string().max(max, { error: `Maximum ${max} characters` }))
    .optional()
    .transform((value) => (value && !isBlank(value) ? value : undefined));

/** True when the text holds a control character other than newline, carriage return and tab. */
export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTERS_BUT_LINES.test(value);

/** The text with each such control character replaced (by U+FFFD unless told), e.g. to log it. */
export const replaceControlCharacters = (value: string, replacement = '\uFFFD'): string =>
  value.replace(new RegExp(CONTROL_CHARACTERS_BUT_LINES.source, 'g'), replacement);

/**
 * Indian mobile numbers: an optional +91, 91 or 0 prefix, then ten digits of which the
 * first is 4-9 (docs/rules.md, "Form rules").
 */
export const MOBILE_PATTERN = /^(?:\+91|91|0)?[4-9]\d{9}$/;

/** What people type between the groups of a number's digits: spaces and dashes. */
const MOBILE_SEPARATORS = /[\s\-\u2010-\u2015]/g;

/**
 * The ten digits of a mobile number as typed, with or without its prefix, spaces and dashes
 * ('+91 98765-43210' is '9876543210'); undefined when it is not a mobile number. Numbers are
 * kept this way, so one number is always written the same and found by the same search.
 */
export const mobileDigits = (typed: string): string | undefined => {
  const compact = withoutNumberSeparators(typed);
  return MOBILE_PATTERN.test(compact) ? compact.slice(-10) : undefined;
};

/** A number as typed, without the blanks around it and the spaces and dashes between its groups. */
export const withoutNumberSeparators = (typed: string): string => typed.trim().replace(MOBILE_SEPARATORS, '');

/** A mobile number as typed: 'Invalid Number' unless it is one, then its ten digits. */
export const mobileText = z
  .string()
  .trim()
  .refine((value) => mobileDigits(value) !== undefined, { error: MESSAGES.invalidNumber })
  .transform((value) => mobileDigits(value)!);

export const mobileNumber = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .pipe(mobileText);

/** An e-mail address, lower-cased as typed (docs/rules.md, "Form rules"). */
export const emailAddress = (message: string = MESSAGES.invalidEmailLogin) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(254, { error: message }));

/**
 * Passwords are text like any other field: a control character (a NUL first of all) is refused
 * ('Text may not contain control characters') wherever a password is chosen or typed
 * (docs/rules.md, "Form rules").
 */
export const passwordText = (message: string = MESSAGES.required) =>
  z.string({ error: message }).pipe(withoutControlCharacters({}));

/**
 * A password chosen or changed by its owner: 8-49 characters with an upper case
 * letter, a lower case letter and a digit (docs/rules.md, "Form rules").
 */
export const newPassword = passwordText().pipe(
  z
    .string()
    .min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort })
    .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong })
    .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value), {
      error: MESSAGES.passwordTooWeak,
    }),
);

/** A password typed to sign in: only required, and bounded so hashing cannot be abused. */
export const typedPassword = passwordText().pipe(
  z.string().min(1, { error: MESSAGES.required }).max(200, { error: MESSAGES.required }),
);

export const department = z.enum(DEPARTMENTS, { error: MESSAGES.addDepartment });

/** Ids are random UUIDs. */
export const recordId = z.uuid({ error: SERVER_MESSAGES.notFound });

/** The first message of a failed parse, which the API puts in `msg`. */
export const firstMessage = (error: z.ZodError): string => error.issues[0]?.message ?? MESSAGES.error;
