import type { Currency, LedgerAccountKind, PaymentProviderName } from '@sponsorly/shared';
import type { Database, LedgerAccountRow, Transaction } from '@sponsorly/db';

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

/** Makes the accounts that do not exist yet: concurrent first uses meet on the unique code, and one row is made. */
async function createAccounts(trx: Transaction<Database>, refs: AccountRef[]): Promise<void> {
  const byCode = new Map(refs.map((ref) => [accountCode(ref), ref]));
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
}

/**
 * Locks the accounts named by `refs` and by `ids` for the rest of the caller's transaction, in ascending
 * id order (two journals never wait on each other in a circle), and answers their rows. One statement
 * when the accounts exist, as they do after each one's first use; an account used for the first time is
 * made, and the rows are read and locked again.
 */
export async function lockAccounts(
  trx: Transaction<Database>,
  refs: AccountRef[],
  ids: number[] = [],
): Promise<LedgerAccountRow[]> {
  const codes = [...new Set(refs.map(accountCode))];
  if (codes.length === 0 && ids.length === 0) return [];
  const read = () =>
    trx
      .selectFrom('ledger_accounts')
      .selectAll()
      .where((eb) => eb.or([...(codes.length ? [eb('code', 'in', codes)] : []), ...(ids.length ? [eb('id', 'in', ids)] : [])]))
      .orderBy('id')
      .forUpdate()
      .execute();
  const rows = await read();
  const found = new Set(rows.map((row) => row.code));
  const missing = refs.filter((ref) => !found.has(accountCode(ref)));
  if (missing.length === 0) return rows;
  await createAccounts(trx, missing);
  return read();
}
