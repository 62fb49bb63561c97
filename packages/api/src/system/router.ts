import { publicProcedure, router } from '../trpc';
import { checkHealth, hello } from './health';

export const systemRouter = router({
  hello: publicProcedure.query(() => hello()),
  health: publicProcedure.query(({ ctx }) => checkHealth(ctx.deps)),
  /** Public settings the pages show: the contact details. */
  siteInfo: publicProcedure.query(({ ctx }) => ({ contact: ctx.deps.settings.contact })),
});
