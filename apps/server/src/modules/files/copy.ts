import type { BucketStorage } from './bucket-storage.js';
import type { DiskStorage, ObjectEntry } from './disk-storage.js';

/** Where a copy stands after one more object. */
export interface CopyProgress {
  /** Objects handled so far, of `total`. */
  done: number;
  total: number;
  /** Bytes handled so far (copied or already there), of `totalBytes`. */
  bytes: number;
  totalBytes: number;
  object: ObjectEntry;
  /** false: the bucket already had it with the same size. */
  copied: boolean;
}

export interface CopyResult {
  total: number;
  copied: number;
  copiedBytes: number;
  skipped: number;
}

/** Objects sent at once: a bucket over a network answers each PUT in tens of milliseconds. */
const AT_ONCE = 4;

/**
 * Copies every object of the folder storage into the bucket under the same key (docs/architecture.md,
 * "Uploaded files"). An object the bucket already holds with the same size is skipped, so a second
 * run copies nothing and an interrupted one carries on where it stopped: a PUT is whole or absent,
 * and uploaded files never change once written (their names are new each time).
 */
export async function copyIntoBucket(
  from: DiskStorage,
  to: BucketStorage,
  onProgress: (progress: CopyProgress) => void = () => {},
): Promise<CopyResult> {
  const present = new Map<string, number>();
  for await (const { key, size } of to.objects()) present.set(key, size);
  const objects: ObjectEntry[] = [];
  for await (const object of from.objects()) objects.push(object);
  objects.sort((a, b) => a.key.localeCompare(b.key));

  const totalBytes = objects.reduce((sum, object) => sum + object.size, 0);
  const result: CopyResult = { total: objects.length, copied: 0, copiedBytes: 0, skipped: 0 };
  let next = 0;
  let bytes = 0;
  const copyNext = async (): Promise<void> => {
    for (let object = objects[next++]; object; object = objects[next++]) {
      const copied = present.get(object.key) !== object.size;
      if (copied) {
        const body = await from.read(object.key);
        // Gone since it was listed (a photo replaced meanwhile): nothing left to copy.
        if (body) await to.put(object.key, body, object.size);
        result.copied += 1;
        result.copiedBytes += object.size;
      } else result.skipped += 1;
      bytes += object.size;
      onProgress({ done: result.copied + result.skipped, total: objects.length, bytes, totalBytes, object, copied });
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, copyNext));
  return result;
}
