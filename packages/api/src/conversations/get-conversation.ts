import {
  conversationAnswerSchema,
  conversationIdSchema,
  type ConversationDeal,
  type ConversationDetail,
  type DealStatus,
} from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { isBlockedBetween } from '../blocks/block-between';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { conversationNotFound, findOwnConversation } from './conversation-access';
import { tags } from './conversation-procedures';
import { iso, loadSummaries, toSummary } from './conversation-views';

/** The pair's deals, newest change first, with the current version's price and what the deal is for. */
async function loadPairDeals(db: Kysely<Database>, brandId: string, creatorId: string): Promise<ConversationDeal[]> {
  const rows = await db
    .selectFrom('deals as d')
    .leftJoin('deal_versions as v', (join) => join.onRef('v.deal_id', '=', 'd.id').onRef('v.version', '=', 'd.current_version'))
    .leftJoin('campaigns as camp', 'camp.id', 'd.campaign_id')
    .leftJoin('creator_packages as pkg', 'pkg.id', 'd.package_id')
    .select([
      'd.id',
      'd.status',
      'd.currency',
      'd.updated_at',
      'v.price_cents',
      sql<string | null>`coalesce(camp.title, pkg.title)`.as('title'),
    ])
    .where('d.brand_id', '=', brandId)
    .where('d.creator_id', '=', creatorId)
    .orderBy('d.updated_at', 'desc')
    .orderBy('d.id', 'desc')
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status as DealStatus,
    title: row.title,
    price_cents: row.price_cents === null ? null : Number(row.price_cents),
    currency: row.currency,
    updated_at: iso(row.updated_at),
  }));
}

/** One conversation of the user, with the pair's deals. */
export async function getConversation(deps: ServiceDeps, userId: string, id: string): Promise<ConversationDetail> {
  const own = await findOwnConversation(deps.db, userId, id);
  const [row] = await loadSummaries(deps.db, userId, { limit: 1, one: own.id });
  if (!row) throw conversationNotFound();
  return {
    ...toSummary(row),
    deals: await loadPairDeals(deps.db, own.brand_id, own.creator_id),
    blocked: await isBlockedBetween(deps.db, own.brand_id, own.creator_id),
  };
}

/** GET /conversations/{id}: one conversation, with the pair's deals. */
export const getConversationProcedure = authedProcedure
  .meta({
    openapi: { method: 'GET', path: '/conversations/{id}', summary: 'One conversation, with the pair’s deals', tags },
    refusals: ['not_found'],
  })
  .input(conversationIdSchema)
  .output(conversationAnswerSchema)
  .query(async ({ ctx, input }) => ({ conversation: await getConversation(ctx.deps, ctx.session.user.id, input.id) }));
