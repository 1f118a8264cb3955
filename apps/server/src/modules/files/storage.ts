import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
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
}

export const PHOTOS_URL_PREFIX = '/uploads/photos/';
const PHOTO_NAME = /^[0-9a-f]{32}\.[a-z]+$/;

export function createLocalStorage(dataDir: string): Storage {
  const photosDir = path.join(dataDir, 'uploads', 'photos');
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
  };
}
