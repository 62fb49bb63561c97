import { AUTH_MESSAGES, accountMessageAnswerSchema, emailLinkSchema } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { publicProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { findOneTimeTokenLocked, isUsable } from './one-time-tokens';
import { deadLinkError, invalidLink, type EmailLink } from './verification-links';

/** "This wasn't me": removes the pending account the link would confirm, so the address is free again. */
export async function cancelSignup(deps: ServiceDeps, link: EmailLink): Promise<{ message: string }> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await findOneTimeTokenLocked(trx, link.token, link.email, 'verify_email');
    if (!row) throw invalidLink();
    // Once verified, the account is someone's: a link can no longer remove it.
    if (row.email_verified_at !== null || !isUsable(row, now)) throw deadLinkError(row);
    // Its profile, links and sessions go with it (foreign keys cascade).
    await trx.deleteFrom('users').where('id', '=', row.user_id).where('email_verified_at', 'is', null).execute();
  });
  return { message: AUTH_MESSAGES.verify.cancelled };
}

/** "This wasn't me": removes the pending signup the link belongs to. */
export const cancelSignupProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/cancel-signup',
      summary: 'Cancel a pending signup from its emailed link',
      description: 'The verification email’s “this wasn’t me”: removes the signup the link belongs to.',
      tags,
      protect: false,
    },
    refusals: ['invalid_token', 'already_verified'],
  })
  .input(emailLinkSchema)
  .output(accountMessageAnswerSchema)
  .mutation(({ ctx, input }) => cancelSignup(ctx.deps, input));
