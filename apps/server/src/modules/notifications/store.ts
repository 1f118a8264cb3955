import { sql } from 'drizzle-orm';
import {
  EMAIL_BY_DEFAULT,
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_TITLE_MAX,
  type NotificationKind,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { audienceQuery, type Audience } from '../users/index.js';
import { emailOutbox, notificationPreferences, notifications } from './schema.js';

/** What one notification says, to everyone it goes to. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The screen that shows the thing. */
  link: string;
  /** The screen for anyone but a student, when it differs (a class's board is elsewhere for its faculty). */
  staffLink?: string;
  /** The e-mail, when its wording is the owner's (the decisions); otherwise made from the notice. */
  mail?: { subject: string; text: string };
}

/** Text cut to `max` characters, with an ellipsis when something was cut. */
export const clip = (text: string, max: number): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/** The e-mail of a notice whose owner gave none: its title, its text and the address of its screen. */
export function mailOf(notice: Notice, publicUrl: string): { subject: string; text: string } {
  return {
    subject: notice.title,
    text: [
      notice.title,
      '',
      notice.body,
      '',
      `Open it at ${publicUrl.replace(/\/$/, '')}${notice.link}`,
      '',
      `You receive this e-mail because "${NOTIFICATION_KIND_LABELS[notice.kind]}" is set to come by e-mail.`,
      'Change it on your profile page.',
    ].join('\n'),
  };
}

/**
 * Tells an audience: one notification each and, for those who chose (or kept by default) e-mail
 * for the kind, one e-mail each in the outbox, in one statement whatever the audience's size
 * (docs/architecture.md, "Notifications"). Runs in the caller's transaction; the database's
 * trigger announces each new notification to the live streams once it commits.
 */
export async function notify(
  tx: Database,
  audience: Audience,
  notice: Notice,
  context: { publicUrl: string; now: Date },
): Promise<void> {
  const title = clip(notice.title, NOTIFICATION_TITLE_MAX);
  const body = clip(notice.body, NOTIFICATION_BODY_MAX);
  const link = notice.link.slice(0, NOTIFICATION_LINK_MAX);
  const staffLink = (notice.staffLink ?? notice.link).slice(0, NOTIFICATION_LINK_MAX);
  const mail = notice.mail ?? mailOf({ ...notice, title, body }, context.publicUrl);
  const now = context.now.toISOString();
  await tx.execute(sql`
    with recipients as (${audienceQuery(tx, audience)}),
    made as (
      insert into ${notifications} (recipient_id, kind, title, body, link)
      select id, ${notice.kind}, ${title}, ${body}, case when type = 'student' then ${link} else ${staffLink} end
      from recipients
    )
    insert into ${emailOutbox} (recipient_id, kind, to_address, subject, text, created_at, next_attempt_at)
    select r.id, ${notice.kind}, r.email, ${mail.subject}, ${mail.text}, ${now}::timestamptz, ${now}::timestamptz
    from recipients r
    where coalesce(
      (select p.email from ${notificationPreferences} p where p.user_id = r.id and p.kind = ${notice.kind}),
      ${EMAIL_BY_DEFAULT[notice.kind]}
    )`);
}
