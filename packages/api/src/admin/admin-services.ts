import { ADMIN_MESSAGES, ERROR_CODES, MODERATION_MESSAGES } from '@sponsorly/shared';
import type { User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { findUserByEmail, isAdmin } from '../auth/users';
import { recordAudit } from '../moderation/record-audit';

/** Refuses anyone who is not an administrator; the page says "Access Restricted". */
export function assertAdmin(deps: ServiceDeps, user: User): void {
  if (!isAdmin(user, deps.settings.adminEmails)) {
    throw new AppError(403, ERROR_CODES.forbidden, ADMIN_MESSAGES.notAdmin, { body: { is_admin: false } });
  }
}

/**
 * Makes an existing account an administrator (the `npm run admin -- grant EMAIL REASON` command), written to
 * the audit log in the same transaction with no actor: the command line is nobody's session.
 */
export async function grantAdmin(deps: Pick<ServiceDeps, 'db' | 'now'>, email: string, reason: string): Promise<User> {
  const why = reason.trim();
  if (!why) throw new AppError(400, ERROR_CODES.validation, MODERATION_MESSAGES.adminReasonRequired);
  const user = await findUserByEmail(deps.db, email.trim());
  if (!user) throw new AppError(404, ERROR_CODES.notFound, `No account with the email ${email.trim()}.`);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const granted = await trx
      .updateTable('users')
      .set({ is_admin: true, updated_at: now })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actorId: null,
      action: 'grant_admin',
      subjectKind: 'user',
      subjectId: user.id,
      reason: why,
      at: now,
    });
    return granted;
  });
}
