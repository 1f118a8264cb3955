import { z } from 'zod';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { DEPARTMENTS, PASSWORD_MAX, PASSWORD_MIN } from './constants.js';

/**
 * Building blocks of the form schemas. Every field that a form marks as required
 * answers 'This field is required' both when it is missing and when it holds only
 * blanks (spec section 5: "blank-only counts as empty").
 */

/** A required piece of text, trimmed; blank-only counts as empty. */
export const requiredText = (max = 200, message: string = MESSAGES.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Maximum ${max} characters` });

/** Optional free text: trimmed, with blank turned into undefined. */
export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: `Maximum ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * Indian mobile numbers: an optional +91, 91 or 0 prefix, then ten digits of which the
 * first is 4-9. Spaces and dashes a user types between digit groups are not accepted
 * here; the forms send the number as typed.
 */
export const MOBILE_PATTERN = /^(?:\+91|91|0)?[4-9]\d{9}$/;

export const mobileNumber = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required, abort: true })
  .regex(MOBILE_PATTERN, { error: MESSAGES.invalidNumber });

/** An e-mail address, lower-cased as typed (spec section 5). */
export const emailAddress = (message: string = MESSAGES.invalidEmailLogin) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: message }).max(254, { error: message }));

/**
 * A password chosen or changed by its owner: 8-49 characters with an upper case
 * letter, a lower case letter and a digit (spec section 5, profile rules).
 */
export const newPassword = z
  .string({ error: MESSAGES.required })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: MESSAGES.passwordTooLong })
  .refine((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value), {
    error: MESSAGES.passwordTooWeak,
  });

/** A password typed to sign in: only required, and bounded so hashing cannot be abused. */
export const typedPassword = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required })
  .max(200, { error: MESSAGES.required });

export const department = z.enum(DEPARTMENTS, { error: MESSAGES.addDepartment });

/** Ids are random UUIDs. */
export const recordId = z.uuid({ error: SERVER_MESSAGES.notFound });

/** The first message of a failed parse, which the API puts in `msg`. */
export const firstMessage = (error: z.ZodError): string =>
  error.issues[0]?.message ?? MESSAGES.error;
