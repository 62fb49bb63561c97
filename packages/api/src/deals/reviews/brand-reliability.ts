import { z } from 'zod';
import { ERROR_CODES, REVIEW_MESSAGES, brandReliabilityViewSchema, type BrandReliabilityView } from '@sponsorly/shared';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { authedProcedure } from '../../trpc';
import { loadReviewsAbout } from './reviews-about';

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

/** GET /brands/:id/reliability: a brand's record, for creators weighing its offers. */
export const brandReliabilityProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/brands/{id}/reliability',
      summary: 'A brand’s record: approval speed, funding within 24 hours, approvals by silence, cancellations, reviews',
      tags: ['Reviews'],
    },
    refusals: ['not_found'],
  })
  .input(z.object({ id: z.string() }))
  .output(brandReliabilityViewSchema)
  .query(async ({ ctx, input }) => {
    const record = await loadBrandReliability(ctx.deps.db, input.id, ctx.deps.now());
    if (!record) throw new AppError(404, ERROR_CODES.notFound, REVIEW_MESSAGES.brandNotFound);
    return record;
  });
