import { createHash } from 'node:crypto';
import type { Pack } from 'tar-stream';

/** A writable that may refuse more until it drains (tar-stream's entries, Node's streams). */
interface Sink {
  write(chunk: Buffer): boolean;
  once(event: string, listener: (...args: unknown[]) => void): unknown;
  off?(event: string, listener: (...args: unknown[]) => void): unknown;
}

/** Waits until `sink` takes more, or fails when it closes or errs first. */
export function drained(sink: Sink): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: unknown) => {
      sink.off?.('drain', onDrain);
      sink.off?.('error', onError);
      sink.off?.('close', onClose);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve();
    };
    const onDrain = () => done();
    const onError = (error: unknown) => done(error ?? new Error('The stream failed'));
    const onClose = () => done(new Error('The stream closed'));
    sink.once('drain', onDrain);
    sink.once('error', onError);
    sink.once('close', onClose);
  });
}

/**
 * Adds one entry to a tar being packed and answers the SHA-256 of its content. `size` must be the
 * content's length: a tar names it before the content.
 */
export async function addEntry(
  pack: Pack,
  header: { name: string; size: number; mode?: number; mtime?: Date },
  content: Buffer | AsyncIterable<Buffer>,
): Promise<string> {
  const hash = createHash('sha256');
  let finished!: Promise<void>;
  const entry = await new Promise<ReturnType<Pack['entry']>>((resolve) => {
    finished = new Promise<void>((done, fail) => {
      resolve(
        pack.entry({ mode: 0o644, mtime: new Date(), ...header, type: 'file' }, (error) =>
          error ? fail(error) : done(),
        ),
      );
    });
  });
  // A pack destroyed meanwhile (its reader went away) ends the wait for room.
  let onClose!: () => void;
  const closed = new Promise<never>((_, reject) => {
    onClose = () => reject(new Error('The archive was closed'));
    pack.once('close', onClose);
  });
  closed.catch(() => {});
  try {
    const chunks = Buffer.isBuffer(content) ? [content] : content;
    for await (const chunk of chunks) {
      hash.update(chunk);
      if (!entry.write(chunk)) await Promise.race([drained(entry as unknown as Sink), closed]);
    }
    (entry as unknown as { end: () => void }).end();
    await Promise.race([finished, closed]);
  } finally {
    pack.off('close', onClose);
  }
  return hash.digest('hex');
}

/** An entry's whole content, for the small ones (JSON, lists); refuses more than `limit` bytes. */
export async function entryContent(entry: AsyncIterable<unknown>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of entry as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > limit) throw new Error(`An entry is larger than ${limit} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** How many rows a COPY text holds: one a line, as COPY escapes the line breaks inside values. */
export function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
  return lines;
}
