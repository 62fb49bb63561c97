import type { Readable } from 'node:stream';
import { ERROR_CODES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';

/** A file part of a multipart upload: its stream, cut by the parser at the route's size limit. */
export interface UploadPart {
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  truncated: () => boolean;
}

export const tooLarge = (message: string) => new AppError(413, ERROR_CODES.payloadTooLarge, message);

/**
 * Reads a picture whole (at most `maxBytes`, 10 MB: sharp needs the whole file); 413 with
 * `tooLargeMessage` past it, or when the parser cut it at the route's limit.
 */
export async function readPicture(part: UploadPart, maxBytes: number, tooLargeMessage: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.stream) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        part.stream.resume();
        throw tooLarge(tooLargeMessage);
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(tooLargeMessage);
    throw error;
  }
  if (part.truncated()) throw tooLarge(tooLargeMessage);
  return Buffer.concat(chunks);
}
