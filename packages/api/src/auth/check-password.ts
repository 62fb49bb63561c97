import type { User } from '@sponsorly/db';
import type { AppError } from '../lib/app-error';
import { clientAddressKey } from '../lib/client-address';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse } from '../lib/rate-limits';
import { verifyPassword } from './passwords';

/**
 * Checks a logged-in person's password before a change only the owner may make (deleting the
 * account). Guesses count like failed logins: per address, per account from it, and per account
 * (which also makes the account's logins ask for a captcha). There is no captcha here, so past any of
 * them the answer is 429 until the window ends. A right password clears the account's count. (Changing
 * the password counts the same way, in auth/change-password.ts.)
 */
export async function checkPassword(
  deps: ServiceDeps,
  user: User,
  password: string,
  ip: string,
  wrong: () => AppError,
): Promise<void> {
  const { failedLoginPerAccount, failedLoginPerAccountIp, failedLoginPerIp } = deps.limiters;
  const client = clientAddressKey(ip);
  const accountClient = `${user.email}|${client}`;
  await consumeOrRefuse(failedLoginPerIp, client);
  await consumeOrRefuse(failedLoginPerAccountIp, accountClient);
  await consumeOrRefuse(failedLoginPerAccount, user.email);
  if (!(await verifyPassword(user.password_hash, password, client))) throw wrong();
  await Promise.all([
    failedLoginPerAccount.delete(user.email),
    failedLoginPerAccountIp.delete(accountClient),
    failedLoginPerIp.reward(client, 1),
  ]);
}
