import { ACCOUNT_MESSAGES as m, ERROR_CODES, type AccountDeletionRefusal } from '@sponsorly/shared';
import { sql, type Database, type Transaction, type User } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { FINAL_DEAL_STATUSES } from './account-procedures';

const refuse = (reason: AccountDeletionRefusal, message: string) =>
  new AppError(409, ERROR_CODES.conflict, message, { body: { reason } });

/**
 * Why the account cannot be deleted now, or nothing. A deal not over yet has another side counting on
 * it, and money in the ledger (held, clearing, available or owed) belongs to someone: both must end
 * first, so deleting never strands a deal or a cent.
 */
export async function deletionRefusal(trx: Transaction<Database>, user: User): Promise<AppError | null> {
  const open = await trx
    .selectFrom('deals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where((eb) => eb.or([eb('brand_id', '=', user.id), eb('creator_id', '=', user.id)]))
    .where('status', 'not in', FINAL_DEAL_STATUSES)
    .executeTakeFirstOrThrow();
  if (Number(open.count) > 0) return refuse('open_deals', m.openDeals(Number(open.count)));

  const accounts = await trx
    .selectFrom('ledger_accounts')
    .select([
      'kind',
      sql<string>`credits_posted - debits_posted`.as('posted'),
      sql<string>`debits_pending + credits_pending`.as('pending'),
    ])
    .where('user_id', '=', user.id)
    .execute();
  if (accounts.some((a) => Number(a.pending) !== 0)) return refuse('money_held', m.moneyHeld);
  if (accounts.some((a) => a.kind === 'brand_owed' && Number(a.posted) !== 0)) return refuse('money_owed', m.moneyOwed);
  if (accounts.some((a) => Number(a.posted) !== 0)) {
    // A creator's clearing account holds released money for three days: that is money held, not yet theirs.
    const clearing = accounts.some((a) => a.kind === 'creator_clearing' && Number(a.posted) !== 0);
    return clearing ? refuse('money_held', m.moneyHeld) : refuse('money_available', m.moneyAvailable(user.user_type === 'brand'));
  }
  return null;
}
