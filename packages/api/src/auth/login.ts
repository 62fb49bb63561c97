import {
  AUTH_MESSAGES,
  ERROR_CODES,
  MODERATION_MESSAGES,
  loginSchema,
  sessionAnswerSchema,
  type AuthResult,
} from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import { clientAddressKey } from '../lib/client-address';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse, secondsToWait } from '../lib/rate-limits';
import { publicProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { lockAccount } from './one-time-tokens';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { loadPublicUser } from './public-user';
import { answerWithSession } from './session-answer';
import { createSession, endSession } from './sessions';
import { findUserByEmail } from './users';

const invalidCredentials = () => new AppError(401, ERROR_CODES.invalidCredentials, AUTH_MESSAGES.login.invalidCredentials);
/** Said only after the right password too; the message names the address to write to (docs/moderation.md). */
const accountSuspended = (deps: ServiceDeps) =>
  new AppError(403, ERROR_CODES.accountSuspended, MODERATION_MESSAGES.accountSuspended(deps.settings.contact.email));
const captchaRequired = (retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.captchaRequired, AUTH_MESSAGES.login.captchaRequired, { retryAfterSeconds });

/** Where a login comes from: the client's address, and the session the request already carries, if any. */
export interface LoginRequest {
  ip: string;
  sessionToken?: string | undefined;
  /** The cleaned User-Agent, which the new session records. */
  userAgent?: string | null;
}

/**
 * Logs in with email and password (and a solved captcha after many failures for the account). A new
 * session replaces the one the request came with, which ends.
 */
export async function logIn(
  deps: ServiceDeps,
  input: { email: string; password: string; captcha?: string | undefined },
  request: LoginRequest,
): Promise<AuthResult> {
  await checkLoginLimits(deps, input, request.ip);

  const user = await findUserByEmail(deps.db, input.email);
  // An unknown email costs the same hashing time as a wrong password, so timing reveals nothing.
  const passwordMatches = user
    ? await verifyPassword(user.password_hash, input.password, request.ip)
    : (await verifyAgainstDummy(input.password, request.ip), false);
  if (!user || !passwordMatches) throw invalidCredentials();

  await forgiveLoginFailures(deps, input.email, request.ip);
  // Said only after the right password, so it does not tell a stranger that the account exists.
  if (!user.email_verified_at) {
    throw new AppError(403, ERROR_CODES.needsVerification, AUTH_MESSAGES.login.needsVerificationServer);
  }
  if (user.suspended_at) throw accountSuspended(deps);

  const now = deps.now();
  const token = await deps.db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    // A password reset may have committed while the hash was being checked; that reset ended every
    // session, and this login with the old password must not start a new one.
    const current = await trx
      .selectFrom('users')
      .select(['password_hash', 'suspended_at'])
      .where('id', '=', user.id)
      .executeTakeFirst();
    if (current?.password_hash !== user.password_hash) throw invalidCredentials();
    // A suspension committed while the hash was being checked: no session may start after it.
    if (current.suspended_at) throw accountSuspended(deps);
    // A session someone else may have planted in this browser must not outlive the login.
    if (request.sessionToken) await endSession(trx, request.sessionToken);
    return createSession(trx, user.id, now, request.userAgent ?? null);
  });
  return { token, user: await loadPublicUser(deps.db, user, deps.settings.adminEmails) };
}

/**
 * Every attempt takes its points before the password is checked, so guesses sent in parallel cannot
 * all slip past a limit; a correct password gives them back. In order:
 * - the client address (IPv6 by /64), across accounts, against password spraying;
 * - the account from this address: a hard limit, so no single address keeps guessing one account;
 * - the account from anywhere: past it a login needs a solved captcha. Not a lockout: strangers who
 *   fail on purpose must not keep the owner out, and the owner with the right password gets in.
 */
async function checkLoginLimits(deps: ServiceDeps, input: { email: string; captcha?: string | undefined }, ip: string) {
  const { failedLoginPerIp, failedLoginPerAccountIp, failedLoginPerAccount } = deps.limiters;
  const client = clientAddressKey(ip);
  await consumeOrRefuse(failedLoginPerIp, client);
  await consumeOrRefuse(failedLoginPerAccountIp, accountClientKey(input.email, client));
  const wait = await secondsToWait(failedLoginPerAccount, input.email);
  if (wait === 0) return;
  if (!input.captcha) throw captchaRequired(wait);
  try {
    await deps.captcha.verify(input.captcha, ip);
  } catch (error) {
    // An invalid, expired or reused solution asks for a new one, in the same way as a missing one.
    if (error instanceof AppError) throw captchaRequired(wait);
    throw error;
  }
}

async function forgiveLoginFailures(deps: ServiceDeps, email: string, ip: string) {
  const { failedLoginPerIp, failedLoginPerAccountIp, failedLoginPerAccount } = deps.limiters;
  const client = clientAddressKey(ip);
  await Promise.all([
    failedLoginPerAccount.delete(email),
    failedLoginPerAccountIp.delete(accountClientKey(email, client)),
    failedLoginPerIp.reward(client, 1),
  ]);
}

const accountClientKey = (email: string, client: string) => `${email}|${client}`;

/** POST /auth/login: a session for `Authorization: Bearer` (REST) or the httpOnly cookie (the web app). */
export const loginProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/login',
      summary: 'Log in',
      description:
        'Answers a session token for `Authorization: Bearer`, and the user. After many failed logins for one account, logging in to it needs a solved captcha (`captcha`) until the window passes: 429 `captcha_required` says so.',
      tags,
      protect: false,
    },
    refusals: ['invalid_credentials', 'needs_verification', 'account_suspended', 'captcha_required', 'rate_limited'],
  })
  .input(loginSchema)
  .output(sessionAnswerSchema)
  .mutation(async ({ ctx, input }) =>
    answerWithSession(
      ctx,
      await logIn(ctx.deps, input, { ip: ctx.ip, sessionToken: ctx.sessionToken, userAgent: ctx.userAgent }),
    ),
  );
