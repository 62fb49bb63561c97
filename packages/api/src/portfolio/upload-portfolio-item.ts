import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  PHOTO_INPUT_TYPES,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_VIDEO_TYPES,
  portfolioItemFieldsSchema,
  type PortfolioAnswer,
} from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { sniffStream } from '../files/content-type';
import { AppError, badRequest } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { parseInput } from '../lib/zod-errors';
import { checkPicture, makeWidths } from '../photos/image-sizes';
import { discardMedia, writeMedia, type StoredMedia } from '../photos/media-store';
import { readPicture, tooLarge, type UploadPart } from '../photos/read-upload';
import { addPortfolioItem } from './add-portfolio-item';

const refused = (message: string) => new AppError(415, ERROR_CODES.unsupportedMediaType, message);

/** What a multipart upload of an item brought, part by part: a picture's bytes, or a video stored already. */
export interface ReceivedPortfolioFiles {
  picture?: Buffer;
  video?: StoredMedia;
  poster?: Buffer;
}

/**
 * The `file` part of an upload: a picture read whole (10 MB at most), or a video streamed to storage
 * (100 MB at most), told apart by their bytes; anything else is 415.
 */
export async function receivePortfolioFile(deps: ServiceDeps, part: UploadPart, into: ReceivedPortfolioFiles): Promise<void> {
  const { mime, body } = await sniffStream(part.stream);
  if (mime && (PHOTO_INPUT_TYPES as readonly string[]).includes(mime)) {
    into.picture = await readPicture(
      { stream: body, truncated: part.truncated },
      PORTFOLIO_LIMITS.imageMaxBytes,
      PORTFOLIO_MESSAGES.imageTooLarge,
    );
    return;
  }
  if (!mime || !(PORTFOLIO_VIDEO_TYPES as readonly string[]).includes(mime)) {
    part.stream.resume();
    throw refused(PORTFOLIO_MESSAGES.notImageOrVideo);
  }
  const video: StoredMedia = { id: randomUUID(), kind: 'video', files: {} };
  const key = `${video.id}/${randomUUID()}`;
  let size: number;
  try {
    size = await deps.files.put(key, body);
  } catch (error) {
    await deps.files.remove(key);
    if (part.truncated() || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(PORTFOLIO_MESSAGES.videoTooLarge);
    throw error;
  }
  video.files.video = { key, content_type: mime, size_bytes: size };
  into.video = video;
  if (part.truncated()) {
    await discardMedia(deps, [video]);
    delete into.video;
    throw tooLarge(PORTFOLIO_MESSAGES.videoTooLarge);
  }
}

/** The `poster` part: a video's poster frame, a picture read whole. */
export async function receivePortfolioPoster(part: UploadPart, into: ReceivedPortfolioFiles): Promise<void> {
  into.poster = await readPicture(part, PORTFOLIO_LIMITS.imageMaxBytes, PORTFOLIO_MESSAGES.imageTooLarge);
}

/**
 * Adds an uploaded picture, or a video with its poster frame, once every part is in: the fields
 * checked, each picture checked by its bytes and made into its widths with no metadata, then the item
 * added. Whatever was stored is removed when anything refuses.
 */
export async function addUploadedPortfolioItem(
  deps: ServiceDeps,
  creator: User,
  fieldsInput: unknown,
  files: ReceivedPortfolioFiles,
): Promise<PortfolioAnswer> {
  const stored: StoredMedia[] = files.video ? [files.video] : [];
  try {
    const fields = parseInput(portfolioItemFieldsSchema, fieldsInput);
    if (files.video) {
      if (!files.poster) throw badRequest(PORTFOLIO_MESSAGES.posterMissing, { poster: PORTFOLIO_MESSAGES.posterMissing });
      await checkPicture(files.poster, PORTFOLIO_MESSAGES.posterNotImage);
      const poster = await writeMedia(deps, 'image', await makeWidths(files.poster, PORTFOLIO_LIMITS.imageWidths));
      stored.push(poster);
      return await addPortfolioItem(deps, creator, fields, { kind: 'video', video: files.video, poster });
    }
    if (!files.picture) throw badRequest(PORTFOLIO_MESSAGES.fileMissing, { file: PORTFOLIO_MESSAGES.fileMissing });
    await checkPicture(files.picture, PORTFOLIO_MESSAGES.notImageOrVideo);
    const image = await writeMedia(deps, 'image', await makeWidths(files.picture, PORTFOLIO_LIMITS.imageWidths));
    stored.push(image);
    return await addPortfolioItem(deps, creator, fields, { kind: 'image', image });
  } catch (error) {
    await discardMedia(deps, stored);
    throw error;
  }
}
