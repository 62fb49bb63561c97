import type { AdminDisputeView, DisputeOutcome } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { invalidListCursor } from '../../lib/keyset-page';
import { isUuid } from '../../lib/uuid';
import { brandNameSql, creatorNameSql } from '../transitions/deal-parties';

/**
 * The list's order as one ascending key: the open disputes first (rank 0, oldest first: the time as it
 * is), then the decided (rank 1, newest first: the time negated), each tie broken by id. A cursor is the
 * last row's key, so a page starts after it whatever the two orders.
 */
const rankSql = sql<number>`case when x.status = 'open' then 0 else 1 end`;
const orderKeySql = sql<string>`(case when x.status = 'open' then 1 else -1 end * extract(epoch from x.created_at))::text`;

interface DisputeCursor {
  rank: number;
  key: string;
  id: string;
}

const encodeDisputeCursor = (c: DisputeCursor) => Buffer.from(JSON.stringify([c.rank, c.key, c.id])).toString('base64url');

function decodeDisputeCursor(cursor: string | undefined): DisputeCursor | undefined {
  if (!cursor) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidListCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidListCursor();
  const [rank, key, id] = parsed as unknown[];
  if ((rank !== 0 && rank !== 1) || typeof key !== 'string' || !/^-?\d{1,12}(\.\d{1,6})?$/.test(key)) throw invalidListCursor();
  if (typeof id !== 'string' || !isUuid(id)) throw invalidListCursor();
  return { rank, key, id };
}

/** A dispute as the admin page lists it (its shape: `adminDisputeListSchema` in shared). */
export type AdminDisputeRow = AdminDisputeView;

/** /admin/disputes: the open ones first (oldest first, as they wait longest), then the decided, newest first; a keyset page at a time. */
export async function listAdminDisputes(
  db: Kysely<Database>,
  input: { cursor?: string | undefined; limit: number },
): Promise<{ items: AdminDisputeRow[]; next_cursor: string | null }> {
  const cursor = decodeDisputeCursor(input.cursor);
  const found = await db
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
      rankSql.as('rank'),
      orderKeySql.as('order_key'),
    ])
    .$if(cursor !== undefined, (qb) =>
      qb.where(
        sql<boolean>`(${rankSql}, (case when x.status = 'open' then 1 else -1 end * extract(epoch from x.created_at)), x.id)
          > (${cursor!.rank}, cast(${cursor!.key} as numeric), cast(${cursor!.id} as uuid))`,
      ),
    )
    .orderBy(rankSql)
    .orderBy(sql`case when x.status = 'open' then 1 else -1 end * extract(epoch from x.created_at)`)
    .orderBy('x.id')
    .limit(input.limit + 1)
    .execute();
  const rows = found.slice(0, input.limit);
  const last = rows[rows.length - 1];
  const next_cursor =
    found.length > input.limit && last
      ? encodeDisputeCursor({ rank: Number(last.rank), key: last.order_key, id: last.id })
      : null;
  const items = rows.map((r) => ({
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
  return { items, next_cursor };
}
