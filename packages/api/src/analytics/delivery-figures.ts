import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { asNumber, scopedDeals, type AnalyticsScope, type PairKey } from './analytics-scope';

/**
 * Deals that reached `completed` in the range (an approval by the brand or by the review window's end,
 * or an admin's decision on a dispute), and for the approvals the hours from the deal's first delivery
 * to its approval: how long the brand's review took, change requests included.
 */
export async function completionsByPair(deps: ServiceDeps, scope: AnalyticsScope) {
  const { rows } = await sql<PairKey & { completed: string; approvals: string; approval_hours: string | null }>`
    select d.campaign_id, d.creator_id, count(*) as completed,
           count(*) filter (where e.action in ('approve', 'auto_approve')) as approvals,
           sum(extract(epoch from e.created_at - delivered.at) / 3600)
             filter (where e.action in ('approve', 'auto_approve')) as approval_hours
    from deal_events e
    join deals d on d.id = e.deal_id
    left join lateral (
      select min(x.created_at) as at from deal_events x where x.deal_id = e.deal_id and x.action = 'deliver'
    ) delivered on true
    where ${scopedDeals(scope)} and e.to_status = 'completed' and e.from_status <> 'completed'
      and e.created_at >= ${scope.range.start} and e.created_at < ${scope.range.end}
    group by d.campaign_id, d.creator_id`.execute(deps.db);
  return rows.map((row) => ({
    campaign_id: row.campaign_id,
    creator_id: row.creator_id,
    deals_completed: asNumber(row.completed),
    approvals: asNumber(row.approvals),
    approval_hours: asNumber(row.approval_hours),
  }));
}

/**
 * On-time delivery: each deliverable whose first draft was sent in the range, and whether it came by the
 * end of the due day the deal agreed (UTC). A later due date (after a change request or a resumed
 * dispute) is for revisions, so the first draft is held to the agreed one.
 */
export async function onTimeByPair(deps: ServiceDeps, scope: AnalyticsScope) {
  const { rows } = await sql<PairKey & { due: string; on_time: string }>`
    select d.campaign_id, d.creator_id, count(*) as due,
           count(*) filter (where f.first_at < (agreed.due_date::date + 1)::timestamp at time zone 'UTC') as on_time
    from (
      select s.deal_id, s.deliverable_id, min(s.created_at) as first_at
      from deal_submissions s
      where s.round = 1 and s.created_at >= ${scope.range.start} and s.created_at < ${scope.range.end}
        and not exists (
          select 1 from deal_submissions earlier
          where earlier.deal_id = s.deal_id and earlier.deliverable_id = s.deliverable_id
            and earlier.round = 1 and earlier.created_at < ${scope.range.start}
        )
      group by s.deal_id, s.deliverable_id
    ) f
    join deals d on d.id = f.deal_id
    join deal_versions v on v.deal_id = d.id and v.version = d.current_version
    cross join lateral (
      select item ->> 'due_date' as due_date from jsonb_array_elements(v.deliverables) item where item ->> 'id' = f.deliverable_id
    ) agreed
    where ${scopedDeals(scope)}
    group by d.campaign_id, d.creator_id`.execute(deps.db);
  return rows.map((row) => ({
    campaign_id: row.campaign_id,
    creator_id: row.creator_id,
    deliverables_due: asNumber(row.due),
    on_time: asNumber(row.on_time),
  }));
}
