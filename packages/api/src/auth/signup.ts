import { DURATIONS, MESSAGES, type brandSignupSchema, type creatorSignupSchema } from '@sponsorly/shared';
import { alreadyRegisteredMessage, emailLink, verifyEmailMessage } from '@sponsorly/email';
import type { Database, Transaction } from '@sponsorly/db';
import type { z } from 'zod';
import type { ServiceDeps } from '../lib/deps';
import { consumeOrRefuse } from '../lib/rate-limits';
import { enqueueEmail } from '../outbox/enqueue-email';
import { issueOneTimeToken } from './one-time-tokens';
import { assertNotCommonPassword, hashPassword } from './passwords';
import { findUserByEmail, isUniqueViolation } from './users';

export type SignupRequest =
  | { userType: 'creator'; data: z.output<typeof creatorSignupSchema> }
  | { userType: 'brand'; data: z.output<typeof brandSignupSchema> };

/**
 * Creates an account and queues its verification email. The answer is the same whether or not the
 * address is already registered, so signup cannot be used to find out who has an account: a pending
 * account gets a fresh link, a verified one a "you already have an account" email.
 */
export async function signUp(deps: ServiceDeps, request: SignupRequest, ip: string): Promise<{ message: string }> {
  await consumeOrRefuse(deps.limiters.signupPerIp, ip);
  const { data } = request;
  assertNotCommonPassword(data.password);
  // Hash before the transaction: it is the slow part and must not hold a database connection.
  const passwordHash = await hashPassword(data.password);
  const now = deps.now();

  try {
    await deps.db.transaction().execute(async (trx) => {
      const existing = await findUserByEmail(trx, data.email);
      const recipient = { to: data.email, firstName: existing?.first_name ?? data.firstName };

      if (existing?.email_verified_at) {
        const login = new URL('/login', deps.settings.appUrl).toString();
        const forgot = new URL('/forgot-password', deps.settings.appUrl).toString();
        await enqueueEmail(trx, alreadyRegisteredMessage(recipient, login, forgot), now);
        return;
      }

      // A pending account keeps its first password: a second signup must not let a stranger set it.
      const userId = existing?.id ?? (await insertAccount(trx, request, passwordHash, now));
      const token = await issueOneTimeToken(trx, userId, 'verify_email', DURATIONS.verificationTokenTtl, now);
      const link = emailLink(deps.settings.appUrl, '/verify-email', token, data.email);
      await enqueueEmail(trx, verifyEmailMessage(recipient, link), now);
    });
  } catch (error) {
    // A parallel signup for the same address won the insert; it sent the email, the answer is the same.
    if (!isUniqueViolation(error)) throw error;
  }
  deps.notifyOutbox();
  return { message: MESSAGES.signup.accepted };
}

async function insertAccount(
  trx: Transaction<Database>,
  request: SignupRequest,
  passwordHash: string,
  now: Date,
): Promise<string> {
  const { data } = request;
  const user = await trx
    .insertInto('users')
    .values({
      email: data.email,
      password_hash: passwordHash,
      user_type: request.userType,
      first_name: data.firstName,
      last_name: data.lastName,
      username: null,
      email_verified_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (request.userType === 'creator') {
    await trx
      .insertInto('creator_profiles')
      .values({
        user_id: user.id,
        platform: request.data.platform,
        social_links: '{}',
        categories: '[]',
        interests: '[]',
        content_type: '[]',
        portfolio_items: '[]',
        languages: '[]',
      })
      .execute();
  } else {
    await trx
      .insertInto('brand_profiles')
      .values({ user_id: user.id, website: request.data.website ?? null, industry: request.data.industry })
      .execute();
  }
  return user.id;
}
