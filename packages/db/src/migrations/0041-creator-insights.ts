import { sql, type Kysely } from 'kysely';

/**
 * Creator insights (docs/insights.md, decision 0031): a brand shown a creator on a page of search
 * results, once a day, and a viewer of a creator's page, once a day. A viewer is kept only as a keyed
 * hash of the day and who they are (an account, or a visitor's address and browser), so the table
 * names nobody and the same viewer cannot be followed from one day to the next.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table creator_search_appearances (
      creator_id uuid not null references users(id) on delete cascade,
      day date not null,
      brand_id uuid not null references users(id) on delete cascade,
      primary key (creator_id, day, brand_id)
    )`.execute(db);
  await sql`create index creator_search_appearances_brand on creator_search_appearances (brand_id)`.execute(db);
  await sql`
    create table creator_page_views (
      creator_id uuid not null references users(id) on delete cascade,
      day date not null,
      viewer text not null check (length(viewer) between 16 and 64),
      primary key (creator_id, day, viewer)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table creator_page_views`.execute(db);
  await sql`drop table creator_search_appearances`.execute(db);
}
