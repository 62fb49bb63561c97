import { sql, type Kysely } from 'kysely';

/**
 * Live post metrics (docs/connected-channels.md): a live post on a connected channel is read through the
 * platform's API; each read keeps one row of figures, and the deliverable records when the platform
 * confirmed the post is on the creator's own channel (or that it is not) and when it is read next.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deal_post_metrics (
      id uuid primary key default gen_random_uuid(),
      deal_id uuid not null references deals(id) on delete cascade,
      deliverable_id uuid not null,
      platform text not null check (platform in ('youtube', 'instagram', 'tiktok')),
      post_id text not null,
      read_at timestamptz not null,
      views bigint check (views >= 0),
      likes bigint check (likes >= 0),
      comments bigint check (comments >= 0),
      shares bigint check (shares >= 0)
    )`.execute(db);
  await sql`create index deal_post_metrics_deliverable on deal_post_metrics (deal_id, deliverable_id, read_at)`.execute(db);
  // 'verified': on the connected channel; 'elsewhere': on another channel; 'pending': not yet answered.
  await sql`alter table deal_deliverables add column post_check text check (post_check in ('pending', 'verified', 'elsewhere'))`.execute(
    db,
  );
  await sql`alter table deal_deliverables add column post_next_read_at timestamptz`.execute(db);
  await sql`create index deal_deliverables_post_next_read on deal_deliverables (post_next_read_at) where post_next_read_at is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_deliverables drop column post_next_read_at`.execute(db);
  await sql`alter table deal_deliverables drop column post_check`.execute(db);
  await sql`drop table deal_post_metrics`.execute(db);
}
