import { expect } from 'vitest';

/** What an upload answered. */
export interface UploadAnswer {
  status: number;
  body: { success: boolean; msg: string; data?: { photo: string }; errors?: { path: string }[] };
}

async function postForm(url: string, token: string | undefined, form: FormData): Promise<UploadAnswer> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: answer.status, body: (await answer.json()) as UploadAnswer['body'] };
}

/** Posts a profile photo as the web app does: multipart, the file under imgCollection. */
export function uploadPhoto(
  base: string,
  token: string | undefined,
  photo: { content: Buffer; name: string; type: string },
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('folder', 'profile');
  form.append('imgCollection', new Blob([new Uint8Array(photo.content)], { type: photo.type }), photo.name);
  return postForm(`${base}/api/files`, token, form);
}

/** Posts course resources as the web app does: multipart, the fields and then the files under resources. */
export function uploadResources(
  base: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: { name: string; content: Buffer }[],
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('resources', new Blob([new Uint8Array(file.content)]), file.name);
  return postForm(`${base}/api/shared/resources`, token, form);
}

/**
 * Fetches a public photo and checks it is served as photos always were: WebP, cached for a year
 * as immutable, an entity tag and a time, 304 to a cache that revalidates its copy, and the photo
 * again to a reload (no-cache). Answers the tag and the content.
 */
export async function expectServedPhoto(base: string, photo: string): Promise<{ etag: string; content: Buffer }> {
  const served = await fetch(`${base}${photo}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const etag = served.headers.get('etag')!;
  expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
  expect(Date.parse(served.headers.get('last-modified')!)).not.toBeNaN();
  const content = Buffer.from(await served.arrayBuffer());
  expect(Number(served.headers.get('content-length'))).toBe(content.length);

  // fetch() marks a conditional request no-cache unless told otherwise; a browser's revalidation does not.
  const revalidated = await fetch(`${base}${photo}`, {
    headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
  });
  expect(revalidated.status).toBe(304);
  expect(revalidated.headers.get('etag')).toBe(etag);
  expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const since = await fetch(`${base}${photo}`, {
    headers: { 'if-modified-since': served.headers.get('last-modified')!, 'cache-control': 'max-age=0' },
  });
  expect(since.status).toBe(304);
  const reload = await fetch(`${base}${photo}`, { headers: { 'if-none-match': etag, 'cache-control': 'no-cache' } });
  expect(reload.status).toBe(200);
  expect(Buffer.from(await reload.arrayBuffer()).equals(content)).toBe(true);
  const head = await fetch(`${base}${photo}`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('etag')).toBe(etag);
  return { etag, content };
}
