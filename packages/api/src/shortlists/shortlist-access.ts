import { DISCOVERY_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import type { Database, Kysely, Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';

// Another brand's list answers exactly as a list that does not exist: ids tell nothing.
const listNotFound = () => new AppError(404, ERROR_CODES.notFound, m.shortlistNotFound);
export const creatorNotFound = () => new AppError(404, ERROR_CODES.notFound, m.creatorNotFound);

/** The list, locked for the change, when it is the brand's own. */
export async function ownList(trx: Transaction<Database>, brandId: string, id: string) {
  if (!isUuid(id)) throw listNotFound();
  const list = await trx
    .selectFrom('shortlists')
    .selectAll()
    .where('id', '=', id)
    .where('brand_id', '=', brandId)
    .forUpdate()
    .executeTakeFirst();
  if (!list) throw listNotFound();
  return list;
}

/** A creator a brand may save: one who is in search (verified and has not left it). */
export async function assertFindableCreator(db: Kysely<Database>, creatorId: string): Promise<void> {
  if (!isUuid(creatorId)) throw creatorNotFound();
  const row = await db
    .selectFrom('creator_search')
    .select('creator_id')
    .where('creator_id', '=', creatorId)
    .where('visible', '=', true)
    .executeTakeFirst();
  if (!row) throw creatorNotFound();
}
