import { sql } from 'drizzle-orm';
import {
  classesNeeded,
  formatDateIn,
  formatRupees,
  formatTimeIn,
  toRupees,
  yearOfSemester,
  type NotificationKind,
} from '@portal/domain';
import { queryRows, type Database } from '../../db/client.js';
import type { ReactionContext, Reactions } from '../manifest.js';
import type { Audience } from '../users/index.js';
import { clip, notify, type Notice } from './store.js';

/** Each kind of request: its notification kind, the student's screen and the approver's. */
const REQUEST_KINDS: Record<string, { decided: NotificationKind; own: string; approver: string }> = {
  gatepass: { decided: 'gatepass_decided', own: '/gatepass', approver: '/requests' },
  leave: { decided: 'leave_decided', own: '/leave', approver: '/leave' },
};

const requestKind = (name: string) => {
  const kind = REQUEST_KINDS[name];
  if (!kind) throw new Error(`No notifications for requests of the kind ${name}`);
  return kind;
};

const upper = (code: string) => code.toUpperCase();

/**
 * Whom each change concerns and what they are told (docs/rules.md, "Notifications"): the
 * notifications module's reactions to the changes other modules own.
 */
export function notificationReactions({ config, now }: ReactionContext): Partial<Reactions> {
  const tell = (tx: Database, audience: Audience, notice: Notice) =>
    notify(tx, audience, notice, { publicUrl: config.publicUrl, now: now() });

  return {
    requestDecided: (tx, { kind, noun, summary, student, approved, mail }) => {
      const verdict = approved ? 'approved' : 'rejected';
      return tell(
        tx,
        { ids: [student.id] },
        {
          kind: requestKind(kind).decided,
          title: `Your ${noun} was ${verdict}`,
          body: `Your ${noun} ${summary} was ${verdict}.`,
          link: requestKind(kind).own,
          mail,
        },
      );
    },

    requestPending: (tx, { kind, noun, summary, student }) =>
      student.department
        ? tell(
            tx,
            { inCharge: { department: student.department, year: student.currentYear } },
            {
              kind: 'request_pending',
              title: `A ${noun} waits for your decision`,
              body: `${student.name} asks for a ${noun} ${summary}.`,
              link: requestKind(kind).approver,
            },
          )
        : Promise.resolve(),

    marksEntered: (tx, { examType, subject, studentIds }) =>
      studentIds.length === 0
        ? Promise.resolve()
        : tell(
            tx,
            { ids: studentIds },
            {
              kind: 'marks_entered',
              title: `Marks of ${examType} in ${upper(subject.code)} are in`,
              body: `Your marks of ${examType} in ${subject.name} have been entered.`,
              link: '/marks',
            },
          ),

    // Told once per fall: a row marks a student told while under 75%, and goes when the student
    // is back at 75% or above (docs/rules.md, "Notifications"). One statement for the students the
    // save took across the line: those back at 75% lose their row, those under it without one get
    // one, and only the rows added are told (a save of the subject reacting at the same time adds
    // each row once).
    attendanceSaved: async (tx, { subject, tallies }) => {
      if (tallies.length === 0) return;
      const below = tallies.map((tally) => classesNeeded(Number(tally.attended), Number(tally.held)) > 0);
      const fallen = await queryRows<{ studentId: string }>(
        tx,
        sql`WITH standing AS (
              SELECT * FROM unnest(${sql.param(tallies.map((tally) => tally.studentId))}::uuid[],
                ${sql.param(below.map(String))}::text[]::boolean[]) AS s (student_id, below)
            ),
            back AS (
              DELETE FROM notification_attendance_lows l USING standing s
              WHERE l.subject_id = ${subject.id}::uuid AND l.student_id = s.student_id AND NOT s.below
            )
            INSERT INTO notification_attendance_lows (student_id, subject_id)
            SELECT s.student_id, ${subject.id}::uuid FROM standing s JOIN users u ON u.id = s.student_id
            WHERE s.below ORDER BY s.student_id
            ON CONFLICT DO NOTHING
            RETURNING student_id AS "studentId"`,
      );
      if (fallen.length === 0) return;
      await tell(
        tx,
        { ids: fallen.map((row) => row.studentId) },
        {
          kind: 'attendance_low',
          title: `Your attendance in ${upper(subject.code)} is below 75%`,
          body: `Your attendance in ${subject.name} has fallen below 75%. The attendance page shows how many classes bring it back.`,
          link: '/attendance',
        },
      );
    },

    paymentTypeAdded: (tx, { type, amountPaise, dueDate }) =>
      tell(
        tx,
        { students: {} },
        {
          kind: 'fee_added',
          title: `New fee: ${type}`,
          body: `${type}: ${formatRupees(toRupees(amountPaise))}, due by ${formatDateIn(`${dueDate}T12:00:00Z`, 'UTC')}.`,
          link: '/payment',
        },
      ),

    eventAdded: (tx, { title, start, department, year }) =>
      tell(
        tx,
        { students: { department: department === 'all' ? undefined : department, year: year || undefined } },
        {
          kind: 'event_added',
          title: `New event: ${title}`,
          body: `${title}, ${formatDateIn(start, config.timeZone)} at ${formatTimeIn(start, config.timeZone)}.`,
          link: '/',
        },
      ),

    resourceAdded: (tx, { department, semester, subjectCode, topic }) =>
      tell(
        tx,
        { students: { department, year: yearOfSemester(semester) } },
        {
          kind: 'resource_added',
          title: `New course resource for ${upper(subjectCode)}`,
          body: `${topic} was put up for ${upper(subjectCode)} (S${semester}).`,
          link: '/?tab=notes',
        },
      ),

    discussionReplied: (tx, { department, semester, replier, repliedTo, text }) => {
      const ids = [...new Set(repliedTo)].filter((id) => id !== replier.id);
      if (ids.length === 0) return Promise.resolve();
      return tell(
        tx,
        { ids },
        {
          kind: 'discussion_reply',
          title: `${replier.name} replied to your post`,
          body: clip(text, 140),
          link: '/?tab=discussions',
          staffLink: `/departments/${department.toLowerCase()}/s${semester}`,
        },
      );
    },

    signUpPending: (tx, { name, email }) =>
      tell(
        tx,
        { admins: true },
        {
          kind: 'signup_pending',
          title: 'A sign-up waits for activation',
          body: `${name} (${email}) registered and waits for an admin to activate the account.`,
          link: '/',
        },
      ),
  };
}
