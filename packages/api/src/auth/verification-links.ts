import { AUTH_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { consumeOneTimeToken, findOneTimeToken, findOneTimeTokenLocked, isUsable, retireOneTimeTokens } from './one-time-tokens';
import { loadPublicUser } from './public-user';
import { createSession, endSession } from './sessions';
import { applySignupPayload } from './signup-payload';

// What the verification link's procedures share: checking it (check-verify-link.ts), using it
// (verify-email.ts) and cancelling its signup (cancel-signup.ts).

export const invalidLink = () => new AppError(400, ERROR_CODES.invalidToken, AUTH_MESSAGES.verify.invalidOrExpired);
const alreadyVerified = () => new AppError(409, ERROR_CODES.alreadyVerified, AUTH_MESSAGES.verify.alreadyVerified);

export type EmailLink = { token: string; email: string };
export type LinkRow = NonNullable<Awaited<ReturnType<typeof findOneTimeToken>>>;

/** What the request brings: the signup binding cookie, and the session it already carries (which ends). */
export interface VerifyRequest {
  signupBinding?: string | undefined;
  sessionToken?: string | undefined;
  /** The cleaned User-Agent, which a new session records. */
  userAgent?: string | null;
}

/** Only someone holding a real link learns that its account is verified. */
export const deadLinkError = (row: LinkRow) => (row.email_verified_at !== null ? alreadyVerified() : invalidLink());

/**
 * Uses the link once: applies its signup, marks the address verified, retires the account's other
 * links, ends the session the request came with, and starts a new one when `startSession` says so.
 */
export async function useVerificationLink(
  deps: ServiceDeps,
  link: EmailLink,
  request: VerifyRequest,
  startSession: (row: LinkRow, now: Date) => boolean,
  /** What else the confirmation does in its transaction, after the signup is applied (a new password). */
  afterVerify?: (trx: Transaction<Database>, row: LinkRow, now: Date) => Promise<void>,
): Promise<{ userId: string; token: string | null }> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await findOneTimeTokenLocked(trx, link.token, link.email, 'verify_email');
    if (!row) throw invalidLink();
    if (!isUsable(row, now) || !(await consumeOneTimeToken(trx, row.id, now))) throw deadLinkError(row);
    await markVerified(trx, row, now);
    if (afterVerify) await afterVerify(trx, row, now);
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

export async function loadUser(deps: ServiceDeps, userId: string) {
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return loadPublicUser(deps.db, user, deps.settings.adminEmails);
}
