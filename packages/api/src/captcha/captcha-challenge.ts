import { ERROR_CODES, HTTP_MESSAGES, altchaChallengeSchema, type AltchaChallengeView } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import { tags } from '../public-forms-procedures';
import { publicProcedure } from '../trpc';

/** A fresh ALTCHA challenge; there is none when a hosted captcha is configured. */
export const captchaChallengeProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/captcha/challenge',
      summary: 'A captcha challenge for the public forms',
      tags,
      protect: false,
    },
    refusals: ['not_found'],
  })
  .output(altchaChallengeSchema)
  .query(({ ctx }) => {
    const { captcha } = ctx.deps;
    if (!('createChallenge' in captcha) || typeof captcha.createChallenge !== 'function') {
      throw new AppError(404, ERROR_CODES.notFound, HTTP_MESSAGES.notFound);
    }
    return (captcha as { createChallenge(): Promise<AltchaChallengeView> }).createChallenge();
  });
