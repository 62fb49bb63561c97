import { emailLinkSchema, verifyAnswerSchema, type AuthResult, type PublicUser } from '@sponsorly/shared';
import type { ServiceDeps } from '../lib/deps';
import { publicProcedure } from '../trpc';
import { answerWithSession } from './session-answer';
import { holdsSignupBinding } from './signup-binding';
import { loadUser, useVerificationLink, type EmailLink, type VerifyRequest } from './verification-links';

/**
 * The web page's confirmation: confirms the address, and logs in only the browser holding this link's
 * signup binding. Elsewhere the answer says to log in, so a stranger's signup never gets a session from
 * the owner's click (docs/decisions/0010-signup-binding.md).
 */
export async function confirmEmail(
  deps: ServiceDeps,
  link: EmailLink,
  request: VerifyRequest,
): Promise<{ loggedIn: true; token: string; user: PublicUser } | { loggedIn: false }> {
  const { userId, token } = await useVerificationLink(deps, link, request, (row, now) =>
    holdsSignupBinding(row, request.signupBinding, now),
  );
  if (!token) return { loggedIn: false };
  return { loggedIn: true, token, user: await loadUser(deps, userId) };
}

/** The REST link (spec section 7): confirms the address and answers a session token for the caller. */
export async function verifyEmail(deps: ServiceDeps, link: EmailLink, request: VerifyRequest = {}): Promise<AuthResult> {
  const { userId, token } = await useVerificationLink(deps, link, request, () => true);
  return { token: token!, user: await loadUser(deps, userId) };
}

/**
 * The web app's verification (a POST, so it may log in): confirms the address, and logs in only the
 * browser that signed up; elsewhere it answers `loggedIn: false`. REST keeps the spec's GET link.
 */
export const verifyEmailProcedure = publicProcedure
  .input(emailLinkSchema)
  .output(verifyAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const result = await confirmEmail(ctx.deps, input, {
      signupBinding: ctx.signupBinding,
      sessionToken: ctx.sessionToken,
      userAgent: ctx.userAgent,
    });
    if (!result.loggedIn) return { loggedIn: false, user: null };
    ctx.clearSignupBindingCookie();
    return { loggedIn: true, ...answerWithSession(ctx, result) };
  });
