import type { Readable } from 'node:stream';
import { DELIVERABLE_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import type { DealFileRow, User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { dealNotFound, readerOf } from '../transitions/deal-access';

const fileNotFound = () => new AppError(404, ERROR_CODES.notFound, DELIVERABLE_MESSAGES.fileNotFound);

/** A deal's file for one of its parties or an admin; anyone else, and a file of another deal, 404. */
export async function openDealFile(
  deps: ServiceDeps,
  user: User,
  dealId: string,
  fileId: string,
): Promise<{ file: DealFileRow; stream: Readable }> {
  if (!isUuid(dealId)) throw dealNotFound();
  const deal = await deps.db
    .selectFrom('deals')
    .select(['id', 'brand_id', 'creator_id'])
    .where('id', '=', dealId)
    .executeTakeFirst();
  if (!deal) throw dealNotFound();
  readerOf(deps, deal, user);
  if (!isUuid(fileId)) throw fileNotFound();
  const file = await deps.db
    .selectFrom('deal_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('deal_id', '=', deal.id)
    // A draft replaced by another gave up its file.
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (!file) throw fileNotFound();
  return { file, stream: await deps.files.open(file.storage_key) };
}

/** Shown in the page (images and videos, which the browser plays itself) or saved (everything else). */
export const isInline = (mime: string) => mime.startsWith('image/') || mime.startsWith('video/');
