import type { Readable } from 'node:stream';

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
