/**
 * npm run storage:copy: copies the uploaded files kept under DATA_DIR into the bucket of S3_BUCKET
 * (docs/architecture.md, "Uploaded files"), with a line of progress per file. Run it again at will:
 * what the bucket already holds is skipped.
 */
import { ConfigError, parseConfig } from '../src/config.js';
import { StorageStartError, copyIntoBucket, createLocalStorage, openBucket } from '../src/modules/files/index.js';

const formatBytes = (bytes: number): string => {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let unit = 0;
  for (; bytes >= 1024 && unit < units.length - 1; unit += 1) bytes /= 1024;
  return unit === 0 ? `${bytes} bytes` : `${bytes.toFixed(1)} ${units[unit]}`;
};

function stop(line: string): never {
  console.error(line);
  process.exit(1);
}

let config;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) stop(error.message);
  throw error;
}
if (!config.bucket) stop('S3_BUCKET: set it to the bucket the files of DATA_DIR are copied into');

const bucket = await openBucket(config.bucket).catch((error: unknown) =>
  error instanceof StorageStartError ? stop(error.message) : Promise.reject(error),
);
console.log(`Copying the uploaded files of ${config.dataDir} into the bucket ${config.bucket.bucket}`);
const result = await copyIntoBucket(createLocalStorage(config.dataDir), bucket, (progress) => {
  const width = String(progress.total).length;
  console.log(
    `${String(progress.done).padStart(width)} of ${progress.total}  ${progress.copied ? 'copied ' : 'present'}  ` +
      `${progress.object.key} (${formatBytes(progress.object.size)}; ${formatBytes(progress.bytes)} of ${formatBytes(progress.totalBytes)})`,
  );
});
await bucket.close();
console.log(
  `Done: ${result.total} files, ${result.copied} copied (${formatBytes(result.copiedBytes)}), ` +
    `${result.skipped} already in the bucket.`,
);
