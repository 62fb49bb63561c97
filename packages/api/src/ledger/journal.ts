import { ERROR_CODES, PAYMENT_MESSAGES, type TransferCode } from '@sponsorly/shared';
import type { Database, LedgerTransferRow, Transaction } from '@sponsorly/db';
import { AppError } from '../lib/app-error';
import { accountCode, lockAccounts, type AccountRef } from './accounts';

/** Money that moves now (`single`) or is held (`pending`) from one account to another. */
export interface MoveEntry {
  kind: 'single' | 'pending';
  /** The caller's id for the transfer, stable across retries: `hold:<deal>:price`. */
  id: string;
  debit: AccountRef;
  credit: AccountRef;
  amount: number;
  code: TransferCode;
  dealId?: string | null;
  operationId?: string | null;
}

/** A hold settled: `post` moves all of it or `amount` of it (the rest goes back); `void` moves none. */
export interface ResolveEntry {
  kind: 'post' | 'void';
  id: string;
  pendingId: string;
  /** For a post, the part that moves; all of the hold when left out. */
  amount?: number;
  code: TransferCode;
}

export type JournalEntry = MoveEntry | ResolveEntry;

/** A journal that cannot be written as asked: a bug in its caller, never the user's doing. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

export const insufficientFunds = () => new AppError(409, ERROR_CODES.insufficientFunds, PAYMENT_MESSAGES.insufficientBalance);

interface Counters {
  debits_pending: number;
  debits_posted: number;
  credits_pending: number;
  credits_posted: number;
}
const zero = (): Counters => ({ debits_pending: 0, debits_posted: 0, credits_pending: 0, credits_posted: 0 });
const isAmount = (n: number) => Number.isSafeInteger(n) && n > 0;

/** The row each entry becomes, with its accounts and amount settled. */
type TransferValues = Omit<LedgerTransferRow, 'seq' | 'created_at'> & { amount: number; created_at: Date };

/**
 * Writes one journal: transfers that all happen or none do, in the caller's transaction (with the state
 * change they belong to). The accounts are locked in ascending id order (two journals never wait on each
 * other in a circle), every person's balance is checked before it moves, and the database's CHECK stands
 * behind that check. The transfers are inserted and the database moves the accounts' counters by them
 * (migration 0023): no code moves a counter. A journal already written (the same ids, the same transfers) is not written again:
 * the answer is 'already_posted'. Ids that clash with other transfers, a hold settled twice, or a post of
 * more than was held are refused.
 */
