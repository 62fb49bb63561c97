import {
  AUTH_MESSAGES,
  ERROR_CODES,
  verifyAnswerSchema,
  verifyEmailSchema,
  type AuthResult,
  type PublicUser,
} from '@sponsorly/shared';
import { AppError, badRequest } from '../lib/app-error';
import { clientAddressKey } from '../lib/client-address';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse } from '../lib/rate-limits';
import { publicProcedure } from '../trpc';
import { findOneTimeToken, isUsable, retireOneTimeTokens } from './one-time-tokens';
import { assertNotCommonPassword, hashPassword, verifyPassword } from './passwords';
import { answerWithSession } from './session-answer';
import { endAllSessions } from './sessions';
import { holdsSignupBinding } from './signup-binding';
import {
  deadLinkError,
  invalidLink,
  loadUser,
  useVerificationLink,
  type EmailLink,
  type VerifyRequest,
} from './verification-links';

/** Who confirms from a browser that did not sign up: the password chosen at signup, or a new one. */
export type SignupProof = { password?: string | undefined; newPassword?: string | undefined };

const signupPasswordWrong = () =>
  new AppError(401, ERROR_CODES.invalidCredentials, AUTH_MESSAGES.verify.signupPasswordWrong, {
    fields: { password: AUTH_MESSAGES.verify.signupPasswordWrong },
  });

/**
 * Checks the password typed against the one the link's signup chose, before the link is used, so a
 * wrong one spends nothing. Guesses count like failed logins; only a holder of the link can make them.
 */
async function checkSignupPassword(deps: ServiceDeps, link: EmailLink, password: string, ip: string): Promise<void> {
  const row = await findOneTimeToken(deps.db, link.token, link.email, 'verify_email');
  if (!row) throw invalidLink();
  if (!isUsable(row, deps.now())) throw deadLinkError(row);
  const client = clientAddressKey(ip);
  await consumeOrRefuse(deps.limiters.failedLoginPerIp, client);
  await consumeOrRefuse(deps.limiters.failedLoginPerAccount, link.email);
  const user = await deps.db.selectFrom('users').select('password_hash').where('id', '=', row.user_id).executeTakeFirstOrThrow();
  const chosen = row.payload?.password_hash ?? user.password_hash;
  if (!(await verifyPassword(chosen, password, client))) throw signupPasswordWrong();
  await deps.limiters.failedLoginPerAccount.delete(link.email);
}

/**
 * The web page's confirmation. The browser holding this link's signup binding is logged in at once.
 * Anywhere else, opening the link proves only that one reads the mailbox, so the page asks who confirms
 * (docs/decisions/0010-signup-binding.md): the person who signed up types the password they chose and is
 * logged in; a person who does not know it (the owner of an address a stranger signed up with) chooses
 * a new one, which replaces the signup's and ends every session. So a stranger's password never stays
 * on an account its owner uses.
 */
export async function confirmEmail(
  deps: ServiceDeps,
  link: EmailLink,
  request: VerifyRequest & { ip?: string },
  proof: SignupProof = {},
): Promise<{ loggedIn: true; token: string; user: PublicUser } | { loggedIn: false }> {
  const ip = request.ip ?? 'unknown';
  let replacement: string | null = null;
  // A dead link says so before anything is asked; it is used (under its lock) only further down.
  const row = await findOneTimeToken(deps.db, link.token, link.email, 'verify_email');
  if (!row) throw invalidLink();
  if (!isUsable(row, deps.now())) throw deadLinkError(row);
  if (!holdsSignupBinding(row, request.signupBinding, deps.now())) {
    if (proof.newPassword !== undefined) {
      assertNotCommonPassword(proof.newPassword);
      replacement = await hashPassword(proof.newPassword, clientAddressKey(ip));
    } else if (proof.password !== undefined) {
      await checkSignupPassword(deps, link, proof.password, ip);
    } else {
      throw badRequest(AUTH_MESSAGES.verify.passwordRequired, { password: AUTH_MESSAGES.verify.passwordRequired });
    }
  }
  const newHash = replacement;
  const { userId, token } = await useVerificationLink(
    deps,
    link,
    request,
    () => true,
    newHash
      ? async (trx, row, now) => {
          await trx.updateTable('users').set({ password_hash: newHash, updated_at: now }).where('id', '=', row.user_id).execute();
          // Whoever knew the old password is out: every session ends (the new one starts after this),
          // and a reset link still in a mailbox dies with the password it would replace.
          await endAllSessions(trx, row.user_id);
          await retireOneTimeTokens(trx, row.user_id, 'reset_password', now);
        }
      : undefined,
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
 * The web app's verification (a POST, so it may log in): in the browser that signed up at once,
 * elsewhere with the signup's password or a new one. REST keeps the spec's GET link.
 */
export const verifyEmailProcedure = publicProcedure
  .input(verifyEmailSchema)
  .output(verifyAnswerSchema)
  .mutation(async ({ ctx, input }) => {
    const { password, new_password: newPassword, ...link } = input;
    const result = await confirmEmail(
      ctx.deps,
      link,
      { signupBinding: ctx.signupBinding, sessionToken: ctx.sessionToken, userAgent: ctx.userAgent, ip: ctx.ip },
      { password, newPassword },
    );
    if (!result.loggedIn) return { loggedIn: false, user: null };
    ctx.clearSignupBindingCookie();
    return { loggedIn: true, ...answerWithSession(ctx, result) };
  });
