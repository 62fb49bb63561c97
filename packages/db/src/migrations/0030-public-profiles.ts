import { sql, type Kysely } from 'kysely';

/**
 * Public creator pages (docs/profiles.md "Public pages"): each creator has a handle, the address of the
 * page (/c/<handle>), and chooses who may read it.
 *
 * - `handle`: 3-30 letters, digits, `_` and `-`, kept as typed, unique whatever the case (an index on
 *   lower(handle), which also serves the page's look-up). Every creator has one from the start, so a link
 *   works from day one: a trigger gives a new profile a handle made from the creator's name when none is
 *   given ("Maya López" is `maya-lopez`, then `maya-lopez-2` to `-9`, then a random suffix), and existing
 *   creators get theirs here, oldest first. The creator may change it on /profile/edit.
 * - `page_visibility`: `public` (the default: anyone may read the page while the creator is verified and
 *   in search) or `brands` (logged-in brands only).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table creator_profiles add column handle text`.execute(db);
  await sql`alter table creator_profiles add column page_visibility text not null default 'public'
    constraint creator_profiles_page_visibility check (page_visibility in ('public', 'brands'))`.execute(db);
  await sql`alter table creator_profiles add constraint creator_profiles_handle_shape
    check (handle ~ '^[A-Za-z0-9_-]{3,30}$')`.execute(db);
  await sql`create unique index creator_profiles_handle_key on creator_profiles (lower(handle))`.execute(db);

  // The name as a handle's base: lower case, common accents dropped, any other run of characters a
  // single '-', at most 24 characters so a suffix still fits in 30; 'creator' when too little is left.
  await sql`
    create function creator_default_handle(creator uuid) returns text language plpgsql volatile as $$
    declare
      base text;
      candidate text;
      n int := 2;
    begin
      select trim(both '-' from left(trim(both '-' from regexp_replace(
               translate(lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')),
                 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõøōőŕřśšşťúùûüūůűųýÿžźż',
                 'aaaaaaaaacccdeeeeeeeeiiiiiinnnoooooooorrssstuuuuuuuuyyzzz'),
               '[^a-z0-9]+', '-', 'g')), 24))
        into base from users where id = creator;
      if base is null or length(base) < 3 then base := 'creator'; end if;
      -- Two creators of the same name arriving at once wait for each other instead of both taking it.
      perform pg_advisory_xact_lock(hashtext('creator_handle:' || base));
      candidate := base;
      while exists (select 1 from creator_profiles where lower(handle) = candidate) loop
        if n <= 9 then
          candidate := base || '-' || n;
          n := n + 1;
        else
          candidate := base || '-' || substr(md5(random()::text || clock_timestamp()::text), 1, 5);
        end if;
      end loop;
      return candidate;
    end $$`.execute(db);
  await sql`
    create function creator_profiles_default_handle() returns trigger language plpgsql as $$
    begin
      new.handle := creator_default_handle(new.user_id);
      return new;
    end $$`.execute(db);
  await sql`create trigger creator_profiles_default_handle before insert on creator_profiles for each row
    when (new.handle is null) execute function creator_profiles_default_handle()`.execute(db);

  await sql`
    do $$
    declare creator record;
    begin
      for creator in
        select p.user_id from creator_profiles p join users u on u.id = p.user_id order by u.created_at, u.id
      loop
        update creator_profiles set handle = creator_default_handle(creator.user_id) where user_id = creator.user_id;
      end loop;
    end $$`.execute(db);
  await sql`alter table creator_profiles alter column handle set not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger creator_profiles_default_handle on creator_profiles`.execute(db);
  await sql`drop function creator_profiles_default_handle()`.execute(db);
  await sql`drop function creator_default_handle(uuid)`.execute(db);
  await sql`drop index creator_profiles_handle_key`.execute(db);
  await sql`alter table creator_profiles drop column page_visibility`.execute(db);
  await sql`alter table creator_profiles drop column handle`.execute(db);
}
