import { AUTH_MESSAGES, ERROR_CODES, changePasswordSchema, passwordChangedSchema } from '@sponsorly/shared';
import { passwordChangedMessage } from '@sponsorly/email';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { clientAddressKey } from '../lib/client-address';
import { consumeOrRefuse } from '../lib/rate-limits';
import { enqueueEmail } from '../outbox/enqueue-email';
import { authedProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { lockAccount, retireOneTimeTokens } from './one-time-tokens';
import { assertNotCommonPassword, hashPassword, verifyPassword } from './passwords';
import { endOtherSessions, type ActiveSession } from './sessions';

const wrongCurrentPassword = () => new AppError(401, ERROR_CODES.invalidCredentials, AUTH_MESSAGES.account.currentPasswordWrong);

/**
 * Changes the password of a logged-in account. The current password is required, so a session left
 * open on a shared computer cannot take the account over, and wrong guesses count against the same
 * limits as failed logins. Every other session ends; this one stays. The owner is told by email.
 */
export async function changePassword(
  deps: ServiceDeps,
  session: ActiveSession,
  input: { current_password: string; new_password: string },
  ip: string,
): Promise<{ ok: true }> {
  const { user } = session;
  // Guessing the current password counts like failed logins: per address, per account from it, and
  // per account (which also makes the account's logins ask for a captcha). There is no captcha here, so
  // past any of them the answer is 429 until the window ends.
  const { failedLoginPerAccount, failedLoginPerAccountIp, failedLoginPerIp } = deps.limiters;
  const client = clientAddressKey(ip);
  const accountClient = `${user.email}|${client}`;
  await consumeOrRefuse(failedLoginPerIp, client);
  await consumeOrRefuse(failedLoginPerAccountIp, accountClient);
  await consumeOrRefuse(failedLoginPerAccount, user.email);
  if (!(await verifyPassword(user.password_hash, input.current_password, client))) throw wrongCurrentPassword();
  await Promise.all([
    failedLoginPerAccount.delete(user.email),
    failedLoginPerAccountIp.delete(accountClient),
    failedLoginPerIp.reward(client, 1),
  ]);

  assertNotCommonPassword(input.new_password);
  const passwordHash = await hashPassword(input.new_password, client);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    // A reset or another change may have committed while the hashes were computed: the current
    // password checked above is then no longer the account's, and this change must not apply.
    const changed = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', user.id)
      .where('password_hash', '=', user.password_hash)
      .returning('id')
      .executeTakeFirst();
    if (!changed) throw wrongCurrentPassword();
    await endOtherSessions(trx, user.id, session.sessionId);
    // A reset link still in a mailbox would undo this change; it dies with it.
    await retireOneTimeTokens(trx, user.id, 'reset_password', now);
    const forgot = new URL('/forgot-password', deps.settings.appUrl).toString();
    await enqueueEmail(trx, passwordChangedMessage({ to: user.email, firstName: user.first_name }, forgot), now);
  });
  deps.notifyOutbox();
  return { ok: true };
}

/** POST /auth/change-password: needs the current password; the other sessions end. */
export const changePasswordProcedure = authedProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/change-password',
      summary: 'Change the password (ends the other sessions)',
      description:
        'Needs the current password; wrong guesses count as failed logins. Every other session ends, this one stays, and the owner is emailed.',
      tags,
    },
    refusals: ['invalid_credentials', 'rate_limited'],
  })
  .input(changePasswordSchema)
  .output(passwordChangedSchema)
  .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.session, input, ctx.ip));
