import type { Readable } from 'node:stream';

/**
 * The folders of DATA_DIR that hold uploaded files when they are kept on disk: public photos, and
 * private files (course resources) outside them. A backup carries both (docs/architecture.md,
 * "Backup and restore").
 */
export const LOCAL_UPLOAD_FOLDERS = { public: 'uploads', private: 'private' } as const;

/** A stored photo, ready to be sent. */
export interface StoredPhoto {
  body: Readable;
  size: number;
  /** Its entity tag as the ETag header carries it, quotes included (W/"..." or "..."). */
  etag: string;
  lastModified: Date;
}

/**
 * What a client's copy of a photo is known by (If-None-Match, else If-Modified-Since): the
 * storage answers `notModified` when that copy is still the photo (docs/choices.md, "Photos from
 * a bucket").
 */
export type PhotoCondition = { ifNoneMatch: string } | { ifModifiedSince: Date };

/** The photo has not changed since the client's copy; `etag` when the storage knows it. */
export interface PhotoNotModified {
  notModified: true;
  etag?: string;
}

/**
 * Where uploaded files live: a folder under DATA_DIR, or an S3-compatible bucket (docs/architecture.md,
 * "Uploaded files"). The rest of the server only knows this interface. Every object has a key,
 * `photos/<name>` or `files/<key>`, the same in both.
 */
export interface Storage {
  /** Stores a public photo and answers its URL path, e.g. /uploads/photos/<name>.webp. */
  savePhoto(content: Buffer, extension: string): Promise<string>;
  /** Removes a photo this storage made (ignores anything else). */
  removePhoto(urlPath: string): Promise<void>;
  /**
   * A public photo by the name its URL ends with, or null when there is none; `notModified`
   * instead of the photo when the condition says the client's copy is current.
   */
  openPhoto(name: string, condition?: PhotoCondition): Promise<StoredPhoto | PhotoNotModified | null>;
  /** Keeps a private file (a course resource), never served as it is; answers its key. */
  saveFile(content: Buffer, extension: string): Promise<string>;
  /** A private file's content, or null when there is none under that key. */
  openFile(key: string): Promise<Readable | null>;
  /** Removes a private file (ignores keys this storage did not make). */
  removeFile(key: string): Promise<void>;
  /** The key of every stored object (`photos/<name>`, `files/<key>`), in no set order. */
  keys(): AsyncIterable<string>;
  /** Lets go of what the storage holds open (a bucket's connections). */
  close(): Promise<void>;
}
