import { accountMessageAnswerSchema, brandSignupSchema } from '@sponsorly/shared';
import { publicProcedure } from '../trpc';
import { SIGNUP_DESCRIPTION, signUpHere, tags } from './auth-procedures';

/** POST /auth/brand-signup: the service is signUp (signup.ts), shared with the creator's signup. */
export const brandSignupProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/brand-signup',
      summary: 'Sign up as a brand',
      description: SIGNUP_DESCRIPTION,
      tags,
      protect: false,
    },
    successStatus: 201,
    refusals: ['rate_limited'],
  })
  .input(brandSignupSchema)
  .output(accountMessageAnswerSchema)
  .mutation(({ ctx, input }) => signUpHere(ctx, { userType: 'brand', data: input }));
