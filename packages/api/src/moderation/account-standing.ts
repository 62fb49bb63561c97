import { ERROR_CODES, MODERATION_MESSAGES, type AccountStanding } from '@sponsorly/shared';
import type { Database, Kysely, Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { isUuid } from '../lib/uuid';

export const userNotFound = () => new AppError(404, ERROR_CODES.notFound, MODERATION_MESSAGES.userNotFound);

/** Whether the account is suspended, and how often an administrator warned it (from the audit log). */
export async function loadAccountStanding(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
): Promise<AccountStanding> {
  if (!isUuid(userId)) throw userNotFound();
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.suspended_at',
      (eb) =>
        eb
          .selectFrom('audit_log as a')
          .select((a) => a.fn.countAll<string>().as('n'))
          .where('a.subject_id', '=', userId)
          .where('a.action', '=', 'warn_user')
          .as('warnings'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw userNotFound();
  return {
    user_id: row.id,
    status: row.suspended_at ? 'suspended' : 'active',
    suspended_at: row.suspended_at?.toISOString() ?? null,
    warnings: Number(row.warnings ?? 0),
  };
}
