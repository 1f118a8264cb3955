import type { AnyUserType } from './constants.js';

/**
 * The kinds of notification and what is said of them, without any schema (docs/rules.md,
 * "Notifications"): the top bar's bell needs them on every signed-in first screen, and a module
 * with schemas would bring the validation library into that screen's code (docs/benchmarks.md,
 * "The first page"). The schemas are in notifications.ts.
 */

export const NOTIFICATION_KINDS = [
  'gatepass_decided',
  'leave_decided',
  'marks_entered',
  'attendance_low',
  'fee_added',
  'event_added',
  'resource_added',
  'discussion_reply',
  'request_pending',
  'signup_pending',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who each kind can reach (an owner account counts as an admin). */
export const NOTIFICATION_AUDIENCE: Record<NotificationKind, readonly AnyUserType[]> = {
  gatepass_decided: ['student'],
  leave_decided: ['student'],
  marks_entered: ['student'],
  attendance_low: ['student'],
  fee_added: ['student'],
  event_added: ['student'],
  resource_added: ['student'],
  discussion_reply: ['student', 'faculty'],
  request_pending: ['faculty'],
  signup_pending: ['admin', 'owner'],
};

/** The kinds that can reach an account of this type, in the order of NOTIFICATION_KINDS. */
export const notificationKindsFor = (type: AnyUserType): NotificationKind[] =>
  NOTIFICATION_KINDS.filter((kind) => NOTIFICATION_AUDIENCE[kind].includes(type));

/** Whether a kind also comes by e-mail until its person chooses: the decisions and a fee added. */
export const EMAIL_BY_DEFAULT: Record<NotificationKind, boolean> = {
  gatepass_decided: true,
  leave_decided: true,
  marks_entered: false,
  attendance_low: false,
  fee_added: true,
  event_added: false,
  resource_added: false,
  discussion_reply: false,
  request_pending: false,
  signup_pending: false,
};

/** How the preferences screen names each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  gatepass_decided: 'A gate pass of mine is decided',
  leave_decided: 'A leave application of mine is decided',
  marks_entered: 'Marks of an exam are entered for me',
  attendance_low: 'My attendance in a subject falls below 75%',
  fee_added: 'A fee is added',
  event_added: 'An event is put up for my class',
  resource_added: 'A course resource is put up for my class',
  discussion_reply: 'Someone replies to my discussion post',
  request_pending: 'A request in my care arrives',
  signup_pending: 'A sign-up waits for activation',
};

/** The longest title, text and link a notification keeps (a live message must stay small). */
export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_BODY_MAX = 300;
export const NOTIFICATION_LINK_MAX = 200;
/** A page of the list: 20 by default, at most 100 (docs/api.md, "Conventions"). */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_LIMIT_MAX = 100;

/** The event name of a new notification on the live stream (GET notifications/stream). */
export const NOTIFICATION_STREAM_EVENT = 'notification';
/** The event that says this stream was closed for a newer one of the same person: do not reconnect at once. */
export const NOTIFICATION_STREAM_REPLACED = 'replaced';
