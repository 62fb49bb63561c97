import { sql, type Kysely } from 'kysely';

/**
 * When a creator's place in a sorted search last moved: the figures the sorts read (followers, price,
 * availability, completeness, the text and name, the join date). A brand pages by keyset; a creator whose
 * figures change after the brand's first page could move from a page already seen to one still ahead and
 * be shown twice, so later pages of that walk leave out creators moved since it began
 * (packages/api/src/search/search-order.ts).
 *
 * The trigger's WHEN is evaluated without calling the function, so a refresh that changes none of these
 * figures (most of them) costs nothing more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table creator_search add column order_changed_at timestamptz`.execute(db);
  await sql`
    create or replace function creator_search_order_changed() returns trigger language plpgsql as $$
    begin
      new.order_changed_at := clock_timestamp();
      return new;
    end $$`.execute(db);
  await sql`
    create trigger creator_search_order_changed before update on creator_search for each row
    when ((old.followers, old.price_from_cents, old.available, old.completeness, old.document, old.name, old.joined_at)
      is distinct from (new.followers, new.price_from_cents, new.available, new.completeness, new.document, new.name, new.joined_at))
    execute function creator_search_order_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists creator_search_order_changed on creator_search`.execute(db);
  await sql`drop function if exists creator_search_order_changed()`.execute(db);
  await sql`alter table creator_search drop column if exists order_changed_at`.execute(db);
}
