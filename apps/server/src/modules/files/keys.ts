import { randomBytes } from 'node:crypto';

/**
 * How stored objects are named, the same on disk and in a bucket (docs/architecture.md,
 * "Uploaded files"): a photo is `photos/<name>`, served at /uploads/photos/<name>; a private file
 * is `files/<key>`, its key kept in the database.
 */
export const PHOTOS_URL_PREFIX = '/uploads/photos/';
export const PHOTOS_PREFIX = 'photos/';
export const FILES_PREFIX = 'files/';
/** Every kind of object the storage keeps: a new kind of upload adds its prefix here. */
export const KEY_PREFIXES = [PHOTOS_PREFIX, FILES_PREFIX] as const;

const PHOTO_NAME = /^[0-9a-f]{32}\.[a-z]+$/;
const FILE_KEY = /^[0-9a-f]{32}\.[a-z0-9]+$/;

export const isPhotoName = (name: string): boolean => PHOTO_NAME.test(name);
export const isFileKey = (key: string): boolean => FILE_KEY.test(key);

/** 128 random bits: the name itself is the secret, so photos can be public yet unguessable. */
export const newObjectName = (extension: string): string => `${randomBytes(16).toString('hex')}.${extension}`;

/** The photo's name in a URL path this storage made, or null. */
export function photoNameOf(urlPath: string): string | null {
  const name = urlPath.startsWith(PHOTOS_URL_PREFIX) ? urlPath.slice(PHOTOS_URL_PREFIX.length) : '';
  return isPhotoName(name) ? name : null;
}

/** Whether a full key (`photos/<name>`, `files/<key>`) is one this storage makes. */
export function isObjectKey(key: string): boolean {
  if (key.startsWith(PHOTOS_PREFIX)) return isPhotoName(key.slice(PHOTOS_PREFIX.length));
  if (key.startsWith(FILES_PREFIX)) return isFileKey(key.slice(FILES_PREFIX.length));
  return false;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The media type a stored object's extension names. */
export const typeOfName = (name: string): string =>
  TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
