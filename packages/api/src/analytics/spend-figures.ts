import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { accountCode } from '../ledger/accounts';
import { asNumber, scopedDeals, weekOf, type AnalyticsScope, type PairKey } from './analytics-scope';

/**
 * What a brand spent is what the ledger moved out of its balance for good: the holds of its deals posted
 * to the creator's clearing account and to the platform's fees (an approval, or a dispute's split). Money
 * still held, given back, or refunded to the card is not spent (docs/analytics.md).
 */
const spentTransfers = (scope: AnalyticsScope) => sql`
  from ledger_transfers t
  join ledger_accounts debit on debit.id = t.debit_account_id
  join ledger_accounts credit on credit.id = t.credit_account_id
  join deals d on d.id = t.deal_id
  where debit.code = ${accountCode({ kind: 'brand_balance', userId: scope.brandId, currency: 'USD' })}
    and t.kind = 'post'
    and credit.kind in ('creator_clearing', 'platform_fees')
    and t.created_at >= ${scope.range.start} and t.created_at < ${scope.range.end}
    and ${scopedDeals(scope)}`;

export async function spendByPair(deps: ServiceDeps, scope: AnalyticsScope) {
  const { rows } = await sql<PairKey & { spent: string }>`
    select d.campaign_id, d.creator_id, sum(t.amount) as spent ${spentTransfers(scope)}
    group by d.campaign_id, d.creator_id`.execute(deps.db);
  return rows.map((row) => ({ campaign_id: row.campaign_id, creator_id: row.creator_id, spent_minor: asNumber(row.spent) }));
}

export async function spendByWeek(deps: ServiceDeps, scope: AnalyticsScope): Promise<Map<string, number>> {
  const { rows } = await sql<{ week: string; spent: string }>`
    select ${weekOf(sql`t.created_at`)} as week, sum(t.amount) as spent ${spentTransfers(scope)}
    group by 1`.execute(deps.db);
  return new Map(rows.map((row) => [row.week, asNumber(row.spent)]));
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
