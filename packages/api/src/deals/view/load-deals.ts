import type { DealView } from '@sponsorly/shared';
import { sql, type User } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { isUuid } from '../../lib/uuid';
import { dealNotFound, readerOf } from '../transitions/deal-access';
import { loadDealParties } from '../transitions/deal-parties';
import { loadWork } from './load-work';
import { loadEndings } from './load-endings';
import { loadDealReviews } from './load-reviews';
import { dealView } from './deal-views';

/** One deal with its versions and steps, for a party or an admin; anyone else gets 404. */
export async function loadDeal(deps: ServiceDeps, user: User, id: string): Promise<DealView> {
  if (!isUuid(id)) throw dealNotFound();
  const deal = await deps.db.selectFrom('deals').selectAll().where('id', '=', id).executeTakeFirst();
  if (!deal) throw dealNotFound();
  const reader = readerOf(deps, deal, user);
  const [versions, events, parties, conversation] = await Promise.all([
    deps.db.selectFrom('deal_versions').selectAll().where('deal_id', '=', id).orderBy('version').execute(),
    deps.db
      .selectFrom('deal_events')
      .select(['id', 'actor_role', 'action', 'from_status', 'to_status', 'details', 'created_at'])
      .where('deal_id', '=', id)
      .orderBy('id')
      .execute(),
    loadDealParties(deps.db, deal.brand_id, deal.creator_id),
    // The pair's conversation, shown on the deal's page; an admin reads the deal, not the pair's messages.
    reader === 'admin'
      ? undefined
      : deps.db
          .selectFrom('conversations')
          .select('id')
          .where('brand_id', '=', deal.brand_id)
          .where('creator_id', '=', deal.creator_id)
          .executeTakeFirst(),
  ]);
  const current = versions.find((v) => v.version === deal.current_version);
  const [work, endings, reviews, processing] = await Promise.all([
    loadWork(deps.db, deal, current),
    loadEndings(deps.db, deal, current, reader, deps.now()),
    loadDealReviews(deps.db, deal, parties, reader, deps.now()),
    deal.status === 'awaiting_funding'
      ? deps.db
          .selectFrom('payment_operations')
          .select('id')
          .where('deal_id', '=', deal.id)
          .where('kind', '=', 'charge')
          .where('status', '=', 'pending')
          .where(sql<boolean>`details ? 'checkout_session_id'`)
          .executeTakeFirst()
      : undefined,
  ]);
  return {
    ...dealView(deal, versions, events, parties, reader, deps.now(), conversation?.id ?? null, work),
    ...endings,
    reviews,
    payment_processing: processing !== undefined,
  };
}
