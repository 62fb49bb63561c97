import { sql, type Kysely } from 'kysely';

/**
 * Brand analytics (docs/analytics.md): a campaign's views, counted once per reader and day, and when a
 * deliverable's live post was first given, so "posts live" can be counted by date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table campaign_views (
      campaign_id uuid not null references campaigns(id) on delete cascade,
      day date not null,
      viewer_id uuid not null references users(id) on delete cascade,
      primary key (campaign_id, day, viewer_id)
    )`.execute(db);
  await sql`alter table deal_deliverables add column live_at timestamptz`.execute(db);
  // A post given before this column existed was last changed when its link was given, or close to it.
  await sql`update deal_deliverables set live_at = updated_at where live_url is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deal_deliverables drop column live_at`.execute(db);
  await sql`drop table campaign_views`.execute(db);
}
