import { sql, type Kysely } from 'kysely';

/**
 * Channels creators connect through the platforms' own OAuth (docs/connected-channels.md). A connection
 * keeps the channel's figures and its tokens, encrypted by the server (AES-256-GCM) before they reach the
 * database, so a copy of the database alone reads no token. An authorization in flight is kept as a
 * state row bound to the session that started it, used once. A verified audience entry records when the
 * platform last confirmed its figures.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table platform_connections (
      creator_id uuid not null references users(id) on delete cascade,
      platform text not null check (platform in ('youtube', 'instagram', 'tiktok')),
      status text not null default 'connected' check (status in ('connected', 'expired')),
      external_id text not null,
      handle text,
      access_token text not null,
      refresh_token text,
      token_expires_at timestamptz,
      followers bigint check (followers >= 0),
      media_count bigint check (media_count >= 0),
      views bigint check (views >= 0),
      likes bigint check (likes >= 0),
      connected_at timestamptz not null,
      refreshed_at timestamptz,
      -- The daily round's next read: a day after a read, an hour after a platform did not answer.
      next_read_at timestamptz not null,
      primary key (creator_id, platform)
    )`.execute(db);
  // One channel proves one creator's reach: a second account cannot claim the same channel's figures.
  await sql`create unique index platform_connections_channel on platform_connections (platform, external_id)`.execute(db);
  await sql`create index platform_connections_next_read on platform_connections (next_read_at) where status = 'connected'`.execute(
    db,
  );

  await sql`
    create table connection_states (
      state_hash text primary key,
      session_id uuid not null references sessions(id) on delete cascade,
      creator_id uuid not null references users(id) on delete cascade,
      platform text not null,
      code_verifier text not null,
      created_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index connection_states_created on connection_states (created_at)`.execute(db);

  await sql`alter table creator_audience add column verified_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table creator_audience drop column verified_at`.execute(db);
  await sql`drop table connection_states`.execute(db);
  await sql`drop table platform_connections`.execute(db);
}
