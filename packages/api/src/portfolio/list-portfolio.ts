import { portfolioAnswerSchema } from '@sponsorly/shared';
import { creatorProcedure, tags } from './portfolio-procedures';
import { loadPortfolio } from './portfolio-views';

/** GET /portfolio: the creator's own portfolio, in order (a public page shows it in the creator's profile). */
export const listPortfolioProcedure = creatorProcedure
  .meta({ openapi: { method: 'GET', path: '/portfolio', summary: 'Your portfolio', tags } })
  .output(portfolioAnswerSchema)
  .query(async ({ ctx }) => ({ items: await loadPortfolio(ctx.deps.db, ctx.session.user.id) }));
