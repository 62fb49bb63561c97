import type { Currency, LedgerAccountKind, PaymentProviderName } from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';

/** An account as a caller names it: by what it is for, never by its row id. */
export type AccountRef =
  | { kind: 'brand_balance' | 'creator_clearing' | 'creator_available' | 'brand_owed'; userId: string; currency: Currency }
  | { kind: 'platform_fees' | 'chargebacks' | 'processor_fees'; currency: Currency }
  | { kind: 'provider'; provider: PaymentProviderName; currency: Currency };

/** Each account's one name: `brand_balance:<user>:USD`, `platform_fees:USD`, `provider:sandbox:USD`. */
export function accountCode(ref: AccountRef): string {
  if (ref.kind === 'provider') return `provider:${ref.provider}:${ref.currency}`;
  if ('userId' in ref) return `${ref.kind}:${ref.userId}:${ref.currency}`;
  return `${ref.kind}:${ref.currency}`;
}

/**
 * A provider's account stands for the world outside: it is debited by every charge that brings money
 * in, so it goes below zero. So do the two accounts that are debited rather than credited: what a brand
 * owes (`brand_owed`, kept from being paid off beyond that by its own CHECK) and the providers' fees
 * (`processor_fees`, an expense). Every other account may not be overdrawn.
 */
const mayOverdraw = (kind: LedgerAccountKind) => kind === 'provider' || kind === 'brand_owed' || kind === 'processor_fees';

/**
 * The accounts' row ids, by code, each made on first use. Concurrent first uses meet on the unique
 * code and read the same row.
 */
export async function ensureAccounts(trx: Transaction<Database>, refs: AccountRef[]): Promise<Map<string, number>> {
  const byCode = new Map(refs.map((ref) => [accountCode(ref), ref]));
  if (byCode.size === 0) return new Map();
  await trx
    .insertInto('ledger_accounts')
    .values(
      [...byCode].map(([code, ref]) => ({
        code,
        kind: ref.kind,
        user_id: 'userId' in ref ? ref.userId : null,
        currency: ref.currency,
        no_overdraft: !mayOverdraw(ref.kind),
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const rows = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'code'])
    .where('code', 'in', [...byCode.keys()])
    .execute();
  return new Map(rows.map((row) => [row.code, Number(row.id)]));
}
