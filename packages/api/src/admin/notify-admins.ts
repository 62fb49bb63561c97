import { sql, type Database, type Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { notify, type NotificationInput } from '../notifications/notify';

/**
 * Tells every admin (flagged in the database, or named by ADMIN_EMAILS) of something that needs one,
 * inside the transaction of the change: a notification each, emailed for the kinds marked email.
 */
export async function notifyAdmins(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings' | 'now'>,
  input: Omit<NotificationInput, 'userId'>,
): Promise<void> {
  const emails = deps.settings.adminEmails;
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('is_admin', '=', true), ...(emails.length ? [eb(sql<string>`lower(email)`, 'in', emails)] : [])]))
    .orderBy('created_at')
    .execute();
  for (const admin of admins) await notify(trx, deps, { ...input, userId: admin.id });
}
