import { sql, type Kysely } from 'kysely';

/**
 * Stripe Connect (docs/payments.md): a creator's connected account, where withdrawals are sent, and the
 * provider's webhook events, each kept by its id (so a redelivered event is applied once) until a worker
 * has applied it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table payout_accounts (
    user_id uuid primary key references users(id) on delete cascade,
    provider text not null,
    account_id text not null unique,
    status text not null default 'pending' check (status in ('pending', 'enabled', 'restricted')),
    requirements_due jsonb not null default '[]',
    created_at timestamptz not null,
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create table provider_events (
    id text primary key,
    provider text not null,
    type text not null,
    payload jsonb not null,
    received_at timestamptz not null,
    claimed_until timestamptz,
    attempts integer not null default 0,
    last_error text,
    applied_at timestamptz,
    outcome text
  )`.execute(db);
  await sql`create index provider_events_unapplied on provider_events (received_at) where applied_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table provider_events`.execute(db);
  await sql`drop table payout_accounts`.execute(db);
}
