import { authRouter } from './auth/router';
import { systemRouter } from './system/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
