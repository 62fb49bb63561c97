import { AUTH_MESSAGES, ERROR_CODES, type AuthResult, type PublicUser } from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { consumeOneTimeToken, findOneTimeToken, findOneTimeTokenLocked, isUsable, retireOneTimeTokens } from './one-time-tokens';
import { loadPublicUser } from './public-user';
import { createSession, endSession } from './sessions';
import { holdsSignupBinding } from './signup-binding';
import { applySignupPayload } from './signup-payload';

const invalidLink = () => new AppError(400, ERROR_CODES.invalidToken, AUTH_MESSAGES.verify.invalidOrExpired);
const alreadyVerified = () => new AppError(409, ERROR_CODES.alreadyVerified, AUTH_MESSAGES.verify.alreadyVerified);

type EmailLink = { token: string; email: string };
type LinkRow = NonNullable<Awaited<ReturnType<typeof findOneTimeToken>>>;

/** What the request brings: the signup binding cookie, and the session it already carries (which ends). */
export interface VerifyRequest {
  signupBinding?: string | undefined;
  sessionToken?: string | undefined;
  /** The cleaned User-Agent, which a new session records. */
  userAgent?: string | null;
}

/** Only someone holding a real link learns that its account is verified. */
const deadLinkError = (row: LinkRow) => (row.email_verified_at !== null ? alreadyVerified() : invalidLink());

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

/**
 * Uses the link once: applies its signup, marks the address verified, retires the account's other
 * links, ends the session the request came with, and starts a new one when `startSession` says so.
 */
async function useVerificationLink(
  deps: ServiceDeps,
  link: EmailLink,
  request: VerifyRequest,
  startSession: (row: LinkRow, now: Date) => boolean,
): Promise<{ userId: string; token: string | null }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findOneTimeTokenLocked(trx, link.token, link.email, 'verify_email');
    if (!row) throw invalidLink();
    if (!isUsable(row, now) || !(await consumeOneTimeToken(trx, row.id, now))) throw deadLinkError(row);
    await markVerified(trx, row, now);
    if (request.sessionToken) await endSession(trx, request.sessionToken);
    const token = startSession(row, now) ? await createSession(trx, row.user_id, now, request.userAgent ?? null) : null;
    return { userId: row.user_id, token };
  });
}

async function markVerified(trx: Transaction<Database>, row: LinkRow, now: Date) {
  if (row.email_verified_at === null && row.payload) {
    await applySignupPayload(trx, row.user_id, row.payload, now);
  }
  await trx
    .updateTable('users')
    .set({ email_verified_at: row.email_verified_at ?? now, updated_at: now })
    .where('id', '=', row.user_id)
    .execute();
  // One confirmation is enough: the account's other verification links stop working.
  await retireOneTimeTokens(trx, row.user_id, 'verify_email', now);
}

async function loadUser(deps: ServiceDeps, userId: string) {
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return loadPublicUser(deps.db, user, deps.settings.adminEmails);
}