export async function postJournal(
  trx: Transaction<Database>,
  entries: JournalEntry[],
  now: Date,
): Promise<'posted' | 'already_posted'> {
  if (entries.length === 0) return 'posted';
  if (new Set(entries.map((e) => e.id)).size !== entries.length) throw new LedgerError('A journal names a transfer twice.');
  for (const entry of entries) {
    if (entry.amount !== undefined && !isAmount(entry.amount))
      throw new LedgerError(`Transfer ${entry.id}: the amount must be a positive whole number of cents.`);
  }

  const moves = entries.filter((e): e is MoveEntry => e.kind === 'single' || e.kind === 'pending');
  const resolves = entries.filter((e): e is ResolveEntry => e.kind === 'post' || e.kind === 'void');
  // A hold's row never changes once written (the database refuses edits): it is read before the lock.
  const holds = resolves.length
    ? await trx
        .selectFrom('ledger_transfers')
        .selectAll()
        .where(
          'id',
          'in',
          resolves.map((r) => r.pendingId),
        )
        .execute()
    : [];
  const holdById = new Map(holds.map((h) => [h.id, h]));
  for (const resolve of resolves) {
    const hold = holdById.get(resolve.pendingId);
    if (!hold || hold.kind !== 'pending') throw new LedgerError(`Transfer ${resolve.id}: ${resolve.pendingId} is not a hold.`);
  }

  // Locked in ascending order; from here on no other journal can move these accounts' money.
  const accounts = await lockAccounts(
    trx,
    moves.flatMap((m) => [m.debit, m.credit]),
    holds.flatMap((h) => [Number(h.debit_account_id), Number(h.credit_account_id)]),
  );
  const accountIds = new Map(accounts.map((a) => [a.code, Number(a.id)]));

  const values: TransferValues[] = [];
  for (const move of moves) {
    const debit = accountIds.get(accountCode(move.debit))!;
    const credit = accountIds.get(accountCode(move.credit))!;
    if (move.debit.currency !== move.credit.currency)
      throw new LedgerError(`Transfer ${move.id}: both accounts must hold the same currency.`);
    values.push({
      id: move.id,
      kind: move.kind,
      debit_account_id: debit,
      credit_account_id: credit,
      amount: move.amount,
      currency: move.debit.currency,
      pending_id: null,
      code: move.code,
      deal_id: move.dealId ?? null,
      operation_id: move.operationId ?? null,
      created_at: now,
    });
  }
  for (const resolve of resolves) {
    const hold = holdById.get(resolve.pendingId)!;
    const held = Number(hold.amount);
    const amount = resolve.kind === 'void' ? held : (resolve.amount ?? held);
    if (amount > held) throw new LedgerError(`Transfer ${resolve.id}: a post cannot move more than the hold.`);
    values.push({
      id: resolve.id,
      kind: resolve.kind,
      debit_account_id: Number(hold.debit_account_id),
      credit_account_id: Number(hold.credit_account_id),
      amount,
      currency: hold.currency,
      pending_id: hold.id,
      code: resolve.code,
      deal_id: hold.deal_id,
      operation_id: null,
      created_at: now,
    });
  }

  // Under the lock, in one read: these transfers already written (a retry), and the holds already settled.
  const valueIds = new Set(values.map((v) => v.id));
  const pendingIds = resolves.map((r) => r.pendingId);
  const earlier = await trx
    .selectFrom('ledger_transfers')
    .selectAll()
    .where((eb) => eb.or([eb('id', 'in', [...valueIds]), ...(pendingIds.length ? [eb('pending_id', 'in', pendingIds)] : [])]))
    .execute();
  const written = earlier.filter((row) => valueIds.has(row.id));
  if (written.length > 0) {
    const same = written.length === values.length && values.every((v) => written.some((w) => sameTransfer(w, v)));
    if (same) return 'already_posted';
    throw new LedgerError(`Transfers ${written.map((w) => w.id).join(', ')} already exist with other terms.`);
  }
  const settled = earlier.find((row) => row.pending_id !== null && pendingIds.includes(row.pending_id));
  if (settled) throw new LedgerError(`Hold ${settled.pending_id} is already settled.`);

  // The locked accounts are exactly those the transfers move.
  const deltas = new Map<number, Counters>(accounts.map((account) => [Number(account.id), zero()]));
  for (const v of values) {
    const debit = deltas.get(Number(v.debit_account_id))!;
    const credit = deltas.get(Number(v.credit_account_id))!;
    if (v.kind === 'single') {
      debit.debits_posted += v.amount;
      credit.credits_posted += v.amount;
    } else if (v.kind === 'pending') {
      debit.debits_pending += v.amount;
      credit.credits_pending += v.amount;
    } else {
      const held = Number(holdById.get(v.pending_id!)!.amount);
      debit.debits_pending -= held;
      credit.credits_pending -= held;
      if (v.kind === 'post') {
        debit.debits_posted += v.amount;
        credit.credits_posted += v.amount;
      }
    }
  }
  for (const account of accounts) {
    const d = deltas.get(Number(account.id))!;
    const debits = Number(account.debits_pending) + d.debits_pending + Number(account.debits_posted) + d.debits_posted;
    if (account.no_overdraft && debits > Number(account.credits_posted) + d.credits_posted) throw insufficientFunds();
    // What a brand owes is paid off, never beyond (the mirror of the overdraft; migration 0029's CHECK).
    const credits = Number(account.credits_pending) + d.credits_pending + Number(account.credits_posted) + d.credits_posted;
    if (account.kind === 'brand_owed' && credits > Number(account.debits_posted) + d.debits_posted)
      throw new LedgerError(`${account.code}: paid off beyond what is owed.`);
  }
  // One statement: the database's trigger moves the accounts' counters by what these transfers move, so
  // the overdraft CHECK sees the journal whole, as the check above did.
  await trx.insertInto('ledger_transfers').values(values).execute();
  return 'posted';
}

function sameTransfer(w: LedgerTransferRow, v: TransferValues): boolean {
  return (
    w.id === v.id &&
    w.kind === v.kind &&
    Number(w.amount) === v.amount &&
    Number(w.debit_account_id) === Number(v.debit_account_id) &&
    Number(w.credit_account_id) === Number(v.credit_account_id) &&
    w.pending_id === v.pending_id &&
    w.code === v.code
  );
}
