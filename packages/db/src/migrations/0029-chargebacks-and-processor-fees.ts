import { sql, type Kysely } from 'kysely';

/**
 * Chargebacks and the payment providers' fees in the ledger (docs/ledger.md, docs/payments.md "Stripe Connect"):
 * three more kinds of account.
 *
 * - `chargebacks` (the platform's, per currency): the money card disputes took back, while they are open
 *   and once lost. It may not be overdrawn, as a person's balance.
 * - `processor_fees` (the platform's, per currency): what the provider kept of each charge, an expense
 *   debited as the provider's account is, so it is not checked against an overdraft.
 * - `brand_owed` (a brand's, per currency): a chargeback the brand's balance could not cover, debited;
 *   paid off by credits. A CHECK keeps it from being paid off beyond what was owed, the mirror of the
 *   overdraft CHECK.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check check (kind in
    ('brand_balance', 'creator_clearing', 'creator_available', 'platform_fees', 'provider', 'brand_owed', 'chargebacks', 'processor_fees'))`.execute(
    db,
  );
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_owner
    check ((kind in ('brand_balance', 'creator_clearing', 'creator_available', 'brand_owed')) = (user_id is not null))`.execute(
    db,
  );
  await sql`alter table ledger_accounts add constraint ledger_accounts_owed_not_overpaid
    check (kind <> 'brand_owed' or credits_pending + credits_posted <= debits_posted)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owed_not_overpaid`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_owner`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_owner
    check ((kind in ('brand_balance', 'creator_clearing', 'creator_available')) = (user_id is not null))`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in ('brand_balance', 'creator_clearing', 'creator_available', 'platform_fees', 'provider'))`.execute(db);
}
