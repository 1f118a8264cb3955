import { createHmac, timingSafeEqual } from 'node:crypto';
import { RESOURCE_LINK_MINUTES } from '@portal/domain';

/**
 * Signed, expiring download links (docs/rules.md, "Course resources"): the path names the file and
 * the moment the link stops working, and an HMAC of both under a key derived from the server's
 * secret. The link works without the bearer header, so a browser opens it in a new tab; changing
 * any part of it, or using it late, is refused.
 */
export const DOWNLOAD_PATH = '/api/shared/resources/file';

const keyFor = (secret: string) => createHmac('sha256', secret).update('course-resource-links').digest();
const signatureOf = (secret: string, fileId: string, expires: number) =>
  createHmac('sha256', keyFor(secret)).update(`${fileId}.${expires}`).digest('base64url');

export function signedDownloadUrl(secret: string, fileId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + RESOURCE_LINK_MINUTES * 60;
  return `${DOWNLOAD_PATH}/${fileId}?expires=${expires}&sig=${signatureOf(secret, fileId, expires)}`;
}

export function linkIsValid(secret: string, fileId: string, expires: number, signature: string, now: Date): boolean {
  if (!Number.isSafeInteger(expires) || expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, fileId, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
