import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { asNumber, type AnalyticsScope } from './analytics-scope';

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
