import { accountMessageAnswerSchema, creatorSignupSchema } from '@sponsorly/shared';
import { publicProcedure } from '../trpc';
import { SIGNUP_DESCRIPTION, signUpHere, tags } from './auth-procedures';

/** POST /auth/creator-signup: the service is signUp (signup.ts), shared with the brand's signup. */
export const creatorSignupProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/creator-signup',
      summary: 'Sign up as a creator',
      description: SIGNUP_DESCRIPTION,
      tags,
      protect: false,
    },
    successStatus: 201,
    refusals: ['rate_limited'],
  })
  .input(creatorSignupSchema)
  .output(accountMessageAnswerSchema)
  .mutation(({ ctx, input }) => signUpHere(ctx, { userType: 'creator', data: input }));
