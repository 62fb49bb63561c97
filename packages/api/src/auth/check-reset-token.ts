import { AUTH_MESSAGES, ERROR_CODES, resetLinkSchema, validLinkSchema } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { publicProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { findOneTimeToken, isUsable } from './one-time-tokens';

export const invalidResetLink = () => new AppError(400, ERROR_CODES.invalidToken, AUTH_MESSAGES.reset.invalidOrExpired);

/** Tells the reset page whether to show the form; it does not use the token up. */
export async function checkResetToken(deps: ServiceDeps, link: { token: string; email: string }): Promise<{ valid: true }> {
  const row = await findOneTimeToken(deps.db, link.token, link.email, 'reset_password');
  if (!row || !isUsable(row, deps.now())) throw invalidResetLink();
  return { valid: true };
}

/** GET /auth/verify-reset-token: whether the reset link is still good. */
export const checkResetTokenProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/auth/verify-reset-token',
      summary: 'Check a password reset link',
      description: 'Whether the link is still good, without using it up.',
      tags,
      protect: false,
    },
    refusals: ['invalid_token'],
  })
  .input(resetLinkSchema)
  .output(validLinkSchema)
  .query(({ ctx, input }) => checkResetToken(ctx.deps, input));
