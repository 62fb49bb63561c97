import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './create-database';
import { keepUpTables, startEmbeddedUpkeep } from './embedded-upkeep';
import type { Database } from './schema';
import { createTestDatabase } from './test-database';

let handle: DatabaseHandle;
let db: Kysely<Database>;
beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/**
 * A table of the test's own. PostgreSQL's autovacuum is turned off on it, so that on a real server only
 * the upkeep under test can vacuum it (the embedded database has none to turn off).
 */
async function tableWithRows(name: string, rows: number): Promise<void> {
  await sql`create table ${sql.table(name)} (id int primary key, n int not null) with (autovacuum_enabled = false)`.execute(db);
  await sql`insert into ${sql.table(name)} select g, 0 from generate_series(1, ${rows}::int) g`.execute(db);
}

/** A backend sends its statistics once idle, at most about once a second: a read of them waits. */
const STATS_ARRIVE = { timeout: 10_000 };

/** What the statistics say of a table. */
async function statsOf(name: string) {
  const { rows } = await sql<{ live: number; dead: number; vacuumed: boolean; analyzed: boolean }>`
    select n_live_tup::int as live, n_dead_tup::int as dead,
      last_vacuum is not null as vacuumed, last_analyze is not null as analyzed
    from pg_stat_user_tables where relname = ${name}`.execute(db);
  return rows[0];
}

describe('upkeep of the embedded database', () => {
  it('stops between tables when told to', async () => {
    await tableWithRows('upkeep_first', 2_000);
    await tableWithRows('upkeep_second', 2_000);
    await sql`delete from upkeep_first where id <= 1000`.execute(db);
    await sql`delete from upkeep_second where id <= 1000`.execute(db);
    await expect.poll(() => statsOf('upkeep_first'), STATS_ARRIVE).toMatchObject({ dead: 1_000 });
    await expect.poll(() => statsOf('upkeep_second'), STATS_ARRIVE).toMatchObject({ dead: 1_000 });
    let tablesDone = 0;
    // Told to stop once the first table due is done (in name order: other tables may be due before them).
    const round = await keepUpTables(db, () => tablesDone++ > 0);
    expect(round.vacuumed.length + round.analyzed.length).toBe(1);
    expect(round.vacuumed).not.toContain('upkeep_second');
    await expect.poll(() => statsOf('upkeep_second'), STATS_ARRIVE).toMatchObject({ dead: 1_000, vacuumed: false });
    expect((await keepUpTables(db)).vacuumed).toContain('upkeep_second');
  });

  it('vacuums and analyzes a table whose rows changed past autovacuum thresholds, then leaves it alone', async () => {
    await tableWithRows('upkeep_busy', 2_000);
    await tableWithRows('upkeep_quiet', 20);
    // A thousand dead row versions in 2,000 rows: past 50 plus a fifth.
    await sql`update upkeep_busy set n = 1 where id <= 1000`.execute(db);
    await expect.poll(() => statsOf('upkeep_busy'), STATS_ARRIVE).toMatchObject({ live: 2_000, dead: 1_000 });
    await expect.poll(() => statsOf('upkeep_quiet'), STATS_ARRIVE).toMatchObject({ live: 20 });

    const round = await keepUpTables(db);
    expect(round.vacuumed).toContain('upkeep_busy');
    expect([...round.vacuumed, ...round.analyzed]).not.toContain('upkeep_quiet');
    await expect.poll(() => statsOf('upkeep_busy'), STATS_ARRIVE).toMatchObject({ dead: 0, vacuumed: true, analyzed: true });
    expect(await statsOf('upkeep_quiet')).toMatchObject({ vacuumed: false, analyzed: false });

    const next = await keepUpTables(db);
    expect([...next.vacuumed, ...next.analyzed]).not.toContain('upkeep_busy');
  });

  it('only analyzes a table whose new rows are past the statistics threshold but not the vacuum one', async () => {
    // 1,000 new rows: past 50 plus a tenth for new statistics, under 1,000 plus a fifth for a vacuum.
    await tableWithRows('upkeep_grown', 1_000);
    await expect.poll(() => statsOf('upkeep_grown'), STATS_ARRIVE).toMatchObject({ live: 1_000 });

    const round = await keepUpTables(db);
    expect(round.analyzed).toContain('upkeep_grown');
    expect(round.vacuumed).not.toContain('upkeep_grown');
    await expect.poll(() => statsOf('upkeep_grown'), STATS_ARRIVE).toMatchObject({ vacuumed: false, analyzed: true });
  });

  it('runs on its own soon after start, then every interval until stopped', async () => {
    await tableWithRows('upkeep_timed', 2_000);
    await sql`delete from upkeep_timed where id <= 1000`.execute(db);
    await expect.poll(() => statsOf('upkeep_timed'), STATS_ARRIVE).toMatchObject({ dead: 1_000 });
    const failures: string[] = [];
    const upkeep = startEmbeddedUpkeep(db, { firstMs: 20, intervalMs: 20, log: (message) => failures.push(message) });
    try {
      await expect.poll(() => statsOf('upkeep_timed'), STATS_ARRIVE).toMatchObject({ dead: 0, vacuumed: true });
    } finally {
      await upkeep.stop();
    }
    expect(failures).toEqual([]);
  });
});
