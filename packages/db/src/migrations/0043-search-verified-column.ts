import { sql, type Kysely } from 'kysely';

/**
 * Whether a creator has a platform whose figures a connected channel confirmed, kept on the search row
 * (docs/creator-search.md, "Verified on the row"). The verified filter and facet read it there instead of
 * looking up every matching creator's audience rows: that lookup read every verified audience row of the
 * whole marketplace for each search (a fifth of a browse's facet counts). The row is refreshed whenever
 * the creator's audience changes (migration 0006's triggers), so a trigger on the row sets it, as
 * suspension is set (0036), whatever refreshes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table creator_search add column verified boolean not null default false`.execute(db);
  await sql`
    create function creator_search_verified() returns trigger language plpgsql as $$
    begin
      new.verified := exists (select 1 from creator_audience a where a.creator_id = new.creator_id and a.source = 'verified');
      return new;
    end $$`.execute(db);
  await sql`
    create trigger creator_search_verified before insert or update on creator_search
    for each row execute function creator_search_verified()`.execute(db);
  await sql`
    update creator_search s set verified = true
    where exists (select 1 from creator_audience a where a.creator_id = s.creator_id and a.source = 'verified')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger creator_search_verified on creator_search`.execute(db);
  await sql`drop function creator_search_verified()`.execute(db);
  await sql`alter table creator_search drop column verified`.execute(db);
}
