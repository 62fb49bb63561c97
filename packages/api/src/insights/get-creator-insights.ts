import { INSIGHTS_LIMITS, INSIGHTS_MESSAGES, creatorInsightsInputSchema, creatorInsightsSchema } from '@sponsorly/shared';
import { roleProcedure } from '../trpc';
import { loadCreatorInsights } from './load-creator-insights';

/** The OpenAPI tag of creator insights. */
export const tags = ['Creator insights'];

/** GET /analytics/creator: a creator's figures over a range of days (the /insights page). */
export const getCreatorInsightsProcedure = roleProcedure('creator', INSIGHTS_MESSAGES.creatorsOnly)
  .meta({
    openapi: {
      method: 'GET',
      path: '/analytics/creator',
      summary: 'Your insights: page views, search appearances, offers, earnings and top posts over a range of days',
      description: [
        'For creators. `from` and `to` (YYYY-MM-DD, UTC, both included) give the range,',
        `at most ${INSIGHTS_LIMITS.maxRangeDays} days; without them, the last 30 days.`,
        'Earnings are the ledger’s releases to you; views and appearances count each viewer or brand once a day.',
      ].join(' '),
      tags,
    },
  })
  .input(creatorInsightsInputSchema)
  .output(creatorInsightsSchema)
  .query(({ ctx, input }) => loadCreatorInsights(ctx.deps, ctx.session.user.id, input));
