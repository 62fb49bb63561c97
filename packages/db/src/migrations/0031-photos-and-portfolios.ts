import { sql, type Kysely } from 'kysely';

/**
 * Photos and portfolios (docs/profiles.md "Photos and portfolio"): the pictures and videos users upload
 * (`media`, one row per upload, its sizes' storage keys in `files`), the photo or logo each account
 * shows, and a creator's portfolio items in their order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table media (
    id uuid primary key,
    owner_id uuid not null references users(id) on delete cascade,
    kind text not null check (kind in ('image', 'video')),
    storage text not null,
    files jsonb not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index media_by_owner on media (owner_id)`.execute(db);
  await sql`create table profile_photos (
    user_id uuid primary key references users(id) on delete cascade,
    media_id uuid not null references media(id),
    updated_at timestamptz not null
  )`.execute(db);
  await sql`create table portfolio_items (
    id uuid primary key default gen_random_uuid(),
    creator_id uuid not null references users(id) on delete cascade,
    position integer not null check (position >= 0),
    kind text not null check (kind in ('image', 'video', 'link')),
    title text not null,
    brand text,
    image_id uuid references media(id),
    video_id uuid references media(id),
    link_url text,
    platform text,
    created_at timestamptz not null,
    constraint portfolio_items_holds_its_kind check (
      (kind = 'image' and image_id is not null and video_id is null and link_url is null) or
      (kind = 'video' and image_id is not null and video_id is not null and link_url is null) or
      (kind = 'link' and image_id is null and video_id is null and link_url is not null and platform is not null)
    )
  )`.execute(db);
  await sql`create index portfolio_items_by_creator on portfolio_items (creator_id, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table portfolio_items`.execute(db);
  await sql`drop table profile_photos`.execute(db);
  await sql`drop table media`.execute(db);
}
