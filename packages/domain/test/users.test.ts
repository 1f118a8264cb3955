import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.js';
import { forgotPasswordForm, profileForm, resetPasswordForm, signInForm, signUpForm } from '../src/users.js';
import { yearLabel } from '../src/constants.js';
import { messagesFor, parsed } from './helpers.js';

const validSignUp = {
  name: 'Asha Nair',
  email: 'Asha@College.Example',
  number: '+919876543210',
  password: 'Secret123',
  confirm: 'Secret123',
};

describe('sign-in form', () => {
  it('lower-cases the e-mail', () => {
    expect(parsed(signInForm, { email: 'A@B.COM', password: 'x' }).email).toBe('a@b.com');
  });

  it('says "invalid email" for a malformed e-mail', () => {
    expect(messagesFor(signInForm, { email: 'nope', password: 'x' }, 'email')).toEqual([MESSAGES.invalidEmailLogin]);
  });

  it('needs a password', () => {
    expect(messagesFor(signInForm, { email: 'a@b.com', password: '' }, 'password')).toEqual([MESSAGES.required]);
  });
});

describe('registration form', () => {
  it('accepts a complete form and defaults the type to student', () => {
    const form = parsed(signUpForm, validSignUp);
    expect(form.type).toBe('student');
    expect(form.email).toBe('asha@college.example');
  });

  it.each(['name', 'email', 'number', 'password', 'confirm'])(
    'calls a blank-only %s "This field is required"',
    (name) => {
      expect(messagesFor(signUpForm, { ...validSignUp, [name]: '   ' }, name)).toContain(MESSAGES.required);
    },
  );

  it.each(['name', 'email', 'number', 'password', 'confirm'])('calls a missing %s required', (name) => {
    const form: Record<string, string> = { ...validSignUp };
    delete form[name];
    expect(messagesFor(signUpForm, form, name)).toEqual([MESSAGES.required]);
  });

  it('says "Passwords do not match" on confirm when they differ', () => {
    expect(messagesFor(signUpForm, { ...validSignUp, confirm: 'Secret124' }, 'confirm')).toEqual([
      MESSAGES.passwordsDoNotMatch,
    ]);
  });

  it('says "Invalid Number" for a number outside the mobile pattern', () => {
    expect(messagesFor(signUpForm, { ...validSignUp, number: '12345' }, 'number')).toEqual([MESSAGES.invalidNumber]);
  });

  it('holds the password to the password rules', () => {
    expect(messagesFor(signUpForm, { ...validSignUp, password: 'short1A', confirm: 'short1A' }, 'password')).toEqual([
      MESSAGES.passwordTooShort,
    ]);
  });

  it('parses a requested type so the server can refuse it', () => {
    expect(parsed(signUpForm, { ...validSignUp, type: 'admin' }).type).toBe('admin');
    expect(signUpForm.safeParse({ ...validSignUp, type: 'owner' }).success).toBe(false);
  });
});

describe('profile form', () => {
  const valid = { name: 'Asha Nair', number: '9876543210' };

  it('treats a blank password as unchanged', () => {
    const form = parsed(profileForm, { ...valid, password: '', confirm: '' });
    expect(form.password).toBeUndefined();
  });

  it('needs name and number', () => {
    expect(messagesFor(profileForm, { ...valid, name: ' ' }, 'name')).toEqual([MESSAGES.required]);
    expect(messagesFor(profileForm, { ...valid, number: '' }, 'number')).toEqual([MESSAGES.required]);
    expect(messagesFor(profileForm, { ...valid, number: '1234567890' }, 'number')).toEqual([MESSAGES.invalidNumber]);
  });

  it('checks a new password against its rules and confirm', () => {
    expect(messagesFor(profileForm, { ...valid, password: 'abc', confirm: 'abc' }, 'password')).toEqual([
      MESSAGES.passwordTooShort,
      MESSAGES.passwordTooWeak,
    ]);
    expect(messagesFor(profileForm, { ...valid, password: 'Secret123', confirm: 'Secret12' }, 'confirm')).toEqual([
      MESSAGES.passwordsDoNotMatch,
    ]);
    expect(parsed(profileForm, { ...valid, password: 'Secret123', confirm: 'Secret123' }).password).toBe('Secret123');
  });

  it('turns blank optional fields into nothing and checks the rest', () => {
    const form = parsed(profileForm, { ...valid, address: '  ', dob: '', bloodGroup: '' });
    expect(form.address).toBeUndefined();
    expect(form.dob).toBeUndefined();
    expect(form.bloodGroup).toBeUndefined();
    expect(profileForm.safeParse({ ...valid, dob: '2004-02-30x' }).success).toBe(false);
    expect(profileForm.safeParse({ ...valid, bloodGroup: 'C+' }).success).toBe(false);
    expect(parsed(profileForm, { ...valid, bloodGroup: 'AB+' }).bloodGroup).toBe('AB+');
  });

  it('checks parent mobile numbers when given', () => {
    const withFather = (mobile: string) => ({ ...valid, parentDetails: { father: { name: 'Ravi', mobile } } });
    expect(profileForm.safeParse(withFather('12')).success).toBe(false);
    expect(profileForm.safeParse(withFather('9876543210')).success).toBe(true);
    expect(profileForm.safeParse(withFather('')).success).toBe(true);
  });

  it('takes every mobile typed with spaces or dashes, and keeps its ten digits', () => {
    expect(parsed(signUpForm, { ...validSignUp, number: '+91 98765-43210' }).number).toBe('9876543210');
    const form = parsed(profileForm, {
      ...valid,
      number: '98765 43210',
      parentDetails: { father: { name: 'Ravi', mobile: '091234-56780' }, mother: { name: 'Asha', mobile: '' } },
    });
    expect(form.number).toBe('9876543210');
    expect(form.parentDetails?.father?.mobile).toBe('9123456780');
    expect(form.parentDetails?.mother?.mobile).toBeFalsy();
  });
});

describe('reset password forms', () => {
  it('says "Invalid email" for a malformed e-mail', () => {
    expect(messagesFor(forgotPasswordForm, { email: 'x@' }, 'email')).toEqual([MESSAGES.invalidEmail]);
  });

  it('holds the new password to the profile rules and confirm', () => {
    const token = 'a'.repeat(43);
    expect(resetPasswordForm.safeParse({ token, password: 'Secret123', confirm: 'Secret123' }).success).toBe(true);
    expect(messagesFor(resetPasswordForm, { token, password: 'Secret123', confirm: 'x' }, 'confirm')).toEqual([
      MESSAGES.passwordsDoNotMatch,
    ]);
    expect(messagesFor(resetPasswordForm, { token, password: 'secret123', confirm: 'secret123' }, 'password')).toEqual([
      MESSAGES.passwordTooWeak,
    ]);
  });
});

describe('year labels', () => {
  it('names years 1-4 First to Fourth and nothing else', () => {
    expect([1, 2, 3, 4].map(yearLabel)).toEqual(['First', 'Second', 'Third', 'Fourth']);
    expect(yearLabel(5)).toBe('');
    expect(yearLabel(null)).toBe('');
  });
});
