import { packageListAnswerSchema } from '@sponsorly/shared';
import { loadPackages } from './package-views';
import { creatorProcedure, tags } from './rate-card-procedures';

/** GET /profile/packages: the service is loadPackages (package-views.ts), which profiles use too. */
export const listPackagesProcedure = creatorProcedure
  .meta({ openapi: { method: 'GET', path: '/profile/packages', summary: 'Your rate card', tags } })
  .output(packageListAnswerSchema)
  .query(async ({ ctx }) => ({ packages: await loadPackages(ctx.deps.db, ctx.session.user.id) }));
