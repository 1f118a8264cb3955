import { z } from 'zod';
import { recordId } from './common.js';
import type { AnyUserType } from './constants.js';
import { SERVER_MESSAGES } from './messages.js';

/**
 * In-app notifications and their e-mails (docs/rules.md, "Notifications"): each goes to the person
 * an event concerns, has a kind, a title, a short text, a link to the screen that shows the thing,
 * a time and read/unread; each person chooses per kind whether it also comes by e-mail.
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
export const notificationKind = z.enum(NOTIFICATION_KINDS);

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

/** One notification as the list and the live stream carry it. */
export const notificationItem = z.object({
  _id: z.string(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  /** The screen that shows the thing, a path of the web app ('/gatepass'). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** GET notifications: a page, newest first; `unread=true` lists only the unread ones. */
export const notificationsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_LIMIT_MAX).default(NOTIFICATIONS_PAGE_SIZE),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

/** The list's answer: the page, how many there are in all (of what was asked), and how many are unread. */
export const notificationsPage = z.object({
  success: z.literal(true),
  data: z.array(notificationItem),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** POST notifications/read: some of the caller's own (`ids`, a page's worth at most) or `all: true`. */
export const markReadBody = z
  .object({
    ids: z.array(recordId).min(1).max(NOTIFICATIONS_LIMIT_MAX).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), {
    message: SERVER_MESSAGES.notificationsMarkWhich,
  });
export type MarkReadBody = z.infer<typeof markReadBody>;

/** Per kind, whether it also comes by e-mail. */
export const emailPreferences = z.partialRecord(notificationKind, z.boolean());
export type EmailPreferences = z.infer<typeof emailPreferences>;

/** GET notifications/preferences: every kind that can reach the caller, with its value. */
export const notificationPreferences = z.object({ email: emailPreferences });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** PUT notifications/preferences: some kinds; the others keep their value. */
export const notificationPreferencesForm = z.object({ email: emailPreferences });
export type NotificationPreferencesForm = z.infer<typeof notificationPreferencesForm>;

/** The event name of a new notification on the live stream (GET notifications/stream). */
export const NOTIFICATION_STREAM_EVENT = 'notification';
/** The event that says this stream was closed for a newer one of the same person: do not reconnect at once. */
export const NOTIFICATION_STREAM_REPLACED = 'replaced';
