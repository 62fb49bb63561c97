import type { Readable } from 'node:stream';
import { ERROR_CODES, PHOTO_MESSAGES } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';

const VARIANT = /^(\d{2,4}\.(webp|jpg)|video)$/;

/**
 * One size of a stored picture, or a portfolio video, by its address. Photos and portfolios are shown on
 * public pages, so anyone may read them; the address holds the upload's random id. Unknown: 404.
 */
export async function openMedia(
  deps: ServiceDeps,
  mediaId: string,
  variant: string,
): Promise<{ contentType: string; size: number; stream: Readable }> {
  const notFound = () => new AppError(404, ERROR_CODES.notFound, PHOTO_MESSAGES.notFound);
  if (!isUuid(mediaId) || !VARIANT.test(variant)) throw notFound();
  const row = await deps.db.selectFrom('media').select('files').where('id', '=', mediaId).executeTakeFirst();
  const file = row?.files[variant];
  if (!file) throw notFound();
  return { contentType: file.content_type, size: file.size_bytes, stream: await deps.files.open(file.key) };
}
