import { z } from 'zod';
import { ADDRESS_MAX, ALL_USER_TYPES, BLOOD_GROUPS, DEPARTMENTS, NAME_MAX, USER_TYPES } from './constants.js';
import { MESSAGES } from './messages.js';
import {
  emailAddress,
  mobileDigits,
  mobileNumber,
  newPassword,
  optionalText,
  requiredText,
  typedPassword,
} from './common.js';

/** Advisor year flags y1..y4, held as the strings 'true' or 'false' (docs/rules.md, "Accounts and sessions"). */
export const advisorFlags = z.object({
  y1: z.enum(['true', 'false']),
  y2: z.enum(['true', 'false']),
  y3: z.enum(['true', 'false']),
  y4: z.enum(['true', 'false']),
});
export type AdvisorFlags = z.infer<typeof advisorFlags>;

export const parentContact = z.object({
  name: optionalText(NAME_MAX),
  /** Blank when not given; otherwise a mobile number, kept as its ten digits. */
  mobile: z
    .string()
    .trim()
    .refine((value) => value === '' || mobileDigits(value) !== undefined, { error: MESSAGES.invalidNumber })
    .transform((value) => (value === '' ? value : mobileDigits(value)!))
    .optional(),
});

export const parentDetails = z.object({
  father: parentContact.optional(),
  mother: parentContact.optional(),
});
export type ParentDetails = z.infer<typeof parentDetails>;

/** Parent details as the API shows them (the form's rules above apply on the way in). */
const parentContactView = z.object({ name: z.string().optional(), mobile: z.string().optional() });
export const parentDetailsView = z.object({
  father: parentContactView.optional(),
  mother: parentContactView.optional(),
});

export const featureStats = z.object({ feedback: z.boolean(), payment: z.boolean() });
export type FeatureStats = z.infer<typeof featureStats>;

/** A user as the API shows it: never a password hash or token version. */
export const user = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  type: z.enum(ALL_USER_TYPES),
  active: z.boolean(),
  isHOD: z.boolean(),
  department: z.enum(DEPARTMENTS).nullable(),
  advisor: advisorFlags,
  currentYear: z.number().int().nullable(),
  passoutYear: z.number().int().nullable(),
  rollNo: z.string().nullable(),
  studentId: z.string().nullable(),
  joiningYear: z.number().int().nullable(),
  photo: z.string().nullable(),
  address: z.string().nullable(),
  dob: z.string().nullable(),
  bloodGroup: z.string().nullable(),
  parentDetails: parentDetailsView,
});
export type User = z.infer<typeof user>;

/**
 * A student as the office's directory answers them (docs/rules.md, "Accounts run by the admin"):
 * exactly what the directory shows in its columns, its details dialog and its CSV, so nothing else
 * of the account (date of birth, photo, advisor years, ids) reaches the office. The answer's schema
 * names these fields only, and the server writes no field a schema does not name.
 */
export const directoryStudent = user.pick({
  _id: true,
  name: true,
  email: true,
  mobile: true,
  active: true,
  department: true,
  currentYear: true,
  passoutYear: true,
  rollNo: true,
  studentId: true,
  address: true,
  bloodGroup: true,
  parentDetails: true,
});
export type DirectoryStudent = z.infer<typeof directoryStudent>;

/** The current user, with the feature flags that select the student's routes. */
export const currentUser = user.extend({ stats: featureStats });
export type CurrentUser = z.infer<typeof currentUser>;

/** Sign-in form: a well-formed e-mail ('invalid email') and a password. */
export const signInForm = z.object({
  email: emailAddress(MESSAGES.invalidEmailLogin),
  password: typedPassword,
});
export type SignInForm = z.infer<typeof signInForm>;

/**
 * Self-registration (docs/rules.md, "Accounts and sessions"). Every field is required,
 * blank-only counts as empty, the password must equal confirm and the number must be
 * an Indian mobile. We also hold a new password to the profile password rules, so no
 * account starts with a weak one. The type defaults to student; the server refuses any
 * other type.
 */
export const signUpForm = z
  .object({
    name: requiredText(NAME_MAX),
    email: z
      .string({ error: MESSAGES.required })
      .trim()
      .min(1, { error: MESSAGES.required })
      .pipe(emailAddress(MESSAGES.invalidEmailLogin)),
    number: mobileNumber,
    password: z
      .string({ error: MESSAGES.required })
      .refine((value) => value.trim().length > 0, { error: MESSAGES.required })
      .pipe(newPassword),
    confirm: z
      .string({ error: MESSAGES.required })
      .refine((value) => value.trim().length > 0, { error: MESSAGES.required }),
    type: z.enum(USER_TYPES).default('student'),
    oldpassword: z.string().optional(),
  })
  .refine((form) => form.password === form.confirm, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm'],
  });
export type SignUpForm = z.input<typeof signUpForm>;

/**
 * Profile edit (docs/rules.md, "Form rules"): name and number required, the number a mobile; a
 * blank password means unchanged, otherwise it must follow the password rules and
 * equal confirm.
 */
export const profileForm = z
  .object({
    name: requiredText(NAME_MAX),
    number: mobileNumber,
    address: optionalText(ADDRESS_MAX, { multiline: true }),
    dob: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.iso.date({ error: 'Invalid date' }).optional()),
    bloodGroup: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.enum(BLOOD_GROUPS, { error: 'Invalid blood group' }).optional()),
    parentDetails: parentDetails.optional(),
    password: z
      .string()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(newPassword.optional()),
    confirm: z.string().optional(),
  })
  .refine((form) => !form.password || form.password === form.confirm, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm'],
  });
export type ProfileFormInput = z.input<typeof profileForm>;
export type ProfileForm = z.output<typeof profileForm>;

/** Reset password, step one: the e-mail ('Invalid email'). */
export const forgotPasswordForm = z.object({ email: emailAddress(MESSAGES.invalidEmail) });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

/** Reset password, step two: the token from the link and a new password under the profile rules. */
export const resetPasswordForm = z
  .object({
    token: z.string().min(16).max(200),
    password: newPassword,
    confirm: z.string({ error: MESSAGES.required }),
  })
  .refine((form) => form.password === form.confirm, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirm'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const googleSignInForm = z.object({ googleToken: z.string().min(1).max(4096) });

/** Query of GET user/student: another user's profile by e-mail (staff only). */
export const profileQuery = z.object({ email: emailAddress(MESSAGES.invalidEmail).optional() });
