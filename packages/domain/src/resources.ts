import { z } from 'zod';
import {
  DEPARTMENTS,
  DESCRIPTION_MAX,
  RESOURCE_TYPES,
  SEMESTERS,
  type AnyUserType,
  type Department,
} from './constants.js';
import { MESSAGES, SERVER_MESSAGES } from './messages.js';
import { optionalText, recordId, requiredText } from './common.js';

/**
 * Course resources (docs/rules.md, "Course resources"): files a faculty member puts up for a class's
 * subject, of a type (notes, papers, ebooks, lab), with a topic and a description.
 */
export type ResourceType = (typeof RESOURCE_TYPES)[number];
export const RESOURCE_TYPE_LABELS: Record<ResourceType, string> = {
  notes: 'Notes',
  papers: 'Papers',
  ebooks: 'E-books',
  lab: 'Lab',
};
/** At most this many files in one upload. */
export const RESOURCE_FILES_MAX = 10;
export const RESOURCE_TOPIC_MAX = 200;
/** How long a download link works. */
export const RESOURCE_LINK_MINUTES = 15;

const semester = z.coerce
  .number({ error: MESSAGES.required })
  .int({ error: MESSAGES.required })
  .refine((value) => (SEMESTERS as readonly number[]).includes(value), { error: MESSAGES.required });

/** The fields of POST shared/resources (multipart text fields); the files come beside them. */
export const resourceForm = z.object({
  type: z.enum(RESOURCE_TYPES, { error: SERVER_MESSAGES.resourceType }),
  department: z.enum(DEPARTMENTS, { error: MESSAGES.required }),
  semester,
  /** The subject's code in that class, lower-cased as subjects are. */
  subject: requiredText(50).transform((code) => code.toLowerCase()),
  topic: requiredText(RESOURCE_TOPIC_MAX),
  description: requiredText(DESCRIPTION_MAX, MESSAGES.required, { multiline: true }),
});
export type ResourceFormInput = z.input<typeof resourceForm>;
export type ResourceForm = z.output<typeof resourceForm>;

/** How many files an upload carries: at least one, at most ten. */
export const resourceFileCount = z
  .number()
  .int()
  .min(1, { error: SERVER_MESSAGES.noFile })
  .max(RESOURCE_FILES_MAX, { error: SERVER_MESSAGES.resourceTooManyFiles });

/** GET shared/resources: a class (a student's own by default) and optionally one subject. */
export const resourceQuery = z.object({
  department: z.enum(DEPARTMENTS, { error: MESSAGES.required }).optional(),
  semester: semester.optional(),
  subject: optionalText(50).transform((value) => value?.toLowerCase()),
  /** Only the caller's own uploads (the faculty's All Uploads). */
  mine: z.enum(['true', 'false']).optional(),
});
export type ResourceQuery = z.output<typeof resourceQuery>;

export const resourceIdParams = z.object({ id: recordId });

/** One file of a resource: its original name and a signed link that works for a while. */
export const resourceFile = z.object({
  _id: z.string(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type ResourceFile = z.infer<typeof resourceFile>;

export const courseResource = z.object({
  _id: z.string(),
  type: z.enum(RESOURCE_TYPES),
  subject: z.object({ code: z.string(), name: z.string() }),
  department: z.enum(DEPARTMENTS),
  semester: z.number().int(),
  topic: z.string(),
  description: z.string(),
  uploadBy: z.string().nullable(),
  createdAt: z.string(),
  canDelete: z.boolean(),
  resources: z.array(resourceFile),
});
export type CourseResource = z.infer<typeof courseResource>;

/** The avatar of a course card: the type's first letter. */
export const resourceInitial = (type: ResourceType): string => type.charAt(0).toUpperCase();

/** Who is asking to upload, as both the server's signed-in user and the web's current user say it. */
export interface ResourceUploader {
  id: string;
  type: AnyUserType;
  department: Department | null;
  isHod: boolean;
}

/**
 * Who may upload a class's course resources (docs/rules.md, "Course resources"): a teacher of one of
 * the class's subjects (of any department), the HOD of the class's department, or an admin. The
 * server refuses anyone else (403); the upload screen offers only these classes.
 */
export const mayUploadResources = (
  user: ResourceUploader,
  department: Department,
  teacherIds: readonly string[],
): boolean =>
  user.type === 'admin' ||
  user.type === 'owner' ||
  (user.type === 'faculty' && ((user.isHod && user.department === department) || teacherIds.includes(user.id)));
