import { ERROR_CODES, MESSAGES, type AuthResult } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse } from '../lib/rate-limits';
import { lockAccount } from './one-time-tokens';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { loadPublicUser } from './public-user';
import { createSession } from './sessions';
import { findUserByEmail } from './users';

const invalidCredentials = () => new AppError(401, ERROR_CODES.invalidCredentials, MESSAGES.login.invalidCredentials);

export async function logIn(deps: ServiceDeps, input: { email: string; password: string }, ip: string): Promise<AuthResult> {
  const { failedLoginPerAccount, failedLoginPerIp } = deps.limiters;
  // Each attempt takes its point before the password is checked, so guesses sent in parallel cannot
  // all slip past the limit; a correct password gives the points back below.
  await consumeOrRefuse(failedLoginPerAccount, input.email);
  await consumeOrRefuse(failedLoginPerIp, ip);

  const user = await findUserByEmail(deps.db, input.email);
  // An unknown email costs the same hashing time as a wrong password, so timing reveals nothing.
  const passwordMatches = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);
  if (!user || !passwordMatches) throw invalidCredentials();

  await Promise.all([failedLoginPerAccount.delete(input.email), failedLoginPerIp.reward(ip, 1)]);
  // Said only after the right password, so it does not tell a stranger that the account exists.
  if (!user.email_verified_at) {
    throw new AppError(403, ERROR_CODES.needsVerification, MESSAGES.login.needsVerificationServer);
  }

  const now = deps.now();
  const token = await deps.db.transaction().execute(async (trx) => {
    await lockAccount(trx, user.id);
    // A password reset may have committed while the hash was being checked; that reset ended every
    // session, and this login with the old password must not start a new one.
    const current = await trx.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirst();
    if (current?.password_hash !== user.password_hash) throw invalidCredentials();
    return createSession(trx, user.id, now);
  });
  return { token, user: await loadPublicUser(deps.db, user, deps.settings.adminEmails) };
}
