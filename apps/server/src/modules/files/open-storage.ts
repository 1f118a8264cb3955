import type { BucketSettings, Config } from '../../config.js';
import type { Storage } from '../../lib/storage.js';
import { createBucketStorage, type BucketStorage } from './bucket-storage.js';
import { createLocalStorage } from './disk-storage.js';

/** The bucket cannot be used: its message is the one line that says which variable to fix. */
export class StorageStartError extends Error {
  constructor(problem: string) {
    super(problem);
    this.name = 'StorageStartError';
  }
}

/**
 * The storage the configuration names: the bucket of S3_BUCKET, else the folder DATA_DIR. The AWS
 * SDK loads only for a bucket, so a server on disk never pays for it.
 */
export async function createStorage(config: Config): Promise<Storage> {
  return config.bucket ? createBucketStorage(config.bucket) : createLocalStorage(config.dataDir);
}

/**
 * A bucket that has answered a listing, or a StorageStartError whose line names the variable to
 * fix (docs/rules.md, "Uploaded files").
 */
export async function openBucket(settings: BucketSettings): Promise<BucketStorage> {
  const storage = await createBucketStorage(settings);
  const problem = await storage.check();
  if (!problem) return storage;
  await storage.close();
  throw new StorageStartError(problem);
}

/** The storage for a starting server: a bucket must answer first, or the start stops. */
export async function openStorage(config: Config): Promise<Storage> {
  return config.bucket ? openBucket(config.bucket) : createLocalStorage(config.dataDir);
}
