import { DURATIONS, MESSAGES } from '@sponsorly/shared';
import { emailLink, resetPasswordMessage } from '@sponsorly/email';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse } from '../lib/rate-limits';
import { enqueueEmail } from '../outbox/enqueue-email';
import { issueOneTimeToken } from './one-time-tokens';
import { findUserByEmail } from './users';

/** Sends a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(deps: ServiceDeps, input: { email: string }): Promise<{ message: string }> {
  await consumeOrRefuse(deps.limiters.resetRequestPerEmail, input.email);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, input.email);
    if (!user) return;
    const token = await issueOneTimeToken(trx, user.id, 'reset_password', DURATIONS.resetTokenTtl, now);
    const link = emailLink(deps.settings.appUrl, '/reset-password', token, user.email);
    await enqueueEmail(trx, resetPasswordMessage({ to: user.email, firstName: user.first_name }, link), now);
  });
  deps.notifyOutbox();
  return { message: MESSAGES.forgot.accepted };
}
