import { ERROR_CODES, MESSAGES, type AuthResult } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { consumeOneTimeToken, findOneTimeToken, isUsable } from './one-time-tokens';
import { loadPublicUser } from './public-user';
import { createSession } from './sessions';

const invalidLink = () => new AppError(400, ERROR_CODES.invalidToken, MESSAGES.verify.invalidOrExpired);
const alreadyVerified = () => new AppError(409, ERROR_CODES.alreadyVerified, MESSAGES.verify.alreadyVerified);

/** Confirms the email from the emailed link and logs the user in (spec section 4). */
export async function verifyEmail(deps: ServiceDeps, link: { token: string; email: string }): Promise<AuthResult> {
  const now = deps.now();
  const { userId, token } = await deps.db.transaction().execute(async (trx) => {
    const row = await findOneTimeToken(trx, link.token, link.email, 'verify_email');
    if (!row) throw invalidLink();
    const usable = isUsable(row, now);
    if (!usable || !(await consumeOneTimeToken(trx, row.id, now))) {
      // Only someone holding a real link learns that its account is verified. A usable link that could
      // not be consumed lost a race with a parallel click, which verified the account.
      throw row.email_verified_at !== null || usable ? alreadyVerified() : invalidLink();
    }
    await trx
      .updateTable('users')
      .set({ email_verified_at: row.email_verified_at ?? now, updated_at: now })
      .where('id', '=', row.user_id)
      .execute();
    return { userId: row.user_id, token: await createSession(trx, row.user_id, now) };
  });
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { token, user: await loadPublicUser(deps.db, user, deps.settings.adminEmails) };
}
