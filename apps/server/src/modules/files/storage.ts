import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../../lib/storage.js';

export type { Storage };

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
