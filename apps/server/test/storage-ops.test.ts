import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageStartError, createLocalStorage, openStorage } from '../src/modules/files/index.js';
import { tinyPdf } from '../src/modules/resources/index.js';
import { testConfig } from './helpers.js';
import { freePort } from './support/free-port.js';
import { portalStartThatStops, startPortalProcess } from './support/portal-process.js';
import { startS3StandIn, type S3StandIn } from './support/s3-stand-in.js';

/**
 * The bucket at start and `npm run storage:copy` (docs/rules.md, "Uploaded files"), each through
 * the real entry point as a process of its own, against a real S3 API server on the loopback.
 */
let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn(['portal-start', 'portal-copy']);
});
afterAll(() => s3?.close());

/**
 * A process's start (and the demo college's load) takes long on a busy machine: these tests wait
 * up to four minutes, though a quiet machine needs seconds.
 */
const PROCESS_TIMEOUT = 240_000;

describe('the start with a bucket', () => {
  it(
    'serves from the bucket, the demo college included, and writes no file under DATA_DIR',
    async () => {
      const portal = await startPortalProcess(
        { ...s3.env('portal-start'), DEMO_DATA: 'on' },
        { timeout: PROCESS_TIMEOUT - 30_000 },
      );
      try {
        const keys = (await s3.list('portal-start')).map((object) => object.key);
        // The demo's course notes, each a PDF.
        expect(keys.length).toBeGreaterThan(0);
        expect(keys.every((key) => /^files\/[0-9a-f]{32}\.pdf$/.test(key))).toBe(true);
        expect(existsSync(path.join(portal.dataDir, 'uploads'))).toBe(false);
        expect(existsSync(path.join(portal.dataDir, 'private'))).toBe(false);
      } finally {
        await portal.stop();
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'stops with one clear line when the bucket does not exist',
    async () => {
      const stopped = await portalStartThatStops({ ...s3.env('portal-start'), S3_BUCKET: 'no-such-bucket' });
      expect(stopped.code).toBe(1);
      expect(stopped.stdout).toBe('');
      expect(stopped.stderr.trim()).toBe(
        `The server could not start: S3_BUCKET: there is no bucket "no-such-bucket" at ${s3.endpoint}`,
      );
    },
    PROCESS_TIMEOUT,
  );

  describe.concurrent('its check names the variable to fix', () => {
    const problemOf = (env: Record<string, string>) =>
      openStorage(testConfig({ ...s3.env('portal-start'), ...env })).then(
        () => 'it opened',
        (error: Error) => (error instanceof StorageStartError ? error.message : `${error.name}: ${error.message}`),
      );

    it('when the bucket does not know the access key', async () => {
      expect(await problemOf({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' })).toBe(
        `S3_ACCESS_KEY_ID: ${s3.endpoint} does not know this access key`,
      );
    });

    it('when nothing listens at the endpoint', async () => {
      const endpoint = `http://127.0.0.1:${await freePort()}`;
      expect(await problemOf({ S3_ENDPOINT: endpoint })).toMatch(
        new RegExp(`^S3_ENDPOINT: could not reach ${endpoint} \\(.*ECONNREFUSED.*\\)$`),
      );
    });

    describe('when the endpoint takes connections and never answers', () => {
      let silent: Server;
      const held: Socket[] = [];
      beforeAll(async () => {
        silent = createServer((socket) => void held.push(socket));
        await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      });
      afterAll(async () => {
        for (const socket of held) socket.destroy();
        await new Promise((resolve) => silent?.close(resolve));
      });

      it('giving up well within the 30 s a start may take', async () => {
        const endpoint = `http://127.0.0.1:${(silent.address() as { port: number }).port}`;
        const started = performance.now();
        expect(await problemOf({ S3_ENDPOINT: endpoint })).toBe(`S3_ENDPOINT: ${endpoint} did not answer within 10 s`);
        expect(held.length).toBeGreaterThan(0);
        expect(performance.now() - started).toBeLessThan(20_000);
      });
    });
  });
});

describe('npm run storage:copy', () => {
  const serverRoot = fileURLToPath(new URL('..', import.meta.url));
  const bucket = 'portal-copy';
  let dataDir: string;
  let onDisk: { key: string; size: number }[];
  /** The one object already in the bucket, whole. */
  let present: string;

  /** The command as an operator runs it; a failure (an exit code other than 0) fails the test. */
  const copy = () =>
    promisify(execFile)('npm', ['run', '--silent', 'storage:copy'], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, ...s3.env(bucket) },
    });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'portal-copy-'));
    const disk = createLocalStorage(dataDir);
    const photos = [];
    for (const size of [300, 700, 1500]) photos.push(await disk.savePhoto(Buffer.alloc(size, size % 251), 'webp'));
    await disk.saveFile(tinyPdf(['Module 1']), 'pdf');
    const second = await disk.saveFile(tinyPdf(['Module 2', 'Module 3']), 'pdf');
    // Not an object the storage made: left where it is.
    writeFileSync(path.join(dataDir, 'uploads', 'photos', 'notes.txt'), 'mine');
    onDisk = [];
    for await (const object of disk.objects()) onDisk.push(object);
    onDisk.sort((a, b) => a.key.localeCompare(b.key));
    // An interrupted copy left one photo whole and one file short: the first is kept, the second sent again.
    present = `photos/${path.basename(photos[1]!)}`;
    await s3.put(bucket, present, Buffer.alloc(700, 700 % 251));
    await s3.put(bucket, `files/${second}`, Buffer.from('%PDF-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'copies what the bucket lacks with progress, then nothing on a second run',
    { timeout: PROCESS_TIMEOUT },
    async () => {
      expect(onDisk).toHaveLength(5);
      const first = await copy();
      expect(first.stderr).toBe('');
      const lines = first.stdout.trim().split('\n');
      expect(lines[0]).toBe(`Copying the uploaded files of ${dataDir} into the bucket ${bucket}`);
      expect(lines.slice(1, -1)).toHaveLength(5);
      const progress = lines
        .slice(1, -1)
        .map((line) => line.match(/^(\d) of 5 {2}(copied|present) +(\S+) \(.* of [\d.]+ KB\)$/));
      expect(progress.map((match) => match?.[1])).toEqual(['1', '2', '3', '4', '5']);
      expect(progress.map((match) => match?.[3]).sort()).toEqual(onDisk.map(({ key }) => key));
      expect(progress.filter((match) => match?.[2] === 'present').map((match) => match?.[3])).toEqual([present]);
      expect(lines.at(-1)).toMatch(/^Done: 5 files, 4 copied \([\d.]+ KB\), 1 already in the bucket\.$/);
      const listed = await s3.list(bucket);
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual(onDisk);

      const second = await copy();
      expect(second.stdout.trim().split('\n').at(-1)).toBe(
        'Done: 5 files, 0 copied (0 bytes), 5 already in the bucket.',
      );
      expect(await s3.list(bucket)).toEqual(listed);
    },
  );
});
