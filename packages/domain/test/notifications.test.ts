import { describe, expect, it } from 'vitest';
import {
  EMAIL_BY_DEFAULT,
  NOTIFICATION_KINDS,
  NOTIFICATION_KIND_LABELS,
  SERVER_MESSAGES,
  markReadBody,
  notificationKindsFor,
  notificationPreferencesForm,
  notificationsQuery,
} from '../src/index.js';
import { parsed } from './helpers.js';

const ID = '3f1c2a9e-4b7d-4c1e-9a2b-6d5e4f3a2b1c';

describe('notification kinds', () => {
  it('reach students, faculty and admins as the product says; security and office none', () => {
    expect(notificationKindsFor('student')).toEqual([
      'gatepass_decided',
      'leave_decided',
      'marks_entered',
      'attendance_low',
      'fee_added',
      'event_added',
      'resource_added',
      'discussion_reply',
    ]);
    expect(notificationKindsFor('faculty')).toEqual(['discussion_reply', 'request_pending']);
    expect(notificationKindsFor('admin')).toEqual(['signup_pending']);
    expect(notificationKindsFor('owner')).toEqual(['signup_pending']);
    expect(notificationKindsFor('security')).toEqual([]);
    expect(notificationKindsFor('office')).toEqual([]);
  });

  it('come by e-mail by default for the decisions and a fee added only, and each has a label', () => {
    expect(NOTIFICATION_KINDS.filter((kind) => EMAIL_BY_DEFAULT[kind])).toEqual([
      'gatepass_decided',
      'leave_decided',
      'fee_added',
    ]);
    for (const kind of NOTIFICATION_KINDS) expect(NOTIFICATION_KIND_LABELS[kind]).not.toBe('');
  });
});

describe('the calls’ shapes', () => {
  it('pages 20 by default, at most 100, and reads unread=true as the unread ones only', () => {
    expect(parsed(notificationsQuery, {})).toEqual({ page: 1, limit: 20, unread: false });
    expect(parsed(notificationsQuery, { page: '2', limit: '100', unread: 'true' })).toEqual({
      page: 2,
      limit: 100,
      unread: true,
    });
    for (const query of [{ limit: '101' }, { limit: '0' }, { page: '0' }, { unread: 'yes' }]) {
      expect(notificationsQuery.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });

  it('marks some by id or all, never neither nor both', () => {
    expect(parsed(markReadBody, { ids: [ID] })).toEqual({ ids: [ID] });
    expect(parsed(markReadBody, { all: true })).toEqual({ all: true });
    for (const body of [{}, { all: false }, { ids: [] }, { ids: ['x'] }, { ids: [ID], all: true }]) {
      expect(markReadBody.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
    expect(markReadBody.safeParse({}).error?.issues[0]?.message).toBe(SERVER_MESSAGES.notificationsMarkWhich);
  });

  it('takes preferences for some kinds, and only known kinds with true or false', () => {
    expect(parsed(notificationPreferencesForm, { email: { fee_added: false } })).toEqual({
      email: { fee_added: false },
    });
    expect(parsed(notificationPreferencesForm, { email: {} })).toEqual({ email: {} });
    for (const body of [{}, { email: { spam: true } }, { email: { fee_added: 'no' } }]) {
      expect(notificationPreferencesForm.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
