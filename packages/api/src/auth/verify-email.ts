import { ERROR_CODES, MESSAGES, type AuthResult } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { consumeOneTimeToken, findOneTimeTokenLocked, isUsable, retireOneTimeTokens } from './one-time-tokens';
import { loadPublicUser } from './public-user';
import { createSession } from './sessions';
import { applySignupPayload } from './signup-payload';

const invalidLink = () => new AppError(400, ERROR_CODES.invalidToken, MESSAGES.verify.invalidOrExpired);
const alreadyVerified = () => new AppError(409, ERROR_CODES.alreadyVerified, MESSAGES.verify.alreadyVerified);

/** Confirms the email from the emailed link and logs the user in (spec section 4). */
export async function verifyEmail(deps: ServiceDeps, link: { token: string; email: string }): Promise<AuthResult> {
  const now = deps.now();
  const { userId, token } = await deps.db.transaction().execute(async (trx) => {
    const row = await findOneTimeTokenLocked(trx, link.token, link.email, 'verify_email');
    if (!row) throw invalidLink();
    if (!isUsable(row, now) || !(await consumeOneTimeToken(trx, row.id, now))) {
      // Only someone holding a real link learns that its account is verified.
      throw row.email_verified_at !== null ? alreadyVerified() : invalidLink();
    }
    if (row.email_verified_at === null && row.payload) {
      await applySignupPayload(trx, row.user_id, row.payload, now);
    }
    await trx
      .updateTable('users')
      .set({ email_verified_at: row.email_verified_at ?? now, updated_at: now })
      .where('id', '=', row.user_id)
      .execute();
    // One confirmation is enough: the account's other verification links stop logging anyone in.
    await retireOneTimeTokens(trx, row.user_id, 'verify_email', now);
    return { userId: row.user_id, token: await createSession(trx, row.user_id, now) };
  });
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { token, user: await loadPublicUser(deps.db, user, deps.settings.adminEmails) };
}
