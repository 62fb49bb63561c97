import { adminDisputeListSchema } from '@sponsorly/shared';
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
  .output(adminDisputeListSchema)
  .query(async ({ ctx }) => ({ items: await listAdminDisputes(ctx.deps.db) }));
