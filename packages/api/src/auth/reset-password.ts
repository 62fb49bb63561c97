import { resetPasswordSchema, sessionAnswerSchema, type AuthResult } from '@sponsorly/shared';
import { passwordChangedMessage } from '@sponsorly/email';
import type { ServiceDeps } from '../lib/deps';
import { enqueueEmail } from '../outbox/enqueue-email';
import { publicProcedure } from '../trpc';
import { tags } from './auth-procedures';
import { checkResetToken, invalidResetLink } from './check-reset-token';
import { consumeOneTimeToken, findOneTimeTokenLocked, retireOneTimeTokens } from './one-time-tokens';
import { assertNotCommonPassword, hashPassword } from './passwords';
import { loadPublicUser } from './public-user';
import type { LoginRequest } from './login';
import { answerWithSession } from './session-answer';
import { createSession, endAllSessions, endSession } from './sessions';

/**
 * Sets a new password from a reset link, ends every session of the account, tells the owner by email
 * and logs this browser in. Following the link also proves the address, so it counts as verified.
 */
export async function resetPassword(
  deps: ServiceDeps,
  input: { token: string; email: string; password: string },
  request: LoginRequest,
): Promise<AuthResult> {
  await checkResetToken(deps, input);
  assertNotCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password, request.ip);
  const now = deps.now();

  const { userId, token } = await deps.db.transaction().execute(async (trx) => {
    const row = await findOneTimeTokenLocked(trx, input.token, input.email, 'reset_password');
    if (!row || !(await consumeOneTimeToken(trx, row.id, now))) throw invalidResetLink();
    const user = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified_at: row.email_verified_at ?? now, updated_at: now })
      .where('id', '=', row.user_id)
      .returning(['id', 'email', 'first_name'])
      .executeTakeFirstOrThrow();
    // Any other reset or verification link still in a mailbox dies with this change.
    await retireOneTimeTokens(trx, user.id, 'reset_password', now);
    await retireOneTimeTokens(trx, user.id, 'verify_email', now);
    await endAllSessions(trx, user.id);
    // As at login, the session this request came with (another account's, maybe) ends too.
    if (request.sessionToken) await endSession(trx, request.sessionToken);
    const forgot = new URL('/forgot-password', deps.settings.appUrl).toString();
    await enqueueEmail(trx, passwordChangedMessage({ to: user.email, firstName: user.first_name }, forgot), now);
    return { userId: user.id, token: await createSession(trx, user.id, now, request.userAgent ?? null) };
  });
  deps.notifyOutbox();
  const user = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { token, user: await loadPublicUser(deps.db, user, deps.settings.adminEmails) };
}

/** POST /auth/reset-password: the new password, and a new session in place of every other. */
export const resetPasswordProcedure = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/auth/reset-password',
      summary: 'Set a new password from a reset link',
      description:
        'Sets the password, ends every session of the account, emails its owner that it changed, and answers a new session. Following the link also confirms the address.',
      tags,
      protect: false,
    },
    refusals: ['invalid_token', 'rate_limited'],
  })
  .input(resetPasswordSchema)
  .output(sessionAnswerSchema)
  .mutation(async ({ ctx, input }) =>
    answerWithSession(
      ctx,
      await resetPassword(ctx.deps, input, { ip: ctx.ip, sessionToken: ctx.sessionToken, userAgent: ctx.userAgent }),
    ),
  );
