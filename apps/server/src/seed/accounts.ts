import { hashPassword } from '@sponsorly/api';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import { EARLY_ACCESS, SAMPLE_BRANDS, SAMPLE_CREATORS, SEED_PASSWORD } from './people';

const sqlLowerEmail = sql`lower(email)`;

/** Adds the sample rows that are not there yet; running it twice changes nothing. */
export async function seedSampleData(db: Kysely<Database>, now: Date) {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  let creators = 0;
  let brands = 0;
  let earlyAccess = 0;
  await db.transaction().execute(async (trx) => {
    const addUser = async (p: { first: string; last: string; email: string }, userType: 'creator' | 'brand') => {
      const row = await trx
        .insertInto('users')
        .values({
          email: p.email,
          password_hash: passwordHash,
          user_type: userType,
          first_name: p.first,
          last_name: p.last,
          username: null,
          email_verified_at: now,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.expression(sqlLowerEmail).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    };
    for (const c of SAMPLE_CREATORS) {
      const id = await addUser(c, 'creator');
      if (!id) continue;
      creators++;
      await trx
        .insertInto('creator_profiles')
        .values({
          user_id: id,
          platform: c.platform,
          bio: c.bio,
          talent_vertical: c.vertical,
          location: c.location,
          categories: JSON.stringify(c.categories),
          social_links: '{}',
          interests: '[]',
          content_type: '[]',
          portfolio_items: '[]',
          languages: '["English"]',
        })
        .execute();
    }
    for (const b of SAMPLE_BRANDS) {
      const id = await addUser(b, 'brand');
      if (!id) continue;
      brands++;
      await trx
        .insertInto('brand_profiles')
        .values({
          user_id: id,
          company_name: b.company,
          website: b.website,
          industry: b.industry,
          budget_range: b.budget,
          company_size: b.size,
          description: `${b.company} partners with creators whose audiences love what we make.`,
        })
        .execute();
    }
    for (const [firstname, lastname, email] of EARLY_ACCESS) {
      const row = await trx
        .insertInto('early_access_users')
        .values({ firstname, lastname, email, created_at: now })
        .onConflict((oc) => oc.expression(sqlLowerEmail).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) earlyAccess++;
    }
  });
  return { creators, brands, earlyAccess, exampleLogin: SAMPLE_CREATORS[0]!.email };
}
