import { sql, type Kysely } from 'kysely';

/**
 * Your data (docs/your-data.md): an account can be deleted, and each person chooses the emails they get.
 * - `users.deleted_at`: when the account was deleted. The row stays, emptied (names "Deleted user", an
 *   address nobody owns), because deals, messages and the ledger's transfers still point at it.
 * - `notification_preferences`: the kinds of email a person turned off, and whether new messages come
 *   as one daily digest. No row: every email on, no digest.
 * - `email_digest_items`: what waits for a person's next digest.
 * - `email_outbox.headers`: extra mail headers of a message (List-Unsubscribe and its one-click partner).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column deleted_at timestamptz`.execute(db);
  await sql`create table notification_preferences (
    user_id uuid primary key references users(id) on delete cascade,
    email_off text[] not null default '{}',
    digest text not null default 'off' check (digest in ('off', 'daily')),
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create table email_digest_items (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users(id) on delete cascade,
    kind text not null,
    title text not null,
    body text not null default '',
    link text not null,
    created_at timestamptz not null
  )`.execute(db);
  // The digest timer reads each person's oldest waiting item.
  await sql`create index email_digest_items_by_user on email_digest_items (user_id, created_at)`.execute(db);
  await sql`alter table email_outbox add column headers jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table email_outbox drop column headers`.execute(db);
  await sql`drop table email_digest_items`.execute(db);
  await sql`drop table notification_preferences`.execute(db);
  await sql`alter table users drop column deleted_at`.execute(db);
}
