import { z } from 'zod';
import { recordId } from './common.js';
import { NOTIFICATIONS_LIMIT_MAX, NOTIFICATIONS_PAGE_SIZE, NOTIFICATION_KINDS } from './notificationKinds.js';
import { SERVER_MESSAGES } from './messages.js';

/**
 * In-app notifications and their e-mails (docs/rules.md, "Notifications"): each goes to the person
 * an event concerns, has a kind, a title, a short text, a link to the screen that shows the thing,
 * a time and read/unread; each person chooses per kind whether it also comes by e-mail.
 */

export const notificationKind = z.enum(NOTIFICATION_KINDS);

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
