import { ERROR_CODES, PAYMENT_MESSAGES, type Currency } from '@sponsorly/shared';
import type { Database, Kysely, Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import type { ServiceDeps } from '../lib/deps';
import { accountCode, lockAccounts, type AccountRef } from './accounts';
import { postJournal } from './journal';
import { netCents } from './wallet';

/**
 * What a brand owes Sponsorly (docs/ledger.md "Chargebacks"): a chargeback its balance could not cover
 * is debited to its `brand_owed` account, and paid off by moving money from its balance to it. Money in
 * the balance pays what is owed first: before the brand funds a deal or sends its balance back to its
 * card, and when a chargeback is won. While anything is owed, funding is refused (409 `balance_owed`).
 */

export const owedOf = (a: { debits_posted: unknown; credits_posted: unknown; credits_pending: unknown } | undefined) =>
  a ? Number(a.debits_posted) - Number(a.credits_posted) - Number(a.credits_pending) : 0;

export const balanceOwed = (cents: number) => new AppError(409, ERROR_CODES.balanceOwed, PAYMENT_MESSAGES.balanceOwed(cents));

/** What the brand owes in this currency now (0 when nothing). */
export async function owedCents(db: Kysely<Database> | Transaction<Database>, brandId: string, currency: Currency) {
  const account = await db
    .selectFrom('ledger_accounts')
    .select(['debits_posted', 'credits_posted', 'credits_pending'])
    .where('code', '=', accountCode({ kind: 'brand_owed', userId: brandId, currency }))
    .executeTakeFirst();
  return owedOf(account);
}

/**
 * The brand's balance and what it owes, locked in ascending id order (as postJournal locks them, so two
 * journals never wait on each other in a circle), with the balance free to pay and the amount owed.
 */
export async function lockBrandAccounts(
  trx: Transaction<Database>,
  brandId: string,
  currency: Currency,
  more: AccountRef[] = [],
) {
  const balance: AccountRef = { kind: 'brand_balance', userId: brandId, currency };
  const owed: AccountRef = { kind: 'brand_owed', userId: brandId, currency };
  const rows = await lockAccounts(trx, [balance, owed, ...more]);
  const byCode = new Map(rows.map((row) => [row.code, row]));
  return {
    balance,
    owed,
    availableCents: Math.max(netCents(byCode.get(accountCode(balance))), 0),
    owedCents: owedOf(byCode.get(accountCode(owed))),
  };
}

/**
 * Pays what the brand owes from its balance, as far as the balance goes, in the caller's transaction;
 * answers what is still owed. The transfer's id names the account's payments so far, which the lock
 * makes one value at a time.
 */
export async function payOwedFromBalance(trx: Transaction<Database>, brandId: string, currency: Currency, now: Date) {
  const accounts = await lockBrandAccounts(trx, brandId, currency);
  const paying = Math.min(accounts.availableCents, accounts.owedCents);
  if (paying === 0) return accounts.owedCents;
  const paidSoFar = await trx
    .selectFrom('ledger_transfers as t')
    .innerJoin('ledger_accounts as a', 'a.id', 't.credit_account_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('a.code', '=', accountCode(accounts.owed))
    .executeTakeFirstOrThrow();
  await postJournal(
    trx,
    [
      {
        kind: 'single',
        id: `owed_paid:${brandId}:${currency}:${Number(paidSoFar.n) + 1}`,
        debit: accounts.balance,
        credit: accounts.owed,
        amount: paying,
        code: 'owed_paid',
      },
    ],
    now,
  );
  return accounts.owedCents - paying;
}

/**
 * Before a brand's money moves at its request (funding, a refund to its card): what it owes is paid from
 * its balance first, in a transaction of its own, so the balance the request then sees is what is left.
 * Nothing to do (one read) for a brand that owes nothing.
 */
export async function settleOwedFromBalance(deps: Pick<ServiceDeps, 'db' | 'now'>, brandId: string): Promise<void> {
  const owing = await deps.db
    .selectFrom('ledger_accounts')
    .select('currency')
    .where('user_id', '=', brandId)
    .where('kind', '=', 'brand_owed')
    .whereRef('debits_posted', '>', 'credits_posted')
    .execute();
  for (const { currency } of owing) {
    await deps.db.transaction().execute((trx) => payOwedFromBalance(trx, brandId, currency as Currency, deps.now()));
  }
}
