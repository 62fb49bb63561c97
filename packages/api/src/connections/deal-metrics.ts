import { dealIdSchema, dealMetricsSchema, type ConnectedPlatform, type DealMetrics, type PostMetrics } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { isUuid } from '../lib/uuid';
import { authedProcedure } from '../trpc';
import { dealNotFound, sideOf } from '../deals/transitions/deal-access';
import { tags } from '../deals/view/deal-answer';
import { livePostAddress } from './post-address';

const asCount = (value: string | number | bigint | null) => (value === null ? null : Number(value));
/** The price per unit, rounded to whole minor units; null when there is nothing to divide by. */
const per = (price: number, units: number, scale = 1) => (units > 0 ? Math.round((price * scale) / units) : null);

/** The live posts' figures of a deal, for its two parties only: anyone else is answered as if it did not exist. */
export async function loadDealMetrics(deps: ServiceDeps, user: User, dealId: string): Promise<DealMetrics> {
  if (!isUuid(dealId)) throw dealNotFound();
  const deal = await deps.db
    .selectFrom('deals')
    .innerJoin('deal_versions as v', (join) =>
      join.onRef('v.deal_id', '=', 'deals.id').onRef('v.version', '=', 'deals.current_version'),
    )
    .select(['deals.brand_id', 'deals.creator_id', 'v.price_cents', 'v.currency'])
    .where('deals.id', '=', dealId)
    .executeTakeFirst();
  if (!deal || !sideOf(deal, user.id)) throw dealNotFound();
  const price = Number(deal.price_cents);
  const [posts, reads] = await Promise.all([
    deps.db
      .selectFrom('deal_deliverables')
      .select(['id', 'post_check', 'live_url'])
      .where('deal_id', '=', dealId)
      .where('post_check', 'is not', null)
      .orderBy('position')
      .execute(),
    deps.db.selectFrom('deal_post_metrics').selectAll().where('deal_id', '=', dealId).orderBy('read_at').execute(),
  ]);
  return {
    currency: deal.currency,
    price_minor: price,
    posts: posts.flatMap((post): PostMetrics[] => {
      const series = reads.filter((r) => r.deliverable_id === post.id);
      const last = series.at(-1);
      if (!last) {
        if (post.post_check === 'verified') return [];
        const platform = (post.live_url && livePostAddress(post.live_url)?.platform) || 'youtube';
        return [pending(post.id, platform, post.post_check as PostMetrics['status'])];
      }
      const latest = readOf(last);
      const engagements = (latest.likes ?? 0) + (latest.comments ?? 0) + (latest.shares ?? 0);
      return [
        {
          deliverable_id: post.id,
          platform: last.platform as ConnectedPlatform,
          post_id: last.post_id,
          status: post.post_check as PostMetrics['status'],
          latest,
          series: series.map(readOf),
          cpm_minor: per(price, latest.views ?? 0, 1000),
          cost_per_engagement_minor: per(price, engagements),
        },
      ];
    }),
  };
}

function readOf(r: {
  read_at: Date;
  views: string | number | bigint | null;
  likes: string | number | bigint | null;
  comments: string | number | bigint | null;
  shares: string | number | bigint | null;
}) {
  return {
    read_at: r.read_at.toISOString(),
    views: asCount(r.views),
    likes: asCount(r.likes),
    comments: asCount(r.comments),
    shares: asCount(r.shares),
  };
}

/** A post its platform has not confirmed: its status, without figures; the platform is the one its address names. */
function pending(deliverableId: string, platform: ConnectedPlatform, status: PostMetrics['status']): PostMetrics {
  return {
    deliverable_id: deliverableId,
    platform,
    post_id: '',
    status,
    latest: null,
    series: [],
    cpm_minor: null,
    cost_per_engagement_minor: null,
  };
}

/** GET /deals/:id/metrics: each live post's latest figures, their series, and the cost per view and engagement. */
export const getDealMetricsProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/deals/{id}/metrics',
      summary: "The live posts' figures, as their platforms report them",
      tags,
    },
    refusals: ['not_found'],
  })
  .input(dealIdSchema)
  .output(dealMetricsSchema)
  .query(({ ctx, input }) => loadDealMetrics(ctx.deps, ctx.session.user, input.id));
