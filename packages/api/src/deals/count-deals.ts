import { dealCountsSchema, type DealCountsView } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { authedProcedure } from '../trpc';
import { tags } from './view/deal-answer';

/** How many of the reader's deals stand in each state (the dashboards' counts); states with none are left out. */
export async function countDeals(deps: ServiceDeps, user: User): Promise<DealCountsView> {
  const rows = await deps.db
    .selectFrom('deals')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where((eb) => eb.or([eb('brand_id', '=', user.id), eb('creator_id', '=', user.id)]))
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** GET /deals/counts: how many of the reader's deals stand in each state. */
export const countDealsProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/deals/counts', summary: 'How many of your deals stand in each state', tags } })
  .output(dealCountsSchema)
  .query(({ ctx }) => countDeals(ctx.deps, ctx.session.user));
