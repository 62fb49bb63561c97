import { AUTH_DURATIONS, AUTH_MESSAGES } from '@sponsorly/shared';
import { alreadyRegisteredMessage, emailLink, verifyEmailMessage } from '@sponsorly/email';
import type { Database, SignupPayload, Transaction } from '@sponsorly/db';
import { clientAddressKey } from '../lib/client-address';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse, tryConsume } from '../lib/rate-limits';
import { enqueueEmail } from '../outbox/enqueue-email';
import { issueOneTimeToken } from './one-time-tokens';
import { assertNotCommonPassword, hashPassword } from './passwords';
import { createSignupBinding } from './signup-binding';
import { insertStartingProfile, toSignupPayload, type SignupRequest } from './signup-payload';
import { findUserByEmail, isUniqueViolation } from './users';

export type { SignupRequest } from './signup-payload';

/**
 * Creates an account and queues its verification email. The answer is the same whether or not the
 * address is already registered, so signup cannot be used to find out who has an account: a pending
 * account gets a fresh link, a verified one a "you already have an account" email.
 *
 * Each verification link carries its own signup (password, names, type) and applies it when used, so
 * whoever reads the mailbox decides the account. The answer also carries a signup binding for the
 * browser's cookie (always, so the answer does not differ for known addresses): only that browser is
 * logged in by the link; elsewhere the link asks for a click and then a login (signup-binding.ts).
 */
export async function signUp(
  deps: ServiceDeps,
  request: SignupRequest,
  ip: string,
): Promise<{ message: string; signupBinding: string }> {
  await consumeOrRefuse(deps.limiters.signupPerIp, clientAddressKey(ip));
  const { data } = request;
  assertNotCommonPassword(data.password);
  // Hash before the transaction: it is the slow part and must not hold a database connection.
  const payload = toSignupPayload(request, await hashPassword(data.password, ip));
  const binding = createSignupBinding();
  const now = deps.now();
  // Repeated signups for one address (from any number of IPs) must not flood its mailbox: past the
  // allowance the answer stays the same, but no email goes out.
  const mayEmail = await tryConsume(deps.limiters.signupEmailPerAddress, data.email);

  try {
    await deps.db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, data.email);
      if (existing?.email_verified_at) {
        const login = new URL('/login', deps.settings.appUrl).toString();
        const forgot = new URL('/forgot-password', deps.settings.appUrl).toString();
        const recipient = { to: data.email, firstName: existing.first_name };
        if (mayEmail) await enqueueEmail(trx, alreadyRegisteredMessage(recipient, login, forgot), now);
        return;
      }
      const userId = existing?.id ?? (await insertAccount(trx, data.email, payload, now));
      if (!mayEmail) return;
      const token = await issueOneTimeToken(
        trx,
        userId,
        'verify_email',
        AUTH_DURATIONS.verificationTokenTtl,
        now,
        payload,
        binding.hash,
      );
      const link = emailLink(deps.settings.appUrl, '/verify-email', token, data.email);
      await enqueueEmail(trx, verifyEmailMessage({ to: data.email, firstName: data.firstName }, link), now);
    });
  } catch (error) {
    // A parallel signup for the same address won the insert; it sent the email, the answer is the same.
    if (!isUniqueViolation(error)) throw error;
  }
  deps.notifyOutbox();
  return { message: AUTH_MESSAGES.signup.accepted, signupBinding: binding.value };
}

/** The account row and its starting profile; `verifiedAt` null until the emailed link is followed. */
export async function insertAccount(
  trx: Transaction<Database>,
  email: string,
  payload: SignupPayload,
  now: Date,
  verifiedAt: Date | null = null,
): Promise<string> {
  const user = await trx
    .insertInto('users')
    .values({
      email,
      password_hash: payload.password_hash,
      user_type: payload.user_type,
      first_name: payload.first_name,
      last_name: payload.last_name,
      username: null,
      email_verified_at: verifiedAt,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertStartingProfile(trx, user.id, payload);
  return user.id;
}
