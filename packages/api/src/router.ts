import { authRouter } from './auth/router';
import { creatorsRouter, profileRouter } from './profile/router';
import { systemRouter } from './system/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  system: systemRouter,
  profile: profileRouter,
  creators: creatorsRouter,
});

export type AppRouter = typeof appRouter;
