import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { LOCAL_UPLOAD_FOLDERS, type PhotoCondition, type Storage } from '../../lib/storage.js';
import {
  FILES_PREFIX,
  PHOTOS_PREFIX,
  PHOTOS_URL_PREFIX,
  isFileKey,
  isObjectKey,
  isPhotoName,
  newObjectName,
  photoNameOf,
} from './keys.js';

/** An object's key and its size in bytes. */
export interface ObjectEntry {
  key: string;
  size: number;
}

/** The folder storage, with what `npm run storage:copy` reads from it. */
export interface DiskStorage extends Storage {
  /** Every stored object with its size. */
  objects(): AsyncIterable<ObjectEntry>;
  /** An object's content by its key, or null when there is none. */
  read(key: string): Promise<Readable | null>;
}

/**
 * The weak entity tag @fastify/static gave photos when it served this folder, so caches keep
 * their copies: the size and the time written, both in hex.
 */
const entityTag = (size: number, modified: Date) => `W/"${size.toString(16)}-${modified.getTime().toString(16)}"`;

/** Whether the client's copy is the file (weak comparison of tags; Last-Modified has whole seconds). */
function isCurrent(condition: PhotoCondition, etag: string, modified: Date): boolean {
  if ('ifNoneMatch' in condition) {
    const tags = condition.ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
    return tags.includes('*') || tags.includes(etag.replace(/^W\//, ''));
  }
  return Math.floor(modified.getTime() / 1000) * 1000 <= condition.ifModifiedSince.getTime();
}

/** Uploaded files in DATA_DIR: photos in uploads/photos, private files in private/files. */
export function createLocalStorage(dataDir: string): DiskStorage {
  const photosDir = path.join(dataDir, LOCAL_UPLOAD_FOLDERS.public, 'photos');
  // Outside the public photos folder: private files reach a user only through a signed link.
  const filesDir = path.join(dataDir, LOCAL_UPLOAD_FOLDERS.private, 'files');
  const folders = [
    { prefix: PHOTOS_PREFIX, dir: photosDir },
    { prefix: FILES_PREFIX, dir: filesDir },
  ];
  const fileOf = (key: string): string | null => {
    if (!isObjectKey(key)) return null;
    const folder = folders.find(({ prefix }) => key.startsWith(prefix))!;
    return path.join(folder.dir, key.slice(folder.prefix.length));
  };
  const write = async (dir: string, content: Buffer, extension: string) => {
    await mkdir(dir, { recursive: true });
    const name = newObjectName(extension);
    await writeFile(path.join(dir, name), content, { flag: 'wx' });
    return name;
  };
  const open = async (file: string | null) => {
    const found = file ? await stat(file).catch(() => null) : null;
    return found?.isFile() ? createReadStream(file!) : null;
  };
  async function* objects(): AsyncIterable<ObjectEntry> {
    for (const { prefix, dir } of folders) {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const found = await stat(path.join(dir, name)).catch(() => null);
        if (found?.isFile() && isObjectKey(`${prefix}${name}`)) yield { key: `${prefix}${name}`, size: found.size };
      }
    }
  }
  return {
    async savePhoto(content, extension) {
      return `${PHOTOS_URL_PREFIX}${await write(photosDir, content, extension)}`;
    },
    async removePhoto(urlPath) {
      const name = photoNameOf(urlPath);
      if (name) await rm(path.join(photosDir, name), { force: true });
    },
    async openPhoto(name, condition) {
      if (!isPhotoName(name)) return null;
      const file = path.join(photosDir, name);
      const found = await stat(file).catch(() => null);
      if (!found?.isFile()) return null;
      const etag = entityTag(found.size, found.mtime);
      if (condition && isCurrent(condition, etag, found.mtime)) return { notModified: true, etag };
      return { body: createReadStream(file), size: found.size, etag, lastModified: found.mtime };
    },
    saveFile: (content, extension) => write(filesDir, content, extension),
    openFile: (key) => open(isFileKey(key) ? path.join(filesDir, key) : null),
    async removeFile(key) {
      if (isFileKey(key)) await rm(path.join(filesDir, key), { force: true });
    },
    async *keys() {
      for await (const { key } of objects()) yield key;
    },
    objects,
    read: (key) => open(fileOf(key)),
    async close() {},
  };
}
