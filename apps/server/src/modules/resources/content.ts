import { fileTypeFromBuffer } from 'file-type';

/**
 * What a course resource may be, judged by its content (docs/rules.md, "Files"): PDF, images,
 * office documents (the zip-based docx/xlsx/pptx and the older doc/xls/ppt) and zip archives.
 */
const ALLOWED: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/zip': 'zip',
  // The compound file of Word 97-2003, Excel 97-2003 and PowerPoint 97-2003.
  'application/x-cfb': 'cfb',
};

/** The type and extension the content shows, or null when it is not one we take. */
export async function judgeContent(content: Buffer): Promise<{ mime: string; extension: string } | null> {
  const detected = await fileTypeFromBuffer(content);
  if (!detected) return null;
  const extension = ALLOWED[detected.mime];
  if (!extension) return null;
  // A compound file has no more precise type; it is served as a download of its kind.
  return { mime: detected.mime === 'application/x-cfb' ? 'application/octet-stream' : detected.mime, extension };
}
