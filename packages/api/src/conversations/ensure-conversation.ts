import type { Database, Transaction } from '@sponsorly/db';

/**
 * The one conversation of a brand and a creator, made on first contact (an application, an invitation,
 * an offer or a first message). Concurrent first contacts meet on the pair's unique constraint and get
 * the same conversation.
 */
export async function ensureConversation(trx: Transaction<Database>, brandId: string, creatorId: string): Promise<string> {
  await trx
    .insertInto('conversations')
    .values({ brand_id: brandId, creator_id: creatorId })
    .onConflict((oc) => oc.columns(['brand_id', 'creator_id']).doNothing())
    .execute();
  const row = await trx
    .selectFrom('conversations')
    .select('id')
    .where('brand_id', '=', brandId)
    .where('creator_id', '=', creatorId)
    .executeTakeFirstOrThrow();
  return row.id;
}
