import type { BrandReliabilityView } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { isUuid } from '../../lib/uuid';
import { brandNameSql } from '../transitions/deal-parties';
import { loadReviewsAbout } from './reviews';

/** Null for an empty count, else a whole percent. */
const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 100) / whole));

/**
 * A brand's reliability record, from its deals' events: delivery to approval (the last delivery before
 * each approval), acceptance to funding, approvals by silence, cancellations, and its visible reviews.
 * Anyone signed in may read it: creators weigh an offer by it.
 */
export async function loadBrandReliability(
  db: Kysely<Database>,
  brandId: string,
  now: Date,
): Promise<BrandReliabilityView | null> {
  if (!isUuid(brandId)) return null;
  const brand = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', brandId)
    .where('user_type', '=', 'brand')
    .executeTakeFirst();
  if (!brand) return null;
  const { rows } = await sql<{
    completed: string;
    canceled: string;
    funded: string;
    funded_fast: string;
    approvals: string;
    silent: string;
    median_hours: string | null;
  }>`
    with mine as (select id, status from deals where brand_id = ${brandId}),
    approvals as (
      select e.deal_id, e.action, e.created_at,
        (select max(d.created_at) from deal_events d where d.deal_id = e.deal_id and d.action = 'deliver' and d.created_at <= e.created_at) as delivered_at
      from deal_events e
      where e.deal_id in (select id from mine) and e.action in ('approve', 'auto_approve')
    ),
    fundings as (
      select f.deal_id, f.created_at - a.created_at as wait
      from deal_events f join deal_events a on a.deal_id = f.deal_id and a.action = 'accept'
      where f.deal_id in (select id from mine) and f.action = 'fund'
    )
    select
      (select count(*) from mine where status = 'completed')::text as completed,
      (select count(*) from mine where status = 'canceled')::text as canceled,
      (select count(*) from fundings)::text as funded,
      (select count(*) from fundings where wait <= interval '24 hours')::text as funded_fast,
      (select count(*) from approvals)::text as approvals,
      (select count(*) from approvals where action = 'auto_approve')::text as silent,
      (select (percentile_cont(0.5) within group (order by extract(epoch from created_at - delivered_at) / 3600))::text
         from approvals where delivered_at is not null) as median_hours`.execute(db);
  const r = rows[0]!;
  const reviews = await loadReviewsAbout(db, brandId, now);
  return {
    brand_id: brandId,
    completed_deals: Number(r.completed),
    median_approval_hours: r.median_hours === null ? null : Math.round(Number(r.median_hours) * 10) / 10,
    funded_within_24h_percent: percent(Number(r.funded_fast), Number(r.funded)),
    auto_approved_percent: percent(Number(r.silent), Number(r.approvals)),
    canceled_deals: Number(r.canceled),
    reviews: { count: reviews.count, average: reviews.average },
  };
}

/** A brand as creators see it (never its budget): name, logo, industry, size, description, website. */
export async function loadPublicBrand(db: Kysely<Database>, brandId: string) {
  if (!isUuid(brandId)) return null;
  const row = await db
    .selectFrom('users as b')
    .leftJoin('brand_profiles as bp', 'bp.user_id', 'b.id')
    .select(['b.id', brandNameSql.as('name'), 'bp.logo', 'bp.industry', 'bp.company_size', 'bp.description', 'bp.website'])
    .where('b.id', '=', brandId)
    .where('b.user_type', '=', 'brand')
    .where('b.email_verified_at', 'is not', null)
    .executeTakeFirst();
  return row
    ? {
        ...row,
        logo: row.logo ?? null,
        industry: row.industry ?? null,
        company_size: row.company_size ?? null,
        description: row.description ?? null,
        website: row.website ?? null,
      }
    : null;
}
