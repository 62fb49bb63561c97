import { hashPassword } from '@sponsorly/api';
import { sql, type Database, type Kysely } from '@sponsorly/db';

/** Only for the sample accounts of a development database; `npm run seed` refuses production. */
export const SEED_PASSWORD = 'sponsorly-sample-2026';

const CREATORS = [
  {
    first: 'Maya',
    last: 'Lopez',
    email: 'maya.creator@example.com',
    platform: 'youtube',
    vertical: 'foodie',
    bio: 'Weeknight recipes for busy people. New video every Friday.',
    categories: ['Food', 'Cooking'],
    location: 'Lisbon, Portugal',
  },
  {
    first: 'Jonah',
    last: 'Kim',
    email: 'jonah.creator@example.com',
    platform: 'tiktok',
    vertical: 'tech',
    bio: 'Gadget reviews in sixty seconds.',
    categories: ['Tech', 'Reviews'],
    location: 'Seoul, South Korea',
  },
  {
    first: 'Amara',
    last: 'Okoye',
    email: 'amara.creator@example.com',
    platform: 'instagram',
    vertical: 'travel',
    bio: 'Slow travel across West Africa and beyond.',
    categories: ['Travel'],
    location: 'Lagos, Nigeria',
  },
];
const BRANDS = [
  {
    first: 'Ben',
    last: 'Okafor',
    email: 'ben.brand@example.com',
    company: 'Acme Outdoors',
    website: 'https://acme-outdoors.example',
    industry: 'retail',
    budget: '5k-20k',
    size: '51-200',
  },
  {
    first: 'Lena',
    last: 'Fischer',
    email: 'lena.brand@example.com',
    company: 'Glow Labs',
    website: 'https://glowlabs.example',
    industry: 'health',
    budget: '1k-5k',
    size: '11-50',
  },
];
const EARLY_ACCESS = [
  ['Priya', 'Shah', 'priya@example.com'],
  ['Tom', 'Becker', 'tom@example.com'],
  ['Sofia', 'Rossi', 'sofia@example.com'],
  ['Kwame', 'Mensah', 'kwame@example.com'],
  ['Hana', 'Sato', 'hana@example.com'],
] as const;

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
    for (const c of CREATORS) {
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
    for (const b of BRANDS) {
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
  return { creators, brands, earlyAccess, exampleLogin: CREATORS[0]!.email };
}
