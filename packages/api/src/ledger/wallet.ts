import { DEFAULT_CURRENCY, walletViewSchema, type Currency, type WalletView } from '@sponsorly/shared';
import type { Database, Kysely, User } from '@sponsorly/db';
import { authedProcedure } from '../trpc';
import { tags } from './wallet-procedures';
import { owedOf } from './brand-owed';

/** What an account holds that nothing is held against: posted credits less posted and pending debits (0 for none yet). */
export const netCents = (a: { credits_posted: unknown; debits_posted: unknown; debits_pending: unknown } | undefined) =>
  a ? Number(a.credits_posted) - Number(a.debits_posted) - Number(a.debits_pending) : 0;

/**
 * A person's wallet from their ledger accounts (WalletView says what each figure means). A person with
 * no money yet has no accounts, and a wallet of zeros.
 */
export async function loadWallet(db: Kysely<Database>, user: User, currency: Currency = DEFAULT_CURRENCY): Promise<WalletView> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('currency', '=', currency)
    .execute();
  const byKind = new Map(accounts.map((a) => [a.kind, a]));
  if (user.user_type === 'brand') {
    const balance = byKind.get('brand_balance');
    const owed = byKind.get('brand_owed');
    // Sent back to the card: refunds paid (their settlement), not those still under way.
    const refunded = await db
      .selectFrom('ledger_transfers')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
      .where('code', '=', 'refund')
      .where('kind', '=', 'post')
      .where('debit_account_id', '=', Number(balance?.id ?? -1))
      .executeTakeFirstOrThrow();
    return {
      currency,
      available_cents: netCents(balance),
      pending_cents: 0,
      held_cents: Number(balance?.debits_pending ?? 0),
      paid_out_cents: Number(refunded.total),
      owed_cents: owedOf(owed),
    };
  }
  const clearing = byKind.get('creator_clearing');
  const available = byKind.get('creator_available');
  // Withdrawn: payouts paid, less what Stripe reversed back into the available balance.
  const reversed = available
    ? await db
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
        .where('code', '=', 'payout_reversed')
        .where('credit_account_id', '=', Number(available.id))
        .executeTakeFirstOrThrow()
    : { total: '0' };
  return {
    currency,
    available_cents: netCents(available),
    pending_cents: netCents(clearing),
    held_cents: Number(clearing?.credits_pending ?? 0),
    paid_out_cents: Number(available?.debits_posted ?? 0) - Number(reversed.total),
    owed_cents: 0,
  };
}

/** GET /wallet. */
export const getWalletProcedure = authedProcedure
  .meta({ openapi: { method: 'GET', path: '/wallet', summary: 'Your money on Sponsorly, from the ledger', tags } })
  .output(walletViewSchema)
  .query(({ ctx }) => loadWallet(ctx.deps.db, ctx.session.user));
