import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';

/**
 * Where uploaded files live. The rest of the server only knows this interface, so an object
 * store could replace the local folder without touching the routes.
 */
export interface Storage {
  /** Stores a public photo and answers its URL path, e.g. /uploads/photos/<name>.webp. */
  savePhoto(content: Buffer, extension: string): Promise<string>;
  /** Removes a photo this storage made (ignores anything else). */
  removePhoto(urlPath: string): Promise<void>;
  /** The local folder served at /uploads/photos/. */
  readonly photosDir: string;
  /** Keeps a private file (a course resource), never served as it is; answers its key. */
  saveFile(content: Buffer, extension: string): Promise<string>;
  /** A private file's content, or null when there is none under that key. */
  openFile(key: string): Promise<Readable | null>;
  /** Removes a private file (ignores keys this storage did not make). */
  removeFile(key: string): Promise<void>;
}

export const PHOTOS_URL_PREFIX = '/uploads/photos/';
const PHOTO_NAME = /^[0-9a-f]{32}\.[a-z]+$/;
const FILE_KEY = /^[0-9a-f]{32}\.[a-z0-9]+$/;

export function createLocalStorage(dataDir: string): Storage {
  const photosDir = path.join(dataDir, 'uploads', 'photos');
  // Outside the public photos folder: private files reach a user only through a signed link.
  const filesDir = path.join(dataDir, 'private', 'files');
  return {
    photosDir,
    async savePhoto(content, extension) {
      await mkdir(photosDir, { recursive: true });
      // 128 random bits: the address itself is the secret, so photos can be public yet unguessable.
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(photosDir, name), content, { flag: 'wx' });
      return `${PHOTOS_URL_PREFIX}${name}`;
    },
    async removePhoto(urlPath) {
      const name = urlPath.startsWith(PHOTOS_URL_PREFIX) ? urlPath.slice(PHOTOS_URL_PREFIX.length) : '';
      if (PHOTO_NAME.test(name)) await rm(path.join(photosDir, name), { force: true });
    },
    async saveFile(content, extension) {
      await mkdir(filesDir, { recursive: true });
      const key = `${randomBytes(16).toString('hex')}.${extension}`;
      await writeFile(path.join(filesDir, key), content, { flag: 'wx' });
      return key;
    },
    async openFile(key) {
      if (!FILE_KEY.test(key)) return null;
      const file = path.join(filesDir, key);
      const found = await stat(file).catch(() => null);
      return found?.isFile() ? createReadStream(file) : null;
    },
    async removeFile(key) {
      if (FILE_KEY.test(key)) await rm(path.join(filesDir, key), { force: true });
    },
  };
}
