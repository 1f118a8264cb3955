import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The keys s3rver knows, as S3's own examples name them. */
export const S3_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

export interface ListedObject {
  key: string;
  size: number;
  etag: string;
  lastModified: number;
}

export interface S3StandIn {
  endpoint: string;
  /** The variables that point the portal at one of its buckets. */
  env: (bucket: string) => Record<string, string>;
  /** Every object of a bucket, by key, through the S3 API. */
  list: (bucket: string) => Promise<ListedObject[]>;
  /** Writes an object straight into a bucket. */
  put: (bucket: string, key: string, content: Buffer) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * A real S3 API server on the loopback (s3rver, which keeps the objects in a temporary folder)
 * with the given buckets made, on the given port or any free one. It checks the access key (an unknown one is refused) but not the
 * signature.
 */
export async function startS3StandIn(buckets: string[], port = 0): Promise<S3StandIn> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const address = await server.run();
  // As the portal does (src/modules/files/bucket-storage.ts): the pinned SDK supports Node 20.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID, secretAccessKey: S3_KEYS.S3_SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    env: (bucket) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true', ...S3_KEYS }),
    list: async (bucket) => {
      const listed: ListedObject[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        for (const object of page.Contents ?? [])
          listed.push({
            key: object.Key!,
            size: object.Size!,
            etag: object.ETag!,
            lastModified: object.LastModified!.getTime(),
          });
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return listed.sort((a, b) => a.key.localeCompare(b.key));
    },
    put: async (bucket, key, content) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: content }));
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
