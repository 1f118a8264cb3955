import { DEFAULT_TIME_ZONE, type NotificationKind } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { currentSemesterOf } from '../subjects/index.js';
import { demoPeople, findUserByEmail, pendingSignUps } from '../users/index.js';
import { notifications } from './schema.js';

interface DemoNotice {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** Hours before the demo loads. */
  hoursAgo: number;
  read?: boolean;
}

/** The bus fee, added two days before the demo loads: every student was told. */
const BUS_FEE: DemoNotice = {
  kind: 'fee_added',
  title: 'New fee: Bus fee',
  body: 'Bus fee for the term is due soon.',
  link: '/payment',
  hoursAgo: 50,
};

const STUDENT_CSE: DemoNotice[] = [
  {
    kind: 'gatepass_decided',
    title: 'Your gate pass was approved',
    body: 'Your gate pass for today was approved.',
    link: '/gatepass',
    hoursAgo: 1,
  },
  {
    kind: 'gatepass_decided',
    title: 'Your gate pass was rejected',
    body: "Your gate pass for the cousin's wedding reception was rejected.",
    link: '/gatepass',
    hoursAgo: 80,
    read: true,
  },
  {
    kind: 'leave_decided',
    title: 'Your leave application was approved',
    body: 'Your leave application for two days of the coming week was approved.',
    link: '/leave',
    hoursAgo: 30,
  },
  {
    kind: 'marks_entered',
    title: 'Marks of Assignment are in',
    body: 'Your marks of Assignment have been entered.',
    link: '/marks',
    hoursAgo: 150,
    read: true,
  },
  {
    kind: 'marks_entered',
    title: 'Marks of Series 1 are in',
    body: 'Your marks of Series 1 have been entered.',
    link: '/marks',
    hoursAgo: 480,
    read: true,
  },
  {
    kind: 'attendance_low',
    title: 'Your attendance in a subject is below 75%',
    body: 'Your attendance in one of your subjects has fallen below 75%. The attendance page shows how many classes bring it back.',
    link: '/attendance',
    hoursAgo: 20,
  },
  {
    kind: 'fee_added',
    title: 'New fee: Tuition fee',
    body: 'Tuition fee: ₹45,000.00, due within three weeks.',
    link: '/payment',
    hoursAgo: 200,
    read: true,
  },
  BUS_FEE,
  {
    kind: 'event_added',
    title: 'New event: Tech fest',
    body: 'The tech fest calendar is up on your dashboard.',
    link: '/',
    hoursAgo: 70,
    read: true,
  },
  {
    kind: 'event_added',
    title: 'New event: Guest lecture',
    body: 'A guest lecture for your class is on the events calendar.',
    link: '/',
    hoursAgo: 10,
  },
  {
    kind: 'resource_added',
    title: 'New course resource for your class',
    body: 'Lecture notes were put up in your Notes tab.',
    link: '/?tab=notes',
    hoursAgo: 40,
    read: true,
  },
  {
    kind: 'resource_added',
    title: 'New course resource for your class',
    body: 'A question paper of last year was put up in your Notes tab.',
    link: '/?tab=notes',
    hoursAgo: 5,
  },
  {
    kind: 'discussion_reply',
    title: 'Faculty replied to your post',
    body: 'Both, please: a page of test results after the design chapter is enough.',
    link: '/?tab=discussions',
    hoursAgo: 24,
  },
];

const STUDENT_CSE2: DemoNotice[] = [
  {
    kind: 'discussion_reply',
    title: 'A classmate replied to your post',
    body: 'I have a printed copy, I can scan the rest tonight.',
    link: '/?tab=discussions',
    hoursAgo: 48,
  },
  {
    kind: 'gatepass_decided',
    title: 'Your gate pass was approved',
    body: 'Your gate pass for the weekend was approved.',
    link: '/gatepass',
    hoursAgo: 60,
    read: true,
  },
  BUS_FEE,
];

const STUDENT_ME: DemoNotice[] = [
  {
    kind: 'leave_decided',
    title: 'Your leave application was rejected',
    body: 'Your leave application for the sports meet was rejected.',
    link: '/leave',
    hoursAgo: 12,
  },
  BUS_FEE,
];

const approverNotices = (link: string): DemoNotice[] => [
  {
    kind: 'request_pending',
    title: 'A gate pass waits for your decision',
    body: 'A student in your care asks for a gate pass for tomorrow.',
    link: '/requests',
    hoursAgo: 2,
  },
  {
    kind: 'request_pending',
    title: 'A leave application waits for your decision',
    body: 'A student in your care asks for leave for two days.',
    link: '/leave',
    hoursAgo: 26,
    read: true,
  },
  {
    kind: 'discussion_reply',
    title: 'A student replied to your post',
    body: 'Does the report need the test results too, or only the design?',
    link,
    hoursAgo: 27,
  },
];

/**
 * The demo college's notifications (docs/rules.md, "Demo college"): a few of every kind for the
 * demo logins, some read, over the days before the demo loads. Demo notifications send no e-mail.
 */
export async function loadDemoNotifications(db: Database, now: Date): Promise<void> {
  const { cse, cse2, me, hod, facultyMe } = await demoPeople(db);
  const [facultyCse, admin] = await Promise.all([
    findUserByEmail(db, 'faculty.cse@college.example'),
    findUserByEmail(db, 'admin@college.example'),
  ]);
  const signUps = await pendingSignUps(db);
  const adminNotices: DemoNotice[] = signUps.map((account, index) => ({
    kind: 'signup_pending',
    title: 'A sign-up waits for activation',
    body: `${account.name} (${account.email}) registered and waits for an admin to activate the account.`,
    link: '/',
    hoursAgo: 3 + index * 20,
    read: index >= 2,
  }));
  // The class boards of student.cse's (CSE, year 3) and student.me's (ME, year 2) classes this term.
  const board = async (department: string, year: number) =>
    `/departments/${department}/s${await currentSemesterOf(db, year, now, DEFAULT_TIME_ZONE)}`;
  const classBoard = await board('cse', 3);
  const byRecipient: [string | undefined, DemoNotice[]][] = [
    [cse, STUDENT_CSE],
    [cse2, STUDENT_CSE2],
    [me, STUDENT_ME],
    [hod, approverNotices(classBoard)],
    [facultyCse?.id, approverNotices(classBoard)],
    [facultyMe, approverNotices(await board('me', 2)).slice(0, 2)],
    [admin?.id, adminNotices],
  ];
  const rows = byRecipient.flatMap(([recipientId, notices]) =>
    recipientId
      ? notices.map(({ hoursAgo, read, ...notice }) => {
          const createdAt = new Date(now.getTime() - hoursAgo * 3_600_000);
          return { recipientId, ...notice, createdAt, readAt: read ? createdAt : null };
        })
      : [],
  );
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
