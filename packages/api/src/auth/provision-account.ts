import type { PublicUser } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { loadPublicUser } from './public-user';
import { createSession } from './sessions';
import { insertAccount } from './signup';
import { toSignupPayload, type SignupRequest } from './signup-payload';

/**
 * An account that starts verified and logged in, with its password already hashed: the rows a signup and
 * its followed link leave, in one transaction. For accounts nobody signs up for by email, such as test
 * fixtures, whose password hash is computed once and reused. Answers the row and the user as the API shows it.
 */
export async function provisionVerifiedAccount(
  deps: Pick<ServiceDeps, 'db' | 'now'> & { settings: Pick<ServiceDeps['settings'], 'adminEmails'> },
  request: SignupRequest,
  passwordHash: string,
): Promise<{ sessionToken: string; row: User; user: PublicUser }> {
  const now = deps.now();
  const { userId, sessionToken } = await deps.db.transaction().execute(async (trx) => {
    const userId = await insertAccount(trx, request.data.email, toSignupPayload(request, passwordHash), now, now);
    return { userId, sessionToken: await createSession(trx, userId, now, null) };
  });
  const row = await deps.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  return { sessionToken, row, user: await loadPublicUser(deps.db, row, deps.settings.adminEmails) };
}
