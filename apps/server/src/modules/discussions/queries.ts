import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AnyUserType, Department, DiscussionPost, DiscussionReply } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { users } from '../users/index.js';
import { keptAnswersOf } from '../versions/index.js';
import { discussionPosts } from './schema.js';

/** A post or reply as the board reads it, with its author's name and kind joined in. */
export interface PostRow {
  id: string;
  text: string;
  createdAt: Date;
  authorId: string | null;
  authorName: string | null;
  authorType: AnyUserType | null;
}

const postColumns = {
  id: discussionPosts.id,
  text: discussionPosts.text,
  createdAt: discussionPosts.createdAt,
  authorId: discussionPosts.authorId,
  // An account made without a name shows its e-mail until its owner fills in the profile.
  authorName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
  authorType: users.type,
};

/** The class's threads (not their replies): what the partial index `discussion_posts_class_idx` holds. */
const classThreadsWhere = () =>
  and(
    eq(discussionPosts.department, sql.placeholder('department')),
    eq(discussionPosts.semester, sql.placeholder('semester')),
    isNull(discussionPosts.parentId),
  );

/**
 * A page of a class's threads, newest first, each row carrying the class's thread count. The page is
 * taken first, in the order of the class index (`desc nulls last`, as the index is built, so no sort),
 * and only its rows are joined to their authors; joining first would join every thread of the class.
 * The count is a subquery of its own, counted off the class index alone (an index-only scan): a
 * window count over the page (`count(*) over ()`) made every request read the row of every thread of
 * the class from the table (docs/benchmarks.md, "Discussions").
 */
const classThreads = preparedFor((db) => {
  const newestFirst = [sql`${discussionPosts.createdAt} desc nulls last`, sql`${discussionPosts.id} desc nulls last`];
  const page = db
    .select({
      id: discussionPosts.id,
      text: discussionPosts.text,
      createdAt: discussionPosts.createdAt,
      authorId: discussionPosts.authorId,
    })
    .from(discussionPosts)
    .where(classThreadsWhere())
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  const threadCount = db.select({ total: count() }).from(discussionPosts).where(classThreadsWhere());
  return db
    .select({
      id: page.id,
      text: page.text,
      createdAt: page.createdAt,
      authorId: page.authorId,
      authorName: postColumns.authorName,
      authorType: postColumns.authorType,
      total: sql<number>`(${threadCount})`.mapWith(Number),
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.authorId))
    .orderBy(sql`${page.createdAt} desc`, sql`${page.id} desc`)
    .prepare('discussion_class_threads');
});

/** The class's thread count, for a page past the last (where the page's rows cannot carry it). */
const classThreadCount = preparedFor((db) =>
  db
    .select({ total: count() })
    .from(discussionPosts)
    .where(classThreadsWhere())
    .prepare('discussion_class_thread_count'),
);

/** Every reply of a page's threads, oldest first: one query for the whole page. */
const repliesOf = preparedFor((db) =>
  db
    .select({ ...postColumns, parentId: discussionPosts.parentId })
    .from(discussionPosts)
    .leftJoin(users, eq(users.id, discussionPosts.authorId))
    .where(sql`${discussionPosts.parentId} = ANY(${sql.placeholder('parents')}::uuid[])`)
    .orderBy(asc(discussionPosts.createdAt), asc(discussionPosts.id))
    .prepare('discussion_replies_of'),
);

export interface ClassDiscussions {
  threads: PostRow[];
  replies: Map<string, PostRow[]>;
  total: number;
}

/** The boards' pages kept: a few pages of every class of a large college. */
const keptPages = keptAnswersOf<ClassDiscussions>(1_000);

/**
 * A page of a class's threads, newest first, with their replies oldest first, and how many threads
 * the class has: two queries whatever the page holds. Kept per class and page while no post of the
 * class, and no author's name or kind, changed (docs/architecture.md, "Answers kept on the server"):
 * every student of the class opens its first page.
 */
export function classDiscussions(
  db: Database,
  department: Department,
  semester: number,
  page: { page: number; limit: number },
): Promise<ClassDiscussions> {
  return keptPages(db).get(
    `${department}:${semester}:${page.page}:${page.limit}`,
    [`discussion:${department}:${semester}`, 'staff', 'students'],
    () => readClassDiscussions(db, department, semester, page),
  );
}

async function readClassDiscussions(
  db: Database,
  department: Department,
  semester: number,
  page: { page: number; limit: number },
): Promise<ClassDiscussions> {
  const threads = await classThreads(db).execute({
    department,
    semester,
    limit: page.limit,
    offset: (page.page - 1) * page.limit,
  });
  const replies = new Map<string, PostRow[]>();
  if (threads.length === 0) {
    const total = page.page > 1 ? ((await classThreadCount(db).execute({ department, semester }))[0]?.total ?? 0) : 0;
    return { threads: [], replies, total };
  }
  const rows = await repliesOf(db).execute({ parents: `{${threads.map((thread) => thread.id).join(',')}}` });
  for (const { parentId, ...reply } of rows) {
    const list = replies.get(parentId!);
    if (list) list.push(reply);
    else replies.set(parentId!, [reply]);
  }
  return { threads, replies, total: threads[0]!.total };
}

/** One post or reply, as the rules about replying and deleting need it. */
export async function findPost(
  db: Database,
  id: string,
): Promise<
  { id: string; department: Department; semester: number; parentId: string | null; authorId: string | null } | undefined
> {
  const [row] = await db
    .select({
      id: discussionPosts.id,
      department: discussionPosts.department,
      semester: discussionPosts.semester,
      parentId: discussionPosts.parentId,
      authorId: discussionPosts.authorId,
    })
    .from(discussionPosts)
    .where(eq(discussionPosts.id, id));
  return row;
}

/** A post or reply as the board shows it to this viewer. */
export const presentReply = (row: PostRow, mayDelete: (authorId: string | null) => boolean): DiscussionReply => ({
  _id: row.id,
  text: row.text,
  author:
    row.authorId && row.authorName !== null && row.authorType !== null
      ? { _id: row.authorId, name: row.authorName, type: row.authorType }
      : null,
  createdAt: row.createdAt.toISOString(),
  canDelete: mayDelete(row.authorId),
});

export const presentThread = (
  row: PostRow,
  replies: PostRow[],
  mayDelete: (authorId: string | null) => boolean,
): DiscussionPost => ({
  ...presentReply(row, mayDelete),
  replies: replies.map((reply) => presentReply(reply, mayDelete)),
});
