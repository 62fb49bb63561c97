import { ownProfileAnswerSchema } from '@sponsorly/shared';
import { authedProcedure } from '../trpc';
import { tags } from './profile-procedures';
import { loadOwnProfile } from './profile-views';

/** The logged-in user's own profile (creator or brand); the service is loadOwnProfile (profile-views.ts). */
export const getOwnProfileProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/profile', summary: 'Your own profile', tags } })
  .output(ownProfileAnswerSchema)
  .query(async ({ ctx }) => ({ profile: await loadOwnProfile(ctx.deps.db, ctx.session.user) }));
