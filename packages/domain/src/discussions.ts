import { z } from 'zod';
import { classQuery } from './admin.js';
import { pageQuery } from './api.js';
import { recordId, requiredText } from './common.js';
import { ALL_USER_TYPES, DEPARTMENTS } from './constants.js';
import { MESSAGES } from './messages.js';

/**
 * The class's discussions (docs/rules.md, "Discussions"): a message board per class (a department
 * and a semester) where the class's faculty and students post and reply, one level deep.
 */

/** The longest post or reply: a few paragraphs, never a document. */
export const DISCUSSION_TEXT_MAX = 2000;
/** Threads on one page of the board. */
export const DISCUSSION_PAGE_SIZE = 20;

/** The text of a post or reply: required ('This field is required'), several lines, at most 2,000 characters. */
export const discussionText = requiredText(DISCUSSION_TEXT_MAX, MESSAGES.required, { multiline: true });

/** The post box of the board (what the web form holds). */
export const discussionPostForm = z.object({ text: discussionText });
export type DiscussionPostFormInput = z.input<typeof discussionPostForm>;

/**
 * The class a call names. Staff name it; a student may leave it out and gets the own class
 * (the department and this term's semester), which is the only one a student may name anyway.
 */
const classFields = {
  department: classQuery.shape.department.optional(),
  semester: classQuery.shape.semester.optional(),
};

/** GET shared/discussion: a class (a student's own by default), and a page of its threads. */
export const discussionQuery = z.object({
  ...classFields,
  page: pageQuery.shape.page,
  limit: z.coerce.number().int().min(1).max(100).default(DISCUSSION_PAGE_SIZE),
});
export type DiscussionQuery = z.output<typeof discussionQuery>;

/** POST shared/discussion: a post, or with `parentId` a reply to a post of the same class. */
export const discussionForm = z.object({
  ...classFields,
  text: discussionText,
  parentId: recordId.nullish(),
});
export type DiscussionFormInput = z.input<typeof discussionForm>;
export type DiscussionForm = z.output<typeof discussionForm>;

export const discussionIdParams = z.object({ id: recordId });

/** Who wrote a post: null once that account is deleted (the post stays). */
export const discussionAuthor = z
  .object({ _id: z.string(), name: z.string(), type: z.enum(ALL_USER_TYPES) })
  .nullable();
export type DiscussionAuthor = z.infer<typeof discussionAuthor>;

const postFields = {
  _id: z.string(),
  text: z.string(),
  author: discussionAuthor,
  createdAt: z.string(),
  /** True when the caller may delete it: its author or the class's faculty. */
  canDelete: z.boolean(),
};

export const discussionReply = z.object(postFields);
export type DiscussionReply = z.infer<typeof discussionReply>;

/** A thread: the post and its replies, oldest first. */
export const discussionPost = z.object({ ...postFields, replies: z.array(discussionReply) });
export type DiscussionPost = z.infer<typeof discussionPost>;

/** GET shared/discussion's answer: a page of threads, newest first, with the class they belong to. */
export const discussionPage = z.object({
  success: z.literal(true),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
  data: z.array(discussionPost),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type DiscussionPage = z.infer<typeof discussionPage>;

/** The name shown for a post whose author's account is gone. */
export const FORMER_MEMBER = 'A former member';
