import { sql, type Kysely } from 'kysely';

/**
 * Reports and moderation (docs/moderation.md):
 * - `reports`: what someone logged in reported (a user, a message, a campaign or a review), about whom, and
 *   why; one per reporter and thing, so reporting twice is one report.
 * - `audit_log`: every administrator action, written in the action's own transaction. Append-only: the
 *   database refuses UPDATE, DELETE and TRUNCATE, so not even a bug or a hand at the console rewrites it.
 * - `users.suspended_at`: a suspended account cannot log in; the search row's `visible` follows it.
 * - `campaigns.hidden_at`, `deal_reviews.hidden_at`: hidden by an administrator; a review gets an id so it can
 *   be reported and hidden by it.
 * - `account_limit_hits`: how often a logged-in account met a rate limit (a 429), for the reports' history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column suspended_at timestamptz`.execute(db);
  await sql`alter table campaigns add column hidden_at timestamptz`.execute(db);
  await sql`alter table deal_reviews add column id uuid not null default gen_random_uuid()`.execute(db);
  await sql`alter table deal_reviews add column hidden_at timestamptz`.execute(db);
  await sql`create unique index deal_reviews_id on deal_reviews (id)`.execute(db);

  await db.schema
    .createTable('reports')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('reporter_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('user', 'message', 'campaign', 'review')`))
    .addColumn('subject_id', 'uuid', (c) => c.notNull())
    // Who the report is about: the user, the message's sender, the campaign's brand, the review's author.
    .addColumn('subject_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'dismissed', 'actioned')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'uuid', (c) => c.references('users.id'))
    .execute();
  await sql`create unique index reports_once on reports (reporter_id, kind, subject_id)`.execute(db);
  await sql`create index reports_open on reports (created_at desc, id desc) where status = 'open'`.execute(db);
  await sql`create index reports_subject_user on reports (subject_user_id, created_at desc)`.execute(db);

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Null for an action taken from the command line (`npm run admin -- grant`), where no account acts.
    .addColumn('actor_id', 'uuid', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(btrim(reason)) > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index audit_log_actor on audit_log (actor_id, id desc)`.execute(db);
  await sql`create index audit_log_subject on audit_log (subject_id, id desc)`.execute(db);
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = 'restrict_violation';
    end
    $$`.execute(db);
  await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()`.execute(
    db,
  );
  await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()`.execute(
    db,
  );

  await db.schema
    .createTable('account_limit_hits')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('last_hit_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // A suspended creator leaves search whatever refreshes the row (the users trigger refreshes it on suspension).
  await sql`
    create function creator_search_not_suspended() returns trigger language plpgsql as $$
    begin
      if new.visible and exists (select 1 from users u where u.id = new.creator_id and u.suspended_at is not null) then
        new.visible := false;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger creator_search_not_suspended before insert or update on creator_search
    for each row execute function creator_search_not_suspended()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists creator_search_not_suspended on creator_search`.execute(db);
  await sql`drop function if exists creator_search_not_suspended()`.execute(db);
  await sql`drop table if exists account_limit_hits`.execute(db);
  await sql`drop table if exists audit_log`.execute(db);
  await sql`drop function if exists audit_log_append_only()`.execute(db);
  await sql`drop table if exists reports`.execute(db);
  await sql`drop index if exists deal_reviews_id`.execute(db);
  await sql`alter table deal_reviews drop column if exists hidden_at`.execute(db);
  await sql`alter table deal_reviews drop column if exists id`.execute(db);
  await sql`alter table campaigns drop column if exists hidden_at`.execute(db);
  await sql`alter table users drop column if exists suspended_at`.execute(db);
}
