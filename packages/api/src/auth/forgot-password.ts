import { setTimeout as sleep } from 'node:timers/promises';
import { AUTH_DURATIONS, AUTH_MESSAGES, accountMessageAnswerSchema, forgotPasswordSchema } from '@sponsorly/shared';
import { emailLink, resetPasswordMessage } from '@sponsorly/email';
import { clientAddressKey } from '../lib/client-address';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse } from '../lib/rate-limits';
import { enqueueEmail } from '../outbox/enqueue-email';
import { publicProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { issueOneTimeToken } from './one-time-tokens';
import { findUserByEmail } from './users';

/**
 * Sends a reset link when the account exists. The answer is the same either way, and so is its time:
 * no answer comes sooner than AUTH_DURATIONS.forgotPasswordMinimum, far longer than the token and email
 * writes that only a known address makes, so timing does not tell registered addresses apart.
 */
export async function requestPasswordReset(
  deps: ServiceDeps,
  input: { email: string },
  ip: string,
): Promise<{ message: string }> {
  await consumeOrRefuse(deps.limiters.resetRequestPerIp, clientAddressKey(ip));
  await consumeOrRefuse(deps.limiters.resetRequestPerEmail, input.email);
  const answerAt = performance.now() + AUTH_DURATIONS.forgotPasswordMinimum;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, input.email);
    if (!user) return;
    const token = await issueOneTimeToken(trx, user.id, 'reset_password', AUTH_DURATIONS.resetTokenTtl, now);
    const link = emailLink(deps.settings.appUrl, '/reset-password', token, user.email);
    await enqueueEmail(trx, resetPasswordMessage({ to: user.email, firstName: user.first_name }, link), now);
  });
  deps.notifyOutbox();
  await sleep(Math.max(0, answerAt - performance.now()));
  return { message: AUTH_MESSAGES.forgot.accepted };
}

/** POST /auth/forgot-password: the same answer, in the same time, whether or not the address has an account. */
export const forgotPasswordProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/forgot-password',
      summary: 'Email a password reset link',
      description: 'Emails a reset link when the address has an account; the answer is the same either way, and takes as long.',
      tags,
      protect: false,
    },
    refusals: ['rate_limited'],
  })
  .input(forgotPasswordSchema)
  .output(accountMessageAnswerSchema)
  .mutation(({ ctx, input }) => requestPasswordReset(ctx.deps, input, ctx.ip));
