import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DESCRIPTION_MAX,
  MESSAGES,
  RESOURCE_FILES_MAX,
  SERVER_MESSAGES,
  apiFailure,
  apiMessage,
  apiPage,
  courseResource,
  mayUploadResources,
  pageQuery,
  resourceFileCount,
  resourceForm,
  resourceIdParams,
  resourceQuery,
  type FieldError,
} from '@portal/domain';
import { HttpError } from '../../lib/http-error.js';
import { deleteOwned, isOwnerOrAdmin } from '../../lib/owned-delete.js';
import { currentUser } from '../../plugins/auth.js';
import { findSubjectsOfClass, semesterThisTermOf } from '../subjects/index.js';
import { judgeContent } from './content.js';
import { linkIsValid, signedDownloadUrl } from './links.js';
import { insertResource, listResources, presentResource, type NewResourceFile } from './queries.js';
import { courseResourceFiles, courseResources } from './schema.js';

/** The name as a header may carry it: plain ASCII for old clients, the full name encoded beside it. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Shown in the browser's own viewer; anything else is saved. */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/**
 * Course resources (docs/rules.md, "Course resources"): the class's teachers, its department's HOD
 * and admins upload files for a class's subject,
 * everyone signed in reads a class's list with signed links that expire, and the uploader or an
 * admin deletes.
 */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app.ctx;
  const tags = ['resources'];
  await app.register(multipart, {
    limits: {
      fileSize: config.uploadMaxBytes,
      files: RESOURCE_FILES_MAX,
      fields: 10,
      fieldSize: DESCRIPTION_MAX * 4,
      parts: RESOURCE_FILES_MAX + 10,
    },
  });
  const linkFor = (fileId: string) => signedDownloadUrl(config.jwtSecret, fileId, app.ctx.now());

  app.get(
    '/shared/resources',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          "A class's course resources, newest first, each file with a download link that expires (a student: the own class by default)",
        querystring: resourceQuery.and(pageQuery),
        response: { 200: apiPage(courseResource) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      let filter;
      if (user.type === 'student') {
        // A student reads the own department's resources, the current semester's unless told.
        const semester = query.semester ?? (await semesterThisTermOf(app.ctx, user.currentYear)) ?? undefined;
        if (!user.department || !semester)
          return { success: true as const, data: [], total: 0, page: query.page, limit: query.limit };
        filter = { department: user.department, semester, subject: query.subject };
      } else {
        filter = {
          department: query.department,
          semester: query.semester,
          subject: query.subject,
          uploadedBy: query.mine === 'true' ? user.id : undefined,
        };
      }
      const { rows, files, total } = await listResources(db, filter, query);
      return {
        success: true as const,
        data: rows.map((row) => presentResource(row, files, user, linkFor)),
        total,
        page: query.page,
        limit: query.limit,
      };
    },
  );

  app.post(
    '/shared/resources',
    {
      onRequest: app.requireRole('faculty', 'admin'),
      schema: {
        tags,
        summary:
          "Upload a class's course resources, as its subjects' teachers, its department's HOD or an admin (multipart: files under resources, and type, department, semester, subject, topic, description)",
        consumes: ['multipart/form-data'],
        response: { 201: apiMessage, 400: apiFailure },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, SERVER_MESSAGES.unsupportedFile);
      const fields: Record<string, string> = {};
      const uploads: { name: string; content: Buffer }[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          // A form sends its line ends as CRLF; text is kept with plain newlines.
          if (typeof part.value === 'string') fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
          continue;
        }
        if (part.fieldname !== 'resources') {
          part.file.resume();
          continue;
        }
        // toBuffer() throws a 413 error once a file passes UPLOAD_MAX_MB.
        uploads.push({ name: part.filename || 'file', content: await part.toBuffer() });
      }

      const errors: FieldError[] = [];
      const parsed = resourceForm.safeParse(fields);
      if (!parsed.success)
        errors.push(...parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      const files = uploads.filter((upload) => upload.content.length > 0);
      const count = resourceFileCount.safeParse(files.length);
      if (!count.success) errors.push({ path: 'resources', message: count.error.issues[0]!.message });
      if (errors.length > 0 || !parsed.success)
        return reply.status(400).send({ success: false as const, msg: errors[0]!.message, errors });
      const form = parsed.data;

      // Only the class's teachers, its department's HOD and admins (docs/rules.md, "Course resources"),
      // judged before any file is kept.
      const classSubjects = await findSubjectsOfClass(db, form.department, form.semester);
      const teacherIds = classSubjects.map((subject) => subject.teacherId);
      if (!mayUploadResources(user, form.department, teacherIds))
        throw new HttpError(403, SERVER_MESSAGES.resourceUploadForbidden);
      const subject = classSubjects.find((candidate) => candidate.code === form.subject.trim());
      if (!subject) {
        const msg = SERVER_MESSAGES.resourceSubjectNotInClass;
        return reply.status(400).send({ success: false as const, msg, errors: [{ path: 'subject', message: msg }] });
      }

      // Every file is judged by its content before any is kept.
      const judged = [];
      for (const file of files) {
        const kind = await judgeContent(file.content);
        if (!kind) throw new HttpError(415, `${SERVER_MESSAGES.unsupportedFile}: ${file.name}`);
        judged.push({ ...file, ...kind });
      }
      const stored: NewResourceFile[] = [];
      let resourceId: string;
      try {
        for (const file of judged) {
          const storageKey = await storage.saveFile(file.content, file.extension);
          stored.push({
            originalName: file.name.slice(0, 200),
            mime: file.mime,
            size: file.content.length,
            storageKey,
          });
        }
        resourceId = await insertResource(
          db,
          {
            type: form.type,
            department: form.department,
            semester: form.semester,
            subjectCode: subject.code,
            topic: form.topic,
            description: form.description,
            uploadedBy: user.id,
          },
          stored,
        );
      } catch (error) {
        await Promise.all(stored.map((file) => storage.removeFile(file.storageKey)));
        throw error;
      }
      // The class's students hear of it, after the answer (docs/rules.md, "Notifications").
      app.ctx.hooks.reactLater('resourceAdded', {
        id: resourceId,
        department: form.department,
        semester: form.semester,
        subjectCode: subject.code,
        topic: form.topic,
      });
      return reply.status(201).send({ success: true as const, msg: MESSAGES.filesUploaded });
    },
  );

  app.delete(
    '/shared/resources/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a course resource and its files (its uploader or an admin)',
        params: resourceIdParams,
        response: { 200: apiMessage },
      },
    },
    async (request) => {
      const { id } = request.params;
      return deleteOwned({
        find: async () =>
          (
            await db
              .select({ uploadedBy: courseResources.uploadedBy })
              .from(courseResources)
              .where(eq(courseResources.id, id))
          )[0],
        mayDelete: (row) => isOwnerOrAdmin(currentUser(request), row.uploadedBy),
        // The files go with it, once the rows are gone.
        remove: async () => {
          const keys = await db.transaction(async (tx) => {
            const files = await tx
              .select({ key: courseResourceFiles.storageKey })
              .from(courseResourceFiles)
              .where(eq(courseResourceFiles.resourceId, id));
            const deleted = await tx
              .delete(courseResources)
              .where(eq(courseResources.id, id))
              .returning({ id: courseResources.id });
            return deleted.length > 0 ? files.map((file) => file.key) : null;
          });
          if (!keys) return false;
          await Promise.all(keys.map((key) => storage.removeFile(key)));
          return true;
        },
        notFound: SERVER_MESSAGES.resourceNotFound,
        forbidden: SERVER_MESSAGES.forbidden,
        deleted: SERVER_MESSAGES.resourceDeleted,
      });
    },
  );

  app.get(
    '/shared/resources/file/:id',
    {
      schema: {
        tags,
        summary: 'Download a file through its signed link (no bearer header); a changed or expired link answers 403',
        security: [],
        params: z.object({ id: z.string() }),
        querystring: z.object({ expires: z.coerce.number().int().optional(), sig: z.string().max(100).optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, sig } = request.query;
      if (expires === undefined || !sig || !linkIsValid(config.jwtSecret, id, expires, sig, app.ctx.now())) {
        throw new HttpError(403, SERVER_MESSAGES.downloadLinkInvalid);
      }
      const [file] = await db.select().from(courseResourceFiles).where(eq(courseResourceFiles.id, id));
      const stream = file ? await storage.openFile(file.storageKey) : null;
      if (!file || !stream) throw new HttpError(404, SERVER_MESSAGES.resourceNotFound);
      return reply
        .type(file.mime)
        .header('content-length', String(file.size))
        .header(
          'content-disposition',
          contentDisposition(INLINE.has(file.mime) ? 'inline' : 'attachment', file.originalName),
        )
        .header('cache-control', 'private, max-age=600')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
