import { emailLinkSchema, signedUpHereSchema } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { publicProcedure } from '../trpc';
import { findOneTimeToken, isUsable } from './one-time-tokens';
import { holdsSignupBinding } from './signup-binding';
import { deadLinkError, invalidLink, type EmailLink } from './verification-links';

/**
 * Tells the verification page, without using the link, whether it is still good and whether this
 * browser is the one that signed up (and may be logged in at once, with no click).
 */
export async function checkVerificationLink(deps: ServiceDeps, link: EmailLink, signupBinding: string | undefined) {
  const row = await findOneTimeToken(deps.db, link.token, link.email, 'verify_email');
  if (!row) throw invalidLink();
  const now = deps.now();
  if (!isUsable(row, now)) throw deadLinkError(row);
  return { signedUpHere: holdsSignupBinding(row, signupBinding, now) };
}

/** Whether the link is good and this browser signed up; uses nothing up, so the page may ask on load. */
export const checkVerifyLinkProcedure = publicProcedure
  .input(emailLinkSchema)
  .output(signedUpHereSchema)
  .query(({ ctx, input }) => checkVerificationLink(ctx.deps, input, ctx.signupBinding));
