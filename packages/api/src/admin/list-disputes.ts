import { adminDisputeListSchema, listPageInputSchema } from '@sponsorly/shared';
import { listAdminDisputes } from '../deals/endings/admin-disputes';
import { adminProcedure } from '../trpc';
import { tags } from './admin-procedures';

/** GET /admin/disputes: the service is listAdminDisputes (deals/endings/admin-disputes.ts). */
export const listDisputesProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/admin/disputes',
      summary: 'Disputes: the open ones first, oldest first; then the decided',
      tags,
    },
  })
  .input(listPageInputSchema)
  .output(adminDisputeListSchema)
  .query(({ ctx, input }) => listAdminDisputes(ctx.deps.db, input));
