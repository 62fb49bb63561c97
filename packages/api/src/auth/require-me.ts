import { userAnswerSchema } from '@sponsorly/shared';
import { authedProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { currentUser } from './current-user';

/** GET /auth/me: the logged-in user, for callers that require a session. */
export const requireMeProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/auth/me', summary: 'The logged-in user', tags } })
  .output(userAnswerSchema)
  .query(({ ctx }) => ({ user: currentUser(ctx.deps, ctx.session) }));
