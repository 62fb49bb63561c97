import { ERROR_CODES, MESSAGES, type AuthResult } from '@sponsorly/shared';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { refuseIfExhausted } from '../lib/rate-limits';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { loadPublicUser } from './public-user';
import { createSession } from './sessions';
import { findUserByEmail } from './users';

export async function logIn(deps: ServiceDeps, input: { email: string; password: string }, ip: string): Promise<AuthResult> {
  const { failedLoginPerAccount, failedLoginPerIp } = deps.limiters;
  await refuseIfExhausted(failedLoginPerAccount, input.email);
  await refuseIfExhausted(failedLoginPerIp, ip);

  const user = await findUserByEmail(deps.db, input.email);
  // An unknown email costs the same hashing time as a wrong password, so timing reveals nothing.
  const passwordMatches = user
    ? await verifyPassword(user.password_hash, input.password)
    : (await verifyAgainstDummy(input.password), false);

  if (!user || !passwordMatches) {
    await Promise.all([
      failedLoginPerAccount.penalty(input.email),
      failedLoginPerIp.penalty(ip),
    ]);
    throw new AppError(401, ERROR_CODES.invalidCredentials, MESSAGES.login.invalidCredentials);
  }
  // Said only after the right password, so it does not tell a stranger that the account exists.
  if (!user.email_verified_at) {
    throw new AppError(403, ERROR_CODES.needsVerification, MESSAGES.login.needsVerificationServer);
  }
  await failedLoginPerAccount.delete(input.email);
  const token = await createSession(deps.db, user.id, deps.now());
  return { token, user: await loadPublicUser(deps.db, user, deps.settings.adminEmails) };
}
