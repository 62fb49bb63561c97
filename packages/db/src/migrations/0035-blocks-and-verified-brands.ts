import { sql, type Kysely } from 'kysely';

/**
 * Blocking and verified brands (docs/blocking-and-verified-brands.md).
 *
 * - `blocks`: who blocked whom. A block stands between the two whichever side made it, so every check
 *   reads both directions; the second index serves the reverse one.
 * - `brand_verification_codes`: the one pending code of a brand, hashed, with its tries counted.
 * - `brand_profiles.verified_domain` / `verified_at`: the domain a brand proved it owns. A trigger drops
 *   the badge when the website changes, whichever write changes it, so no door can keep a badge for a
 *   domain the brand no longer names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pkey', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('blocks_not_self', sql`blocker_id <> blocked_id`)
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  await db.schema
    .createTable('brand_verification_codes')
    .addColumn('brand_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await sql`alter table brand_profiles add column verified_domain text, add column verified_at timestamptz`.execute(db);
  await sql`
    create function brand_profiles_drop_badge() returns trigger language plpgsql as $$
    begin
      if new.website is distinct from old.website then
        new.verified_domain := null;
        new.verified_at := null;
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger brand_profiles_drop_badge before update of website on brand_profiles
    for each row execute function brand_profiles_drop_badge()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists brand_profiles_drop_badge on brand_profiles`.execute(db);
  await sql`drop function if exists brand_profiles_drop_badge()`.execute(db);
  await sql`alter table brand_profiles drop column verified_domain, drop column verified_at`.execute(db);
  await db.schema.dropTable('brand_verification_codes').ifExists().execute();
  await db.schema.dropTable('blocks').ifExists().execute();
}
