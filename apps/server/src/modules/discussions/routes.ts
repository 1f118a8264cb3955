import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  SERVER_MESSAGES,
  apiData,
  apiFailure,
  apiMessage,
  discussionForm,
  discussionIdParams,
  discussionPage,
  discussionQuery,
  type Department,
} from '@portal/domain';
import type { AuthUser } from '../../context.js';
import { HttpError } from '../../lib/http-error.js';
import { deleteOwned } from '../../lib/owned-delete.js';
import { loggableError } from '../../lib/loggable-error.js';
import { currentUser } from '../../plugins/auth.js';
import { isClassFaculty, semesterThisTermOf } from '../subjects/index.js';
import { jsonBytes, sendJsonBytes } from '../../lib/json-text.js';
import { madeOnce } from '../versions/index.js';
import { classDiscussions, findPost, presentThread, type ClassDiscussions } from './queries.js';
import { discussionPosts } from './schema.js';

/** Every post and reply of a page. */
const postsOf = ({ threads, replies }: ClassDiscussions) => [...threads, ...[...replies.values()].flat()];

/** The class a call is about, and whether the caller is one of its faculty (who may delete any post). */
interface ClassAccess {
  department: Department;
  semester: number;
  faculty: boolean;
}

/**
 * The class's discussions (docs/rules.md, "Discussions"): the class's faculty and its students read,
 * post and reply; admins read; the author or the class's faculty delete.
 */
export const discussionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;
  const tags = ['discussions'];

  /**
   * Who may take part in which class. A student: only the own class (the department, and the
   * semester the year is in this term), named or not. Faculty: a class they belong to the faculty
   * of. Admins: any class, to read only. Anyone else: none.
   */
  const classAccess = async (
    user: AuthUser,
    asked: { department?: Department; semester?: number },
    writing: boolean,
  ): Promise<ClassAccess> => {
    if (user.type === 'student') {
      const semester = await semesterThisTermOf(app.ctx, user.currentYear);
      if (!user.department || !semester) throw new HttpError(403, SERVER_MESSAGES.discussionNoClass);
      if (
        (asked.department && asked.department !== user.department) ||
        (asked.semester && asked.semester !== semester)
      ) {
        throw new HttpError(403, SERVER_MESSAGES.discussionOwnClassOnly);
      }
      return { department: user.department, semester, faculty: false };
    }
    const { department, semester } = asked;
    if (!department || !semester) throw new HttpError(400, MESSAGES.invalidLinkLong);
    if (user.type === 'admin' || user.type === 'owner') {
      if (writing) throw new HttpError(403, SERVER_MESSAGES.discussionReadOnly);
      return { department, semester, faculty: false };
    }
    if (!(await isClassFaculty(db, user, department, semester)))
      throw new HttpError(403, SERVER_MESSAGES.discussionNotOfClass);
    return { department, semester, faculty: true };
  };

  app.get(
    '/shared/discussion',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A page of a class's threads, newest first, each with its replies oldest first (a student: the own class)",
        querystring: discussionQuery,
        response: { 200: discussionPage },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { page, limit, ...asked } = request.query;
      const access = await classAccess(user, asked, false);
      const kept = await classDiscussions(db, access.department, access.semester, { page, limit });
      const { threads, replies, total } = kept;
      // What a viewer may delete is all the page's answer depends on besides the kept page: all of it
      // (the class's faculty), the own posts (an author on the page) or none. Each is written once
      // per kept page (docs/architecture.md, "Answers kept on the server").
      const authors = madeOnce(kept, 'authors', () => new Set(postsOf(kept).map((post) => post.authorId)));
      const viewer = access.faculty ? 'faculty' : authors.has(user.id) ? `author:${user.id}` : 'reader';
      const mayDelete = (authorId: string | null) => access.faculty || (authorId !== null && authorId === user.id);
      return sendJsonBytes(
        reply,
        madeOnce(kept, viewer, () =>
          jsonBytes(reply, {
            success: true as const,
            department: access.department,
            semester: access.semester,
            data: threads.map((thread) => presentThread(thread, replies.get(thread.id) ?? [], mayDelete)),
            total,
            page,
            limit,
          }),
        ),
      );
    },
  );

  app.post(
    '/shared/discussion',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Post in a class, or reply to a post (a reply to a reply joins its thread)',
        body: discussionForm,
        response: { 201: apiData(z.object({ _id: z.string() })), 400: apiFailure },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { text, parentId, ...asked } = request.body;
      const access = await classAccess(user, asked, true);
      let parent: string | null = null;
      /** The authors this reply answers: the thread's, and the reply's it names. */
      const repliedTo: (string | null)[] = [];
      if (parentId) {
        const post = await findPost(db, parentId);
        // A post of another class is, for this class, not there.
        if (!post || post.department !== access.department || post.semester !== access.semester)
          throw new HttpError(404, SERVER_MESSAGES.discussionNotFound);
        // Replies are one level deep: answering a reply answers its thread.
        parent = post.parentId ?? post.id;
        repliedTo.push(post.authorId);
        if (post.parentId) repliedTo.push((await findPost(db, post.parentId))?.authorId ?? null);
      }
      try {
        const row = await db.transaction(async (tx) => {
          const [made] = await tx
            .insert(discussionPosts)
            .values({
              department: access.department,
              semester: access.semester,
              parentId: parent,
              authorId: user.id,
              text,
            })
            .returning({ id: discussionPosts.id });
          if (parent) {
            await app.ctx.hooks.react('discussionReplied', tx, {
              replyId: made!.id,
              department: access.department,
              semester: access.semester,
              replier: { id: user.id, name: user.name },
              repliedTo: repliedTo.filter((id): id is string => id !== null),
              text,
            });
          }
          return made;
        });
        return reply.status(201).send({
          success: true as const,
          msg: parent ? SERVER_MESSAGES.discussionReplied : SERVER_MESSAGES.discussionPosted,
          data: { _id: row!.id },
        });
      } catch (error) {
        // The post was deleted between the check and the reply.
        if (loggableError(error).code === '23503') throw new HttpError(404, SERVER_MESSAGES.discussionNotFound);
        throw error;
      }
    },
  );

  app.delete(
    '/shared/discussion/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Delete a post with its replies, or a reply (its author or the class's faculty)",
        params: discussionIdParams,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return deleteOwned({
        find: () => findPost(db, request.params.id),
        // Its author, or the class's faculty (docs/rules.md, "Discussions").
        mayDelete: async (post) =>
          (post.authorId !== null && post.authorId === user.id) ||
          isClassFaculty(db, user, post.department, post.semester),
        remove: async (post) =>
          (
            await db
              .delete(discussionPosts)
              .where(eq(discussionPosts.id, post.id))
              .returning({ id: discussionPosts.id })
          ).length > 0,
        notFound: SERVER_MESSAGES.discussionNotFound,
        forbidden: SERVER_MESSAGES.discussionDeleteForbidden,
        deleted: SERVER_MESSAGES.discussionDeleted,
      });
    },
  );
};
