/**
 * The bucket of the storage benchmark (bench/storage.ts) in a process of its own: s3rver, a real
 * S3 API server keeping its objects in a temporary folder, on PORT of the loopback, with the
 * bucket `portal-bench`. It stops on SIGTERM and removes its folder.
 */
import { startS3StandIn } from '../test/support/s3-stand-in.js';

const standIn = await startS3StandIn(['portal-bench'], Number(process.env.PORT));
console.log(`S3 API at ${standIn.endpoint}`);
process.once('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
