import type { AdminDisputeView, DisputeOutcome } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { brandNameSql, creatorNameSql } from '../transitions/deal-parties';

/** A dispute as the admin page lists it (its shape: `adminDisputeListSchema` in shared). */
export type AdminDisputeRow = AdminDisputeView;

/** /admin/disputes: the open ones first (oldest first, as they wait longest), then the decided, newest first; 200 at most. */
export async function listAdminDisputes(db: Kysely<Database>): Promise<AdminDisputeRow[]> {
  const rows = await db
    .selectFrom('deal_disputes as x')
    .innerJoin('deals as d', 'd.id', 'x.deal_id')
    .innerJoin('deal_versions as v', (join) => join.onRef('v.deal_id', '=', 'd.id').onRef('v.version', '=', 'd.current_version'))
    .innerJoin('users as b', 'b.id', 'd.brand_id')
    .innerJoin('users as c', 'c.id', 'd.creator_id')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'd.brand_id')
    .select([
      'x.id',
      'x.deal_id',
      'x.status',
      'x.opened_side',
      'x.reason',
      'x.answer',
      'x.outcome',
      'x.created_at',
      'v.price_cents',
      brandNameSql.as('brand_name'),
      creatorNameSql.as('creator_name'),
    ])
    .orderBy((eb) => eb.case().when('x.status', '=', 'open').then(0).else(1).end())
    .orderBy((eb) => eb.case().when('x.status', '=', 'open').then(eb.ref('x.created_at')).end(), 'asc')
    .orderBy('x.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    deal_id: r.deal_id,
    status: r.status as 'open' | 'resolved',
    opened_side: r.opened_side as 'brand' | 'creator',
    reason: r.reason,
    answered: r.answer !== null,
    brand_name: r.brand_name,
    creator_name: r.creator_name,
    price_cents: Number(r.price_cents),
    outcome: r.outcome as DisputeOutcome | null,
    created_at: r.created_at.toISOString(),
  }));
}
