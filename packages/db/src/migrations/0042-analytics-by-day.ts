import { sql, type Kysely } from 'kysely';

/**
 * Brand analytics read by day (docs/analytics.md, decision 0036). Each thing a brand's figures count is
 * added, as it happens, to one row per brand, campaign, creator and day: the money released from the
 * brand's balance, offers made, deals funded, posts gone live, deals completed (with the approvals and
 * the hours each review took), and first drafts due (with those on time). A range then reads at most a
 * row per pair and day, however many deals, events and transfers it holds; the triggers below keep the
 * rows, so no write path can forget them. Each live post also keeps its first and latest reading and its
 * gains so far, so a range that holds a post's whole life reads none of its readings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_deal_days (
      brand_id uuid not null references users(id) on delete cascade,
      campaign_id uuid,
      creator_id uuid not null,
      day date not null,
      spent_minor bigint not null default 0,
      offers integer not null default 0,
      deals_funded integer not null default 0,
      posts_live integer not null default 0,
      deals_completed integer not null default 0,
      approvals integer not null default 0,
      approval_hours numeric not null default 0,
      deliverables_due integer not null default 0,
      on_time integer not null default 0
    )`.execute(db);
  // Deals outside any campaign are kept under a null campaign: one row per pair and day all the same.
  await sql`
    create unique index analytics_deal_days_key on analytics_deal_days (brand_id, day, campaign_id, creator_id)
    nulls not distinct`.execute(db);

  // Adds to a pair's day. Every trigger below comes through here with only what it counts.
  await sql`
    create function analytics_add(
      p_brand uuid, p_campaign uuid, p_creator uuid, p_at timestamptz,
      p_spent bigint default 0, p_offers integer default 0, p_funded integer default 0, p_live integer default 0,
      p_completed integer default 0, p_approvals integer default 0, p_hours numeric default 0,
      p_due integer default 0, p_on_time integer default 0
    ) returns void language plpgsql as $$
    begin
      insert into analytics_deal_days as a
        values (p_brand, p_campaign, p_creator, (p_at at time zone 'UTC')::date,
                p_spent, p_offers, p_funded, p_live, p_completed, p_approvals, p_hours, p_due, p_on_time)
      on conflict (brand_id, day, campaign_id, creator_id) do update set
        spent_minor = a.spent_minor + excluded.spent_minor,
        offers = a.offers + excluded.offers,
        deals_funded = a.deals_funded + excluded.deals_funded,
        posts_live = a.posts_live + excluded.posts_live,
        deals_completed = a.deals_completed + excluded.deals_completed,
        approvals = a.approvals + excluded.approvals,
        approval_hours = a.approval_hours + excluded.approval_hours,
        deliverables_due = a.deliverables_due + excluded.deliverables_due,
        on_time = a.on_time + excluded.on_time;
    end $$`.execute(db);

  // An offer counts on the day it was made; a deal funded, on the day of its funding.
  await sql`
    create function analytics_deals() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        perform analytics_add(new.brand_id, new.campaign_id, new.creator_id, new.created_at, p_offers => 1);
      elsif old.funded_at is not null and old.funded_at is distinct from new.funded_at then
        perform analytics_add(old.brand_id, old.campaign_id, old.creator_id, old.funded_at, p_funded => -1);
      end if;
      if new.funded_at is not null and (tg_op = 'INSERT' or old.funded_at is distinct from new.funded_at) then
        perform analytics_add(new.brand_id, new.campaign_id, new.creator_id, new.funded_at, p_funded => 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger analytics_deals after insert or update of funded_at on deals
    for each row execute function analytics_deals()`.execute(db);

  // Spent: what the ledger released out of the brand's own balance, to the creator and to the fees.
  await sql`
    create function analytics_released() returns trigger language plpgsql as $$
    declare
      deal record;
    begin
      select d.brand_id, d.campaign_id, d.creator_id into deal
        from deals d join ledger_accounts a on a.id = new.debit_account_id
        where d.id = new.deal_id and a.kind = 'brand_balance' and a.user_id = d.brand_id and a.currency = 'USD';
      if found then
        perform analytics_add(deal.brand_id, deal.campaign_id, deal.creator_id, new.created_at, p_spent => new.amount);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger analytics_released after insert on ledger_transfers
    for each row when (new.code in ('release_price', 'release_fee') and new.deal_id is not null)
    execute function analytics_released()`.execute(db);

  // A deal completed; for an approval, the hours from its first delivery.
  await sql`
    create function analytics_completed() returns trigger language plpgsql as $$
    declare
      deal record;
      approved boolean := new.action in ('approve', 'auto_approve');
      first_delivery timestamptz;
    begin
      select d.brand_id, d.campaign_id, d.creator_id into deal from deals d where d.id = new.deal_id;
      if approved then
        select min(e.created_at) into first_delivery from deal_events e where e.deal_id = new.deal_id and e.action = 'deliver';
      end if;
      perform analytics_add(deal.brand_id, deal.campaign_id, deal.creator_id, new.created_at,
        p_completed => 1,
        p_approvals => case when approved then 1 else 0 end,
        p_hours => case when approved then coalesce(extract(epoch from new.created_at - first_delivery) / 3600, 0) else 0 end);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger analytics_completed after insert on deal_events
    for each row when (new.to_status = 'completed' and new.from_status <> 'completed')
    execute function analytics_completed()`.execute(db);

  // A deliverable's first draft (its first round-1 submission), held to the due date the deal agreed:
  // by the end of that day, UTC. Read per statement, so a draft of several parts counts once.
  await sql`
    create function analytics_first_drafts() returns trigger language plpgsql as $$
    declare
      draft record;
    begin
      for draft in
        select d.brand_id, d.campaign_id, d.creator_id, f.first_at,
               f.first_at < (agreed.due_date::date + 1)::timestamp at time zone 'UTC' as on_time
        from (
          select s.deal_id, s.deliverable_id, min(s.created_at) as first_at
          from inserted s
          where s.round = 1
            and not exists (
              select 1 from deal_submissions earlier
              where earlier.deal_id = s.deal_id and earlier.deliverable_id = s.deliverable_id and earlier.round = 1
                and earlier.id not in (select id from inserted)
            )
          group by s.deal_id, s.deliverable_id
        ) f
        join deals d on d.id = f.deal_id
        join deal_versions v on v.deal_id = d.id and v.version = d.current_version
        cross join lateral (
          select item ->> 'due_date' as due_date from jsonb_array_elements(v.deliverables) item where item ->> 'id' = f.deliverable_id
        ) agreed
      loop
        perform analytics_add(draft.brand_id, draft.campaign_id, draft.creator_id, draft.first_at,
          p_due => 1, p_on_time => case when draft.on_time then 1 else 0 end);
      end loop;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger analytics_first_drafts after insert on deal_submissions
    referencing new table as inserted
    for each statement execute function analytics_first_drafts()`.execute(db);

  // A post counts as live on the day its link was first given.
  await sql`
    create function analytics_live() returns trigger language plpgsql as $$
    declare
      deal record;
    begin
      select d.brand_id, d.campaign_id, d.creator_id into deal from deals d where d.id = new.deal_id;
      if tg_op = 'UPDATE' and old.live_at is not null then
        perform analytics_add(deal.brand_id, deal.campaign_id, deal.creator_id, old.live_at, p_live => -1);
      end if;
      if new.live_at is not null then
        perform analytics_add(deal.brand_id, deal.campaign_id, deal.creator_id, new.live_at, p_live => 1);
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger analytics_live_added after insert on deal_deliverables
    for each row when (new.live_at is not null) execute function analytics_live()`.execute(db);
  await sql`
    create trigger analytics_live_changed after update of live_at on deal_deliverables
    for each row when (old.live_at is distinct from new.live_at) execute function analytics_live()`.execute(db);

  // What happened before this migration, as the triggers would have added it.
  await sql`
    insert into analytics_deal_days as a (brand_id, campaign_id, creator_id, day, spent_minor, offers, deals_funded,
      posts_live, deals_completed, approvals, approval_hours, deliverables_due, on_time)
    select brand_id, campaign_id, creator_id, day, sum(spent_minor), sum(offers), sum(deals_funded), sum(posts_live),
           sum(deals_completed), sum(approvals), sum(approval_hours), sum(deliverables_due), sum(on_time)
    from (
      select d.brand_id, d.campaign_id, d.creator_id, (d.created_at at time zone 'UTC')::date as day,
             0::bigint as spent_minor, 1 as offers, 0 as deals_funded, 0 as posts_live, 0 as deals_completed,
             0 as approvals, 0::numeric as approval_hours, 0 as deliverables_due, 0 as on_time
      from deals d
      union all
      select d.brand_id, d.campaign_id, d.creator_id, (d.funded_at at time zone 'UTC')::date, 0, 0, 1, 0, 0, 0, 0, 0, 0
      from deals d where d.funded_at is not null
      union all
      select d.brand_id, d.campaign_id, d.creator_id, (t.created_at at time zone 'UTC')::date, t.amount, 0, 0, 0, 0, 0, 0, 0, 0
      from ledger_transfers t
      join deals d on d.id = t.deal_id
      join ledger_accounts a on a.id = t.debit_account_id
      where t.code in ('release_price', 'release_fee') and a.kind = 'brand_balance' and a.user_id = d.brand_id and a.currency = 'USD'
      union all
      select d.brand_id, d.campaign_id, d.creator_id, (dd.live_at at time zone 'UTC')::date, 0, 0, 0, 1, 0, 0, 0, 0, 0
      from deal_deliverables dd join deals d on d.id = dd.deal_id where dd.live_at is not null
      union all
      select d.brand_id, d.campaign_id, d.creator_id, (e.created_at at time zone 'UTC')::date, 0, 0, 0, 0, 1,
             case when e.action in ('approve', 'auto_approve') then 1 else 0 end,
             case when e.action in ('approve', 'auto_approve')
               then coalesce(extract(epoch from e.created_at - (
                 select min(x.created_at) from deal_events x where x.deal_id = e.deal_id and x.action = 'deliver')) / 3600, 0)
               else 0 end,
             0, 0
      from deal_events e join deals d on d.id = e.deal_id
      where e.to_status = 'completed' and e.from_status <> 'completed'
      union all
      select d.brand_id, d.campaign_id, d.creator_id, (f.first_at at time zone 'UTC')::date, 0, 0, 0, 0, 0, 0, 0, 1,
             case when f.first_at < (agreed.due_date::date + 1)::timestamp at time zone 'UTC' then 1 else 0 end
      from (
        select s.deal_id, s.deliverable_id, min(s.created_at) as first_at
        from deal_submissions s where s.round = 1 group by s.deal_id, s.deliverable_id
      ) f
      join deals d on d.id = f.deal_id
      join deal_versions v on v.deal_id = d.id and v.version = d.current_version
      cross join lateral (
        select item ->> 'due_date' as due_date from jsonb_array_elements(v.deliverables) item where item ->> 'id' = f.deliverable_id
      ) agreed
    ) facts
    group by brand_id, campaign_id, creator_id, day`.execute(db);

  // A post's first and latest reading and its gains so far, kept as each reading is written.
  await sql`
    alter table deal_deliverables
      add column first_read_at timestamptz,
      add column last_read_at timestamptz,
      add column views_running bigint not null default 0,
      add column engagements_running bigint not null default 0`.execute(db);
  await sql`
    create function deal_post_metrics_latest() returns trigger language plpgsql as $$
    begin
      update deal_deliverables
        set first_read_at = least(first_read_at, new.read_at),
            last_read_at = greatest(last_read_at, new.read_at),
            views_running = case when last_read_at is null or new.read_at >= last_read_at then new.views_running else views_running end,
            engagements_running =
              case when last_read_at is null or new.read_at >= last_read_at then new.engagements_running else engagements_running end
        where deal_id = new.deal_id and lower(id) = new.deliverable_id::text;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger deal_post_metrics_latest after insert on deal_post_metrics
    for each row execute function deal_post_metrics_latest()`.execute(db);
  await sql`
    update deal_deliverables dd
    set first_read_at = r.first_at, last_read_at = r.last_at, views_running = r.views_running, engagements_running = r.engagements_running
    from (
      select distinct on (deal_id, deliverable_id) deal_id, deliverable_id::text as deliverable_id,
             min(read_at) over post as first_at, read_at as last_at, views_running, engagements_running
      from deal_post_metrics
      window post as (partition by deal_id, deliverable_id)
      order by deal_id, deliverable_id, read_at desc
    ) r
    where dd.deal_id = r.deal_id and lower(dd.id) = r.deliverable_id`.execute(db);

  // The date indexes the figures were read with before; the rows above replace them.
  await sql`drop index deal_submissions_first_round`.execute(db);
  await sql`drop index deal_events_completed`.execute(db);
  await sql`drop index ledger_transfers_released`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create index ledger_transfers_released on ledger_transfers (debit_account_id, created_at) include (amount, deal_id)
    where code in ('release_price', 'release_fee')`.execute(db);
  await sql`
    create index deal_events_completed on deal_events (created_at) include (deal_id, action)
    where to_status = 'completed' and from_status <> 'completed'`.execute(db);
  await sql`create index deal_submissions_first_round on deal_submissions (created_at) include (deal_id, deliverable_id) where round = 1`.execute(
    db,
  );
  await sql`drop trigger deal_post_metrics_latest on deal_post_metrics`.execute(db);
  await sql`drop function deal_post_metrics_latest()`.execute(db);
  await sql`
    alter table deal_deliverables
      drop column engagements_running, drop column views_running, drop column last_read_at, drop column first_read_at`.execute(
    db,
  );
  await sql`drop trigger analytics_live_changed on deal_deliverables`.execute(db);
  await sql`drop trigger analytics_live_added on deal_deliverables`.execute(db);
  await sql`drop function analytics_live()`.execute(db);
  await sql`drop trigger analytics_first_drafts on deal_submissions`.execute(db);
  await sql`drop function analytics_first_drafts()`.execute(db);
  await sql`drop trigger analytics_completed on deal_events`.execute(db);
  await sql`drop function analytics_completed()`.execute(db);
  await sql`drop trigger analytics_released on ledger_transfers`.execute(db);
  await sql`drop function analytics_released()`.execute(db);
  await sql`drop trigger analytics_deals on deals`.execute(db);
  await sql`drop function analytics_deals()`.execute(db);
  await sql`drop function analytics_add(uuid, uuid, uuid, timestamptz, bigint, integer, integer, integer, integer, integer, numeric, integer, integer)`.execute(
    db,
  );
  await sql`drop table analytics_deal_days`.execute(db);
}
