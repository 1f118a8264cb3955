import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Department } from '@portal/domain';
import { createdAt } from '../../db/columns.js';
import { users } from '../users/schema.js';

/**
 * The discussions module's table (docs/rules.md, "Discussions"): every class's posts and their
 * replies. A reply names its post in `parent_id` (one level deep) and carries the post's class.
 */
export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    department: text('department').notNull().$type<Department>(),
    semester: smallint('semester').notNull(),
    /** The post a reply answers; null for a post. Deleting a post deletes its replies. */
    parentId: uuid('parent_id').references((): AnyPgColumn => discussionPosts.id, { onDelete: 'cascade' }),
    /** Who wrote it; the post stays (without a name) when that account is deleted. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A class's threads, newest first: only the posts, not the replies.
    index('discussion_posts_class_idx')
      .on(t.department, t.semester, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    // The replies of a page of threads, oldest first.
    index('discussion_posts_parent_idx').on(t.parentId, t.createdAt, t.id),
    // Deleting an account clears its posts' author.
    index('discussion_posts_author_idx').on(t.authorId),
  ],
);
