import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type Department } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { collegeDayBefore, wallTimeIn } from '../../lib/time.js';
import { currentSemesterOf } from '../subjects/index.js';
import { users } from '../users/index.js';
import { discussionPosts } from './schema.js';

const DOMAIN = 'college.example';

/** Who writes: a demo login, or the n-th other student of the class (by name). */
type Writer = string | { classmate: number };

/**
 * When a post was written: on the `day`-th college day before the day the demo loads (1 is the last
 * one before today), at a wall-clock time within college hours in the institute's time zone.
 */
interface Written {
  day: number;
  at: string;
}

interface DemoThread extends Written {
  by: Writer;
  text: string;
  replies: (Written & { by: Writer; text: string })[];
}

const CSE_THREADS: DemoThread[] = [
  {
    by: 'faculty.cse',
    day: 1,
    at: '10:05',
    text: 'The mini project review is next week. Bring your report and a short demo; each team gets ten minutes.',
    replies: [
      {
        by: 'student.cse',
        day: 1,
        at: '10:45',
        text: 'Does the report need the test results too, or only the design?',
      },
      {
        by: 'faculty.cse',
        day: 1,
        at: '11:20',
        text: 'Both, please: a page of test results after the design chapter is enough.',
      },
    ],
  },
  {
    by: 'student.cse2',
    day: 2,
    at: '13:25',
    text: 'Has anyone got the lab manual for the networking experiments? The link in the notes only has the first three.',
    replies: [
      { by: { classmate: 0 }, day: 2, at: '14:10', text: 'I have a printed copy, I can scan the rest tonight.' },
      {
        by: 'hod.cse',
        day: 1,
        at: '09:30',
        text: 'The full manual is now under Course Resources. Thanks for pointing it out.',
      },
    ],
  },
  {
    by: 'hod.cse',
    day: 4,
    at: '09:15',
    text: 'Reminder: attendance below 75% by the end of the month means no hall ticket for the series test.\nCheck your attendance page and talk to your advisor early.',
    replies: [],
  },
  {
    by: { classmate: 1 },
    day: 6,
    at: '15:40',
    text: 'Study group for operating systems in the library on Thursdays at 4 pm. Everyone is welcome.',
    replies: [{ by: 'student.cse', day: 6, at: '16:10', text: 'Count me in!' }],
  },
];

const ME_THREADS: DemoThread[] = [
  {
    by: 'faculty.me',
    day: 1,
    at: '12:05',
    text: 'Workshop visit on Saturday: safety shoes are compulsory. We leave from the main gate at 9 am.',
    replies: [{ by: 'student.me', day: 1, at: '12:50', text: 'Will we be back before the afternoon lab?' }],
  },
];

/**
 * The demo college's discussions (docs/rules.md, "Demo college"): a few threads with replies on
 * the boards of student.cse's class (CSE, year 3, this term's semester) and student.me's (ME,
 * year 2), written by the demo logins and their classmates during college hours of the last few
 * college days before the day it loads.
 */
export async function loadDemoDiscussions(db: Database, now: Date): Promise<void> {
  for (const [department, year, threads] of [
    ['CSE', 3, CSE_THREADS],
    ['ME', 2, ME_THREADS],
  ] as const) {
    const semester = await currentSemesterOf(db, year, now, DEFAULT_TIME_ZONE);
    if (!semester) continue;
    await loadBoard(db, now, department, year, semester, threads);
  }
}

async function loadBoard(
  db: Database,
  now: Date,
  department: Department,
  year: number,
  semester: number,
  threads: readonly DemoThread[],
) {
  const named = [
    ...new Set(
      threads
        .flatMap((thread) => [thread.by, ...thread.replies.map((reply) => reply.by)])
        .filter((by) => typeof by === 'string'),
    ),
  ];
  const logins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        named.map((login) => `${login}@${DOMAIN}`),
      ),
    );
  const classmates = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.type, 'student'),
        eq(users.department, department),
        eq(users.currentYear, year),
        eq(users.active, true),
      ),
    )
    .orderBy(asc(users.name))
    .limit(20);
  const others = classmates.filter((student) => !named.some((login) => student.email === `${login}@${DOMAIN}`));
  const idOf = (by: Writer): string | undefined =>
    typeof by === 'string' ? logins.find((login) => login.email === `${by}@${DOMAIN}`)?.id : others[by.classmate]?.id;
  const at = (written: Written) =>
    wallTimeIn(collegeDayBefore(now, written.day, DEFAULT_TIME_ZONE), written.at, DEFAULT_TIME_ZONE);
  for (const thread of threads) {
    const [post] = await db
      .insert(discussionPosts)
      .values({ department, semester, authorId: idOf(thread.by) ?? null, text: thread.text, createdAt: at(thread) })
      .returning({ id: discussionPosts.id });
    if (thread.replies.length === 0) continue;
    await db.insert(discussionPosts).values(
      thread.replies.map((reply) => ({
        department,
        semester,
        parentId: post!.id,
        authorId: idOf(reply.by) ?? null,
        text: reply.text,
        createdAt: at(reply),
      })),
    );
  }
}
