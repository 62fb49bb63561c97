import { sql, type Kysely } from 'kysely';

/**
 * Brand analytics (docs/analytics.md): a campaign's views, counted once per reader and day; when a
 * deliverable's live post was first given, so "posts live" can be counted by date; what each reading of
 * a live post gained on the one before it and so far, kept by the database as it is written, with each
 * brand's and campaign's gains by day, so a year reads as few rows as a month; and the indexes that read
 * a brand's figures by date (the analytics benchmark).
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

  await sql`
    alter table deal_post_metrics
      add column views_gained bigint not null default 0 check (views_gained >= 0),
      add column engagements_gained bigint not null default 0 check (engagements_gained >= 0),
      add column views_running bigint not null default 0,
      add column engagements_running bigint not null default 0`.execute(db);
  await sql`
    create table brand_post_days (
      brand_id uuid not null references users(id) on delete cascade,
      day date not null,
      views_gained bigint not null default 0,
      engagements_gained bigint not null default 0,
      primary key (brand_id, day)
    )`.execute(db);
  await sql`
    create table campaign_post_days (
      campaign_id uuid not null references campaigns(id) on delete cascade,
      day date not null,
      views_gained bigint not null default 0,
      engagements_gained bigint not null default 0,
      primary key (campaign_id, day)
    )`.execute(db);
  // Readings are written in time order (at once, then daily, then weekly), so the reading before is the
  // latest one kept. A count the platform lowered (views it removed as spam) gains nothing. Each reading
  // keeps its gain and the post's gains so far; each day's gains are added to the brand's and the
  // campaign's day, so a range's series is read from a row a day, whatever the number of posts.
  await sql`
    create function deal_post_metrics_gains() returns trigger language plpgsql as $$
    declare
      before_views bigint;
      before_engagements bigint;
      views_so_far bigint;
      engagements_so_far bigint;
      deal_brand uuid;
      deal_campaign uuid;
      reading_day date := (new.read_at at time zone 'UTC')::date;
    begin
      select coalesce(views, 0), coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0), views_running, engagements_running
        into before_views, before_engagements, views_so_far, engagements_so_far
        from deal_post_metrics
        where deal_id = new.deal_id and deliverable_id = new.deliverable_id and read_at < new.read_at
        order by read_at desc
        limit 1;
      new.views_gained := greatest(coalesce(new.views, 0) - coalesce(before_views, 0), 0);
      new.engagements_gained := greatest(
        coalesce(new.likes, 0) + coalesce(new.comments, 0) + coalesce(new.shares, 0) - coalesce(before_engagements, 0), 0);
      new.views_running := coalesce(views_so_far, 0) + new.views_gained;
      new.engagements_running := coalesce(engagements_so_far, 0) + new.engagements_gained;
      select brand_id, campaign_id into deal_brand, deal_campaign from deals where id = new.deal_id;
      insert into brand_post_days as b values (deal_brand, reading_day, new.views_gained, new.engagements_gained)
        on conflict (brand_id, day) do update
        set views_gained = b.views_gained + excluded.views_gained, engagements_gained = b.engagements_gained + excluded.engagements_gained;
      if deal_campaign is not null then
        insert into campaign_post_days as c values (deal_campaign, reading_day, new.views_gained, new.engagements_gained)
          on conflict (campaign_id, day) do update
          set views_gained = c.views_gained + excluded.views_gained, engagements_gained = c.engagements_gained + excluded.engagements_gained;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger deal_post_metrics_gains before insert on deal_post_metrics
    for each row execute function deal_post_metrics_gains()`.execute(db);
  // The readings kept before this migration, as the trigger would have written them.
  await sql`
    update deal_post_metrics m
    set views_gained = g.views_gained, engagements_gained = g.engagements_gained,
        views_running = g.views_running, engagements_running = g.engagements_running
    from (
      select id, views_gained, engagements_gained,
        sum(views_gained) over post as views_running, sum(engagements_gained) over post as engagements_running
      from (
        select id, deal_id, deliverable_id, read_at,
          greatest(seen - coalesce(lag(seen) over reads, 0), 0) as views_gained,
          greatest(engaged - coalesce(lag(engaged) over reads, 0), 0) as engagements_gained
        from (
          select *, coalesce(views, 0) as seen, coalesce(likes, 0) + coalesce(comments, 0) + coalesce(shares, 0) as engaged
          from deal_post_metrics
        ) r
        window reads as (partition by deal_id, deliverable_id order by read_at)
      ) gains
      window post as (partition by deal_id, deliverable_id order by read_at)
    ) g
    where g.id = m.id`.execute(db);
  await sql`
    insert into brand_post_days
    select d.brand_id, (m.read_at at time zone 'UTC')::date, sum(m.views_gained), sum(m.engagements_gained)
    from deal_post_metrics m join deals d on d.id = m.deal_id group by 1, 2`.execute(db);
  await sql`
    insert into campaign_post_days
    select d.campaign_id, (m.read_at at time zone 'UTC')::date, sum(m.views_gained), sum(m.engagements_gained)
    from deal_post_metrics m join deals d on d.id = m.deal_id where d.campaign_id is not null group by 1, 2`.execute(db);
  // A post's gains up to an instant: its last reading before it.
  await sql`
    create index deal_post_metrics_running on deal_post_metrics (deal_id, deliverable_id, read_at)
    include (views_running, engagements_running)`.execute(db);

  // Money spent: the releases out of one brand's balance, by date.
  await sql`
    create index ledger_transfers_released on ledger_transfers (debit_account_id, created_at) include (amount, deal_id)
    where code in ('release_price', 'release_fee')`.execute(db);
  // Deals completed, and first drafts, by date.
  await sql`
    create index deal_events_completed on deal_events (created_at) include (deal_id, action)
    where to_status = 'completed' and from_status <> 'completed'`.execute(db);
  await sql`create index deal_submissions_first_round on deal_submissions (created_at) include (deal_id, deliverable_id) where round = 1`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index deal_submissions_first_round`.execute(db);
  await sql`drop index deal_events_completed`.execute(db);
  await sql`drop index ledger_transfers_released`.execute(db);
  await sql`drop index deal_post_metrics_running`.execute(db);
  await sql`drop trigger deal_post_metrics_gains on deal_post_metrics`.execute(db);
  await sql`drop function deal_post_metrics_gains()`.execute(db);
  await sql`drop table campaign_post_days`.execute(db);
  await sql`drop table brand_post_days`.execute(db);
  await sql`
    alter table deal_post_metrics
      drop column engagements_running, drop column views_running, drop column engagements_gained, drop column views_gained`.execute(
    db,
  );
  await sql`alter table deal_deliverables drop column live_at`.execute(db);
  await sql`drop table campaign_views`.execute(db);
}
