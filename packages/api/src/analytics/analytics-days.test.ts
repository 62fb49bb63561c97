import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, migrateTo, migrateToLatest, sql, type DatabaseHandle, type User } from '@sponsorly/db';
// The analytics benchmark's brand: a history made the way the product leaves it, with repeatable ids.
import { seedBrand } from '../../../../bench/analytics/seed-brand';
import { mulberry32 } from '../../../../bench/search/random';
import { searchDeps } from '../../../../bench/search/search-deps';
import { loadBrandAnalytics } from './brand-analytics';

const DAY = 86_400_000;
const SIZE = { campaigns: 8, deals: 120, metricRows: 1_500, creators: 20, applications: 60, campaignViews: 150 };
const BEFORE_DAY_ROWS = '0041-creator-insights';
const end = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const daysBack = (days: number) => new Date(end.getTime() - days * DAY).toISOString().slice(0, 10);
const RANGES = [
  { from: daysBack(30), to: daysBack(1) },
  { from: daysBack(365), to: daysBack(1) },
  { from: daysBack(400), to: daysBack(300) },
  { from: daysBack(9), to: daysBack(9) },
];

/** One brand seeded into a new database: after every migration, or before migration 0042 and then migrated. */
async function seeded(migrateFirst: boolean) {
  const database = await createTestDatabase(undefined, { empty: !migrateFirst });
  if (!migrateFirst) await migrateTo(database.db, BEFORE_DAY_ROWS);
  const { brandId } = await seedBrand(database.db, mulberry32(20261128), SIZE, end);
  await migrateToLatest(database.db);
  const brand = await database.db.selectFrom('users').selectAll().where('id', '=', brandId).executeTakeFirstOrThrow();
  return { database, brand };
}

let written: { database: DatabaseHandle; brand: User };
let migrated: { database: DatabaseHandle; brand: User };
beforeAll(async () => {
  [written, migrated] = await Promise.all([seeded(true), seeded(false)]);
});
afterAll(async () => {
  await written?.database.close();
  await migrated?.database.close();
});

const figures = (
  seededBrand: { database: DatabaseHandle; brand: User },
  input: { from: string; to: string; campaign_id?: string },
) => loadBrandAnalytics(searchDeps(seededBrand.database.db, false), seededBrand.brand, input);

describe('brand analytics read by day (migration 0042)', () => {
  it('adds each thing a brand’s figures count to its day as it is written, as the ledger and the deals say', async () => {
    const { db } = written.database;
    const range = RANGES[1]!;
    const answer = await figures(written, range);
    const between = (column: string) =>
      sql`${sql.ref(column)} >= ${`${range.from}T00:00:00Z`}::timestamptz and ${sql.ref(column)} < ${`${range.to}T00:00:00Z`}::timestamptz + interval '1 day'`;
    const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(db)).rows[0]!.n);

    const spent = await count(sql`
      select coalesce(sum(t.amount), 0) as n from ledger_transfers t join ledger_accounts a on a.id = t.debit_account_id
      where a.code = ${`brand_balance:${written.brand.id}:USD`} and t.code in ('release_price', 'release_fee') and ${between('t.created_at')}`);
    const completed = await count(sql`
      select count(*) as n from deal_events where to_status = 'completed' and from_status <> 'completed' and ${between('created_at')}`);
    const live = await count(sql`select count(*) as n from deal_deliverables where ${between('live_at')}`);
    const offers = await count(sql`select count(*) as n from deals where ${between('created_at')}`);
    const funded = await count(sql`select count(*) as n from deals where ${between('funded_at')}`);

    expect(spent).toBeGreaterThan(0);
    expect(answer.totals).toMatchObject({ spent_minor: spent, deals_completed: completed, posts_live: live });
    expect(answer.weeks.reduce((sum, week) => sum + week.spent_minor, 0)).toBe(spent);
    expect(answer.campaigns.reduce((sum, row) => sum + row.offers, 0)).toBe(offers);
    expect(answer.campaigns.reduce((sum, row) => sum + row.deals, 0)).toBe(funded);
    expect(answer.creators.reduce((sum, row) => sum + row.spent_minor, 0)).toBe(spent);
  });

  it('counts what was written before it exactly as what is written after', async () => {
    const campaign = (
      await sql<{ id: string }>`select campaign_id as id from deals where campaign_id is not null limit 1`.execute(
        written.database.db,
      )
    ).rows[0]!.id;
    for (const range of [...RANGES, { ...RANGES[1]!, campaign_id: campaign }]) {
      const before = await figures(migrated, range);
      expect(await figures(written, range)).toEqual(before);
    }
  });
});
