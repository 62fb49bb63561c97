import { CONVERSATION_MESSAGES as m, ERROR_CODES } from '@sponsorly/shared';
import type { Database, Kysely, Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';

// Anyone else's conversation answers exactly as one that does not exist: ids tell nothing.
export const conversationNotFound = () => new AppError(404, ERROR_CODES.notFound, m.conversationNotFound);

export interface OwnConversation {
  id: string;
  brand_id: string;
  creator_id: string;
  brand_emailed_at: Date | null;
  creator_emailed_at: Date | null;
  /** The caller's side, and the other one. */
  side: 'brand' | 'creator';
  counterpartId: string;
}

/** The conversation, when the user is one of its pair; locked for the change when asked (inside a transaction). */
export async function findOwnConversation(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<OwnConversation> {
  if (!isUuid(id)) throw conversationNotFound();
  let query = db
    .selectFrom('conversations')
    .select(['id', 'brand_id', 'creator_id', 'brand_emailed_at', 'creator_emailed_at'])
    .where('id', '=', id)
    .where((eb) => eb.or([eb('brand_id', '=', userId), eb('creator_id', '=', userId)]));
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw conversationNotFound();
  const side = row.brand_id === userId ? 'brand' : 'creator';
  return { ...row, side, counterpartId: side === 'brand' ? row.creator_id : row.brand_id };
}

/** Where a conversation opens in the web app; notifications and emails link here. */
export const conversationLink = (id: string) => `/messages/${id}`;
