import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@portal/domain';
import { replacePhoto } from '../users/index.js';
import { HttpError } from '../../lib/http-error.js';
import { currentUser } from '../../plugins/auth.js';
import type { PhotoCondition } from '../../lib/storage.js';
import { PHOTOS_URL_PREFIX, typeOfName } from './keys.js';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Photos are shown small (avatars, the gate pass view): 512 px is plenty and keeps files light. */
const PHOTO_SIZE = 512;

/**
 * Re-encodes an uploaded image: fitted inside 512x512 and written as WebP, which also drops
 * any metadata (location, camera) the original carried. sharp (libvips, native) loads with the
 * first photo rather than at start (docs/benchmarks.md, "Cold start").
 */
const toPhoto = async (content: Buffer): Promise<Buffer> => {
  const { default: sharp } = await import('sharp');
  return sharp(content, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
};

/** POST files: the profile photo. Served back publicly under /uploads/photos/. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, storage, db } = app.ctx;
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 10 },
  });

  app.post(
    '/files',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'Upload the profile photo (multipart: imgCollection, folder)',
        consumes: ['multipart/form-data'],
        response: {
          200: z.object({ success: z.literal(true), msg: z.string(), data: z.object({ photo: z.string() }) }),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new HttpError(415, SERVER_MESSAGES.unsupportedFile);
      let content: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'imgCollection' || content) {
          part.file.resume();
          continue;
        }
        // toBuffer() throws a 413 error once the file passes UPLOAD_MAX_MB.
        content = await part.toBuffer();
      }
      if (!content || content.length === 0) throw new HttpError(400, SERVER_MESSAGES.noFile);

      // Judge the file by its content, never by its name or declared type.
      const detected = await fileTypeFromBuffer(content);
      if (!detected || !PHOTO_TYPES.has(detected.mime)) throw new HttpError(415, SERVER_MESSAGES.unsupportedFile);
      let photoContent: Buffer;
      try {
        photoContent = await toPhoto(content);
      } catch {
        throw new HttpError(415, SERVER_MESSAGES.unsupportedFile);
      }

      const photo = await storage.savePhoto(photoContent, 'webp');
      const previous = await replacePhoto(db, user.id, photo);
      await app.ctx.users.changed(user.id);
      if (previous) await storage.removePhoto(previous);
      return { success: true as const, msg: SERVER_MESSAGES.photoUpdated, data: { photo } };
    },
  );
};

/** Unguessable names that never change: caches keep a photo for a year. */
const PHOTO_CACHE = 'public, max-age=31536000, immutable';

/**
 * What the client's copy is known by. A request that says no-cache (a reload) gets the photo
 * whatever it holds, as @fastify/static did when it served the folder.
 */
function conditionOf(request: FastifyRequest): PhotoCondition | undefined {
  const { headers } = request;
  if (headers['cache-control']?.includes('no-cache')) return undefined;
  if (headers['if-none-match']) return { ifNoneMatch: headers['if-none-match'] };
  const since = Date.parse(headers['if-modified-since'] ?? '');
  return Number.isNaN(since) ? undefined : { ifModifiedSince: new Date(since) };
}

/**
 * Public photos at /uploads/photos/<name>, streamed from the storage, disk or bucket, with the
 * headers the folder was served with (docs/choices.md, "Photos from a bucket").
 */
export const photosRoute: FastifyPluginAsync = async (app) => {
  const { storage } = app.ctx;
  app.get<{ Params: { name: string } }>(
    `${PHOTOS_URL_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const photo = await storage.openPhoto(name, conditionOf(request));
      if (!photo) return reply.callNotFound();
      reply.header('cache-control', PHOTO_CACHE).header('x-content-type-options', 'nosniff');
      if ('notModified' in photo) {
        if (photo.etag) reply.header('etag', photo.etag);
        return reply.code(304).send();
      }
      return reply
        .type(typeOfName(name))
        .header('content-length', String(photo.size))
        .header('etag', photo.etag)
        .header('last-modified', photo.lastModified.toUTCString())
        .send(photo.body);
    },
  );
};
