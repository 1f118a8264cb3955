import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseResource } from '@portal/domain';
import { tinyPdf } from '../src/modules/resources/index.js';
import { databases, makeUser, startServer, type Fixture, type TestServer } from './helpers.js';
import { compilerDesign } from './support/teaching.js';
import { startS3StandIn, type S3StandIn } from './support/s3-stand-in.js';
import { expectServedPhoto, uploadPhoto, uploadResources } from './support/uploads.js';

/**
 * Uploaded files in an S3-compatible bucket (docs/architecture.md, "Uploaded files"): the portal on
 * a real S3 API server on the loopback, each database its own bucket; the bucket is listed through
 * the S3 API to see what the portal left there.
 */
let s3: S3StandIn;
beforeAll(async () => {
  s3 = await startS3StandIn(databases.map((kind) => `portal-${kind}`));
});
afterAll(() => s3?.close());

const PDF = tinyPdf(['Module 1 notes']);
/** A Windows program's first bytes: "MZ", whatever the name says. */
const EXE = Buffer.concat([Buffer.from('4d5a900003000000', 'hex'), Buffer.alloc(200)]);

describe.each(databases)('uploaded files in a bucket on %s', (kind) => {
  const bucket = `portal-${kind}`;
  let server: TestServer;
  let student: Fixture;
  let faculty: Fixture;
  let png: Buffer;
  const keys = async () => (await s3.list(bucket)).map((object) => object.key);
  const photo = (token: string, content = png) =>
    uploadPhoto(server.url, token, { content, name: 'me.png', type: 'image/png' });
  const resources = (files: { name: string; content: Buffer }[], topic = 'Module 1') =>
    uploadResources(
      server.url,
      faculty.token,
      { type: 'notes', department: 'CSE', semester: '6', subject: 'CS601', topic, description: 'Notes' },
      files,
    );
  const mine = async () =>
    (await server.api<{ data: CourseResource[] }>('GET', 'shared/resources?mine=true', { token: faculty.token })).body
      .data;

  beforeAll(async () => {
    // A 1 MB upload limit keeps the "too large" cases quick.
    server = await startServer(kind, { env: { ...s3.env(bucket), UPLOAD_MAX_MB: '1' } });
    student = await makeUser(server, 'student');
    faculty = await makeUser(server, 'faculty', { department: 'CSE' });
    const admin = await makeUser(server, 'admin');
    const subject = await server.api('POST', 'admin/subject', { token: admin.token, body: compilerDesign(faculty.id) });
    expect(subject.status).toBe(201);
    png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1565c0' } })
      .png()
      .toBuffer();
  });
  afterAll(() => server?.close());

  it('keeps a photo in the bucket and serves it at its unguessable public URL, with the same headers', async () => {
    const answer = await photo(student.token);
    expect(answer.status).toBe(200);
    const url = answer.body.data!.photo;
    expect(url).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}\.webp$/);
    const [stored] = await s3.list(bucket);
    expect(stored!.key).toBe(`photos/${path.basename(url)}`);

    const served = await expectServedPhoto(server.url, url);
    expect(served.etag).toBe(stored!.etag);
    expect(served.content.length).toBe(stored!.size);
    expect(await sharp(served.content).metadata()).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect((await fetch(`${server.url}/uploads/photos/${'0'.repeat(32)}.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/photos/not-a-photo`)).status).toBe(404);
  });

  it('replaces a photo: the old object leaves the bucket and its URL answers 404', async () => {
    const before = await keys();
    const answer = await photo(student.token);
    expect(answer.status).toBe(200);
    expect(await keys()).toEqual([`photos/${path.basename(answer.body.data!.photo)}`]);
    expect(before).not.toEqual(await keys());
    expect((await fetch(`${server.url}/uploads/${before[0]}`)).status).toBe(404);
  });

  it('keeps no object of a refused photo (a text file named .png, a file over UPLOAD_MAX_MB)', async () => {
    const before = await s3.list(bucket);
    expect(
      (
        await uploadPhoto(server.url, student.token, {
          content: Buffer.from('<p>hi</p>'),
          name: 'a.png',
          type: 'image/png',
        })
      ).status,
    ).toBe(415);
    const big = Buffer.alloc(1024 * 1024 + 10, 1);
    big.set(png.subarray(0, 16));
    expect((await photo(student.token, big)).status).toBe(413);
    expect(await s3.list(bucket)).toEqual(before);
  });

  it('keeps course resources in the bucket, downloaded through links that expire', async () => {
    const before = await keys();
    const answer = await resources([
      { name: 'notes.pdf', content: PDF },
      { name: 'diagram.png', content: png },
    ]);
    expect(answer.status).toBe(201);
    const added = (await s3.list(bucket)).filter((object) => !before.includes(object.key));
    expect(added.map((object) => object.key)).toEqual([
      expect.stringMatching(/^files\/[0-9a-f]{32}\.(pdf|png)$/),
      expect.stringMatching(/^files\/[0-9a-f]{32}\.(pdf|png)$/),
    ]);
    expect(added.map((object) => object.size).sort()).toEqual([PDF.length, png.length].sort());

    const files = (await mine())[0]!.resources;
    const pdf = await fetch(`${server.url}${files.find((file) => file.name === 'notes.pdf')!.url}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('filename="notes.pdf"');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    const image = await fetch(`${server.url}${files.find((file) => file.name === 'diagram.png')!.url}`);
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const changed = new URL(files[0]!.url, server.url);
    changed.searchParams.set('sig', 'x'.repeat(43));
    expect((await fetch(changed)).status).toBe(403);
  });

  it('keeps no object of a refused resource upload (a file of the wrong kind, a file too big)', async () => {
    const before = await s3.list(bucket);
    const wrongKind = await resources([
      { name: 'notes.pdf', content: PDF },
      { name: 'setup.pdf', content: EXE },
    ]);
    expect(wrongKind.status).toBe(415);
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    expect((await resources([{ name: 'big.pdf', content: big }])).status).toBe(413);
    expect(await s3.list(bucket)).toEqual(before);
  });

  it("deletes a resource's objects from the bucket with it", async () => {
    const before = await keys();
    expect((await resources([{ name: 'old.pdf', content: PDF }], 'To delete')).status).toBe(201);
    const made = (await mine()).find((resource) => resource.topic === 'To delete')!;
    expect((await keys()).length).toBe(before.length + 1);
    const gone = await server.api('DELETE', `shared/resources/${made._id}`, { token: faculty.token });
    expect(gone.status).toBe(200);
    expect(await keys()).toEqual(before);
    expect((await fetch(`${server.url}${made.resources[0]!.url}`)).status).toBe(404);
  });

  it("lists the bucket's keys through the storage, and wrote nothing under DATA_DIR", async () => {
    const listed: string[] = [];
    for await (const key of server.app.ctx.storage.keys()) listed.push(key);
    expect(listed.sort()).toEqual(await keys());
    expect(listed.some((key) => key.startsWith('photos/'))).toBe(true);
    expect(listed.some((key) => key.startsWith('files/'))).toBe(true);
    expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(path.join(server.dataDir, 'private'))).toBe(false);
  });
});
