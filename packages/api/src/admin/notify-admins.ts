import type { Database, Transaction } from '@sponsorly/db';
import { isAdminSql } from './admin-role-sql';
import type { ServiceDeps } from '../lib/deps';
import { notify, type NotificationInput } from '../notifications/notify';

/**
 * Tells every admin (flagged in the database, or named by ADMIN_EMAILS with a verified address) of something that needs one,
 * inside the transaction of the change: a notification each, emailed for the kinds marked email.
 */
export async function notifyAdmins(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings' | 'now'>,
  input: Omit<NotificationInput, 'userId'>,
): Promise<void> {
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where(isAdminSql(deps.settings.adminEmails))
    .orderBy('created_at')
    .execute();
  for (const admin of admins) await notify(trx, deps, { ...input, userId: admin.id });
}
