import { sql, type Kysely } from 'kysely';

/**
 * The landing's showcase of creators (docs/landing-and-legal-pages.md "Showcase"): a creator chooses on
 * /profile/edit to be shown on the home page. Nobody is shown without asking, so existing creators start
 * out of it. The partial index keeps the landing's read to the few who opted in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table creator_profiles add column showcase boolean not null default false`.execute(db);
  await sql`create index creator_profiles_showcase on creator_profiles (user_id) where showcase`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index creator_profiles_showcase`.execute(db);
  await sql`alter table creator_profiles drop column showcase`.execute(db);
}
