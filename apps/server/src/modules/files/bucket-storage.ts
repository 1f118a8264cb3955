import type { Readable } from 'node:stream';
import type { BucketSettings } from '../../config.js';
import type { PhotoCondition, Storage } from '../../lib/storage.js';
import type { ObjectEntry } from './disk-storage.js';
import {
  FILES_PREFIX,
  KEY_PREFIXES,
  PHOTOS_PREFIX,
  PHOTOS_URL_PREFIX,
  isFileKey,
  isObjectKey,
  isPhotoName,
  newObjectName,
  photoNameOf,
  typeOfName,
} from './keys.js';

/** The bucket storage, with what `npm run storage:copy` writes through. */
export interface BucketStorage extends Storage {
  /** Every stored object with its size. */
  objects(): AsyncIterable<ObjectEntry>;
  /** Writes an object under its key (`photos/<name>`, `files/<key>`), replacing any. */
  put(key: string, body: Buffer | Readable, size: number): Promise<void>;
  /** Lists the bucket once: answers a problem line naming the variable to fix, or null when it answers. */
  check(): Promise<string | null>;
}

/** How long the start waits for the bucket's first answer (docs/choices.md, "The bucket at start"). */
export const BUCKET_CHECK_MS = 10_000;
/** Listed by the start's check; no key the storage makes starts with it (keys.ts). */
const CHECK_PREFIX = 'portal-start-check/';

interface ServiceError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as ServiceError).$metadata?.httpStatusCode;

/**
 * The line that tells an operator what is wrong with the bucket, naming the variable to change.
 * S3 says what it refuses in its error's code; a HEAD request would have no body to say it in,
 * which is why the check lists the bucket.
 */
function problemOf(error: ServiceError, settings: BucketSettings, timedOut: boolean): string {
  const where = settings.endpoint ?? `AWS S3 (${settings.region})`;
  const bucket = `"${settings.bucket}"`;
  if (timedOut) return `S3_ENDPOINT: ${where} did not answer within ${BUCKET_CHECK_MS / 1000} s`;
  const status = error.$metadata?.httpStatusCode;
  switch (error.name) {
    case 'NoSuchBucket':
      return `S3_BUCKET: there is no bucket ${bucket} at ${where}`;
    case 'InvalidAccessKeyId':
      return `S3_ACCESS_KEY_ID: ${where} does not know this access key`;
    case 'SignatureDoesNotMatch':
      return `S3_SECRET_ACCESS_KEY: ${where} refused the secret key (the signature does not match)`;
    case 'AccessDenied':
      return `S3_ACCESS_KEY_ID: these keys may not list the bucket ${bucket} at ${where} (access denied)`;
    case 'PermanentRedirect':
    case 'AuthorizationHeaderMalformed':
      return `S3_REGION: the bucket ${bucket} is not in ${settings.region}`;
    case 'CredentialsProviderError':
      return 'S3_ACCESS_KEY_ID: no keys are set and the AWS SDK found none (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  }
  if (status === 404) return `S3_BUCKET: there is no bucket ${bucket} at ${where}`;
  if (status === 403) return `S3_ACCESS_KEY_ID: ${where} refused these keys for the bucket ${bucket}`;
  if (status === 301) return `S3_REGION: the bucket ${bucket} is not in ${settings.region}`;
  if (status) return `S3_BUCKET: ${where} answered ${status} (${error.name ?? 'an error'}) for the bucket ${bucket}`;
  return `S3_ENDPOINT: could not reach ${where} (${error.code ?? error.message ?? error.name})`;
}

/**
 * Uploaded files in an S3-compatible bucket (AWS SDK v3), under the same keys as on disk
 * (docs/architecture.md, "Uploaded files"). Nothing is written under DATA_DIR. The SDK loads here,
 * so a server on disk never loads it (it stays outside the server's bundle).
 */
export async function createBucketStorage(settings: BucketSettings): Promise<BucketStorage> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    paginateListObjectsV2,
  } = await import('@aws-sdk/client-s3');
  // The SDK warns on every start under Node 20 that later releases will need Node 22; the release
  // pinned here supports Node 20 (docs/choices.md, "The AWS SDK's release").
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    maxAttempts: 3,
    // A connection that does not open in 5 s, or a socket quiet for 30 s, is given up (and retried).
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer
    // x-amz-checksum-* headers and aws-chunked bodies (docs/choices.md, "Checksums").
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const put = async (key: string, body: Buffer | Readable, size: number) => {
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: size, ContentType: typeOfName(key) }),
    );
  };
  const save = async (prefix: string, content: Buffer, extension: string) => {
    const name = newObjectName(extension);
    await put(`${prefix}${name}`, content, content.length);
    return name;
  };
  const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  /** The object, or null when the bucket has none under that key. */
  const get = async (key: string, condition?: PhotoCondition) => {
    try {
      return await client.send(
        new GetObjectCommand({
          Bucket,
          Key: key,
          IfNoneMatch: condition && 'ifNoneMatch' in condition ? condition.ifNoneMatch : undefined,
          IfModifiedSince: condition && 'ifModifiedSince' in condition ? condition.ifModifiedSince : undefined,
        }),
      );
    } catch (error) {
      if ((error as ServiceError).name === 'NoSuchKey' || statusOf(error) === 404) return null;
      throw error;
    }
  };
  async function* objects(): AsyncIterable<ObjectEntry> {
    for (const Prefix of KEY_PREFIXES) {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && isObjectKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
        }
      }
    }
  }

  return {
    async savePhoto(content, extension) {
      return `${PHOTOS_URL_PREFIX}${await save(PHOTOS_PREFIX, content, extension)}`;
    },
    async removePhoto(urlPath) {
      const name = photoNameOf(urlPath);
      if (name) await remove(`${PHOTOS_PREFIX}${name}`);
    },
    async openPhoto(name, condition) {
      if (!isPhotoName(name)) return null;
      try {
        const object = await get(`${PHOTOS_PREFIX}${name}`, condition);
        if (!object) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          etag: object.ETag ?? '',
          lastModified: object.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (statusOf(error) !== 304) throw error;
        // S3 matched one of the tags the client sent; a single one is the photo's own.
        const single = condition && 'ifNoneMatch' in condition && !condition.ifNoneMatch.includes(',');
        return { notModified: true, etag: single ? condition.ifNoneMatch : undefined };
      }
    },
    saveFile: (content, extension) => save(FILES_PREFIX, content, extension),
    async openFile(key) {
      return isFileKey(key) ? (((await get(`${FILES_PREFIX}${key}`))?.Body as Readable | undefined) ?? null) : null;
    },
    async removeFile(key) {
      if (isFileKey(key)) await remove(`${FILES_PREFIX}${key}`);
    },
    async *keys() {
      for await (const { key } of objects()) yield key;
    },
    objects,
    put,
    async check() {
      const signal = AbortSignal.timeout(BUCKET_CHECK_MS);
      try {
        // A prefix no object has: the answer is empty whatever the bucket holds, yet it needs the
        // bucket, valid keys and the right to list, as keys() and the copy do.
        await client.send(new ListObjectsV2Command({ Bucket, Prefix: CHECK_PREFIX, MaxKeys: 1 }), {
          abortSignal: signal,
        });
        return null;
      } catch (error) {
        return problemOf(error as ServiceError, settings, signal.aborted);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
