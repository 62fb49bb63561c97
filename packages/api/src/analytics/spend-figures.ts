import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { accountCode } from '../ledger/accounts';
import { asNumber, scopedDeals, weekOf, type AnalyticsScope, type PairKey } from './analytics-scope';

/**
 * What a brand spent is what the ledger moved out of its balance for good: the holds of its deals posted
 * to the creator and to the platform's fees (`release_price`, `release_fee`: an approval, or a dispute's
 * split). Money still held, given back, or refunded to the card is not spent (docs/analytics.md). Read
 * once, summed both by campaign and creator and by week.
 */
export async function spendFigures(deps: ServiceDeps, scope: AnalyticsScope) {
  const balance = await deps.db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', accountCode({ kind: 'brand_balance', userId: scope.brandId, currency: 'USD' }))
    .executeTakeFirst();
  const byPair: (PairKey & { spent_minor: number })[] = [];
  const byWeek = new Map<string, number>();
  if (!balance) return { byPair, byWeek };
  const { rows } = await sql<PairKey & { week: string | null; spent: string }>`
    select d.campaign_id, d.creator_id, ${weekOf(sql`t.created_at`)} as week, sum(t.amount) as spent
    from ledger_transfers t
    join deals d on d.id = t.deal_id
    where t.debit_account_id = ${balance.id}
      and t.code in ('release_price', 'release_fee')
      and t.created_at >= ${scope.range.start} and t.created_at < ${scope.range.end}
      and ${scopedDeals(scope)}
    group by grouping sets ((d.campaign_id, d.creator_id), (${weekOf(sql`t.created_at`)}))`.execute(deps.db);
  for (const row of rows) {
    if (row.week !== null) byWeek.set(row.week, asNumber(row.spent));
    else byPair.push({ campaign_id: row.campaign_id, creator_id: row.creator_id, spent_minor: asNumber(row.spent) });
  }
  return { byPair, byWeek };
}

/**
 * The budget the spend is read against: the campaigns of the scope that were open at some point of the
 * range, each with its maximum budget, else its minimum. null when none of them has a budget.
 */
export async function budgetOf(deps: ServiceDeps, scope: AnalyticsScope): Promise<number | null> {
  const { rows } = await sql<{ budget: string | null }>`
    select sum(coalesce(c.budget_max_cents, c.budget_min_cents)) as budget
    from campaigns c
    where c.brand_id = ${scope.brandId}
      ${scope.campaignId === null ? sql`` : sql`and c.id = ${scope.campaignId}`}
      and c.published_at is not null and c.published_at < ${scope.range.end}
      and (c.closed_at is null or c.closed_at >= ${scope.range.start})`.execute(deps.db);
  return rows[0]?.budget == null ? null : asNumber(rows[0].budget);
}
