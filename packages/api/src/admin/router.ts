import { adminListsQuerySchema, testEmailSchema } from '@sponsorly/shared';
import { authedProcedure, router } from '../trpc';
import { listAdminData } from './admin-lists';
import { assertAdmin, sendAdminTestEmail } from './admin-services';

/** Every admin procedure checks the role on the server, from the session, never from the client. */
const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  assertAdmin(ctx.deps, ctx.session.user);
  return next();
});

export const adminRouter = router({
  lists: adminProcedure.input(adminListsQuerySchema).query(({ ctx, input }) => listAdminData(ctx.deps.db, input)),
  sendTestEmail: adminProcedure.input(testEmailSchema).mutation(({ ctx, input }) => sendAdminTestEmail(ctx.deps, input.email)),
});
