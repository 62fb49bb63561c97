import { ADMIN_MESSAGES, ERROR_CODES } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { findUserByEmail, isAdmin } from '../auth/users';

/** Refuses anyone who is not an administrator; the page says "Access Restricted". */
export function assertAdmin(deps: ServiceDeps, user: User): void {
  if (!isAdmin(user, deps.settings.adminEmails)) {
    throw new AppError(403, ERROR_CODES.forbidden, ADMIN_MESSAGES.notAdmin, { body: { is_admin: false } });
  }
}

/** Makes an existing account an administrator (the `npm run admin -- grant EMAIL` command). */
export async function grantAdmin(deps: Pick<ServiceDeps, 'db' | 'now'>, email: string): Promise<User> {
  const user = await findUserByEmail(deps.db, email.trim());
  if (!user) throw new AppError(404, ERROR_CODES.notFound, `No account with the email ${email.trim()}.`);
  return deps.db
    .updateTable('users')
    .set({ is_admin: true, updated_at: deps.now() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}
