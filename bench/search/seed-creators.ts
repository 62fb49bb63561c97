import { sql, type Database, type Kysely } from '@sponsorly/db';
import { mulberry32 } from './random';
import { syntheticCreator, type CreatorRows } from './synthetic-creators';

export interface SeedResult {
  creators: number;
  visible: number;
  ms: number;
  /** Seeded by an earlier run (BENCH_SEARCH_KEEP): `ms` is not measured. */
  reused?: boolean;
}

/**
 * Writes `count` synthetic creators in batches, each batch one transaction of one multi-row insert per
 * table. The search triggers are statement-level, so a batch refreshes creator_search once per
 * statement, not once per row. The rows travel as one JSON parameter per statement: no limit on bound
 * parameters, and one parse per batch.
 */
export async function seedCreators(
  db: Kysely<Database>,
  count: number,
  batchSize: number,
  seed: number,
  log: (line: string) => void,
): Promise<SeedResult> {
  const random = mulberry32(seed);
  const started = performance.now();
  for (let from = 0; from < count; from += batchSize) {
    const batch: CreatorRows[] = [];
    for (let i = from; i < Math.min(count, from + batchSize); i++) batch.push(syntheticCreator(random, i));
    await db.transaction().execute(async (trx) => {
      await insertRows(
        trx,
        'users',
        batch.map((c) => c.user),
      );
      // Audience and rate card before the profile: until the profile exists their triggers find no creator
      // to index, so the profile's insert builds each search row once, from everything.
      await insertRows(
        trx,
        'creator_audience',
        batch.flatMap((c) => c.audience),
      );
      await insertRows(
        trx,
        'creator_packages',
        batch.flatMap((c) => c.packages),
      );
      await insertRows(
        trx,
        'creator_profiles',
        batch.map((c) => c.profile),
      );
    });
    const done = Math.min(count, from + batchSize);
    if (done % 20_000 === 0 || done === count) log(`  ${done} creators, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const ms = performance.now() - started;
  const { rows } = await sql<{ visible: number }>`select count(*)::int as visible from creator_search where visible`.execute(db);
  return { creators: count, visible: rows[0]?.visible ?? 0, ms };
}

/** One multi-row insert: the rows' keys are the columns, read back typed by the table's own row type. */
export async function insertRows(db: Kysely<Database>, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = sql.join(Object.keys(rows[0]!).map((column) => sql.id(column)));
  await sql`
    insert into ${sql.table(table)} (${columns})
    select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(db);
}

/** The brand who searches, and a few creators it hid (so the hidden-creators check has rows to read). */
export async function seedViewer(db: Kysely<Database>, hidden: number): Promise<string> {
  const viewer = mulberry32(7).uuid();
  const now = new Date().toISOString();
  await insertRows(db, 'users', [
    {
      id: viewer,
      email: 'brand@bench.example',
      password_hash: 'bench-no-login',
      user_type: 'brand',
      first_name: 'Bench',
      last_name: 'Brand',
      username: null,
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    },
  ]);
  await sql`
    insert into hidden_creators (brand_id, creator_id, hidden_at)
    select ${viewer}::uuid, creator_id, now() from creator_search where visible order by creator_id limit ${hidden}`.execute(db);
  return viewer;
}
