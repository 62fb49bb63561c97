import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** Enough of a file's first bytes for every signature the check knows (file-type reads up to 4100). */
const HEAD_BYTES = 4100;

/** Drafts are images, videos or PDFs, told from the bytes, never from the name or the browser's word. */
export const isAllowedUpload = (mime: string) =>
  mime.startsWith('image/') || mime.startsWith('video/') || mime === 'application/pdf';

/**
 * Reads a stream's first bytes to tell what the file is, and gives back a stream of the whole file
 * (those bytes, then the rest, unread until written), so the check never holds the file in memory.
 */
export async function sniffStream(stream: Readable): Promise<{ mime: string | null; ext: string | null; body: Readable }> {
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const type = await fileTypeFromBuffer(head);
  async function* whole() {
    yield head;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { mime: type?.mime ?? null, ext: type?.ext ?? null, body: Readable.from(whole()) };
}
