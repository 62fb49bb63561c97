import { sql } from '@sponsorly/db';
import { openPglite, openPostgres, type BenchDatabase } from './databases';
import { measureKind } from './measure';
import { QUERY_KINDS, type QueryKind } from './queries';
import { mulberry32 } from './random';
import { machine, printResults, writeResults, type DatabaseResult } from './report';
import { searchDeps } from './search-deps';
import { seedCreators, seedViewer, type SeedResult } from './seed-creators';

/**
 * Creator search at scale: seeds synthetic creators into PGlite and PostgreSQL, then times the real
 * searchCreators and countSearchFacets services per kind of query against the goals in docs/creator-search.md ("Speed").
 *
 *   DATABASE_URL          the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); a database
 *                         sponsorly_bench_<pid> is created on it and dropped at the end
 *   BENCH_SEARCH_ONLY     `pglite` or `postgres` measures that one alone
 *   BENCH_SEARCH_CREATORS creators to seed (default 100000)
 *   BENCH_SEARCH_QUERIES  measured queries per kind (default 250, after 50 to warm up)
 *   BENCH_SEARCH_BATCH    creators per insert statement (default 2000)
 *   BENCH_SEARCH_KEEP     a name: the seeded data stays (a PGlite folder and a PostgreSQL database named
 *                         for it), and a later run with the same name measures it again without seeding
 */
const creators = positiveInt('BENCH_SEARCH_CREATORS', 100_000);
const queries = positiveInt('BENCH_SEARCH_QUERIES', 250);
const batch = positiveInt('BENCH_SEARCH_BATCH', 2_000);
const WARMUP = 50;
const SEED = 20260101;
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_SEARCH_ONLY;
const keep = process.env.BENCH_SEARCH_KEEP;
if (keep !== undefined && !/^[a-z0-9_]{1,30}$/.test(keep))
  throw new Error('BENCH_SEARCH_KEEP must be lower-case letters, digits or _');
if (only !== undefined && only !== 'pglite' && only !== 'postgres')
  throw new Error(`BENCH_SEARCH_ONLY must be pglite or postgres, got "${only}"`);

const m = machine();
console.log(
  `Creator search: ${creators} creators, ${queries} queries per kind; ${m.cores} cores, ${m.cpu}, Node ${m.node}, load ${m.load.join(' ')}`,
);
const results: DatabaseResult[] = [];
for (const open of [only !== 'postgres' && (() => openPglite(keep)), only !== 'pglite' && (() => openPostgres(url, keep))]) {
  if (!open) continue;
  const database = await open();
  // Stopped with Ctrl-C, the run still removes its data folder and drops its database.
  const stop = () => void database.dispose().finally(() => process.exit(130));
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    results.push(await measure(database));
    printResults(results.at(-1)!);
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
    await database.dispose();
  }
}
writeResults(results, { creators, queries, warmup: WARMUP, batch, seed: SEED });

async function measure(database: BenchDatabase): Promise<DatabaseResult> {
  const { db } = database.handle;
  const seeded = await alreadySeeded(database);
  if (seeded) console.log(`\n${database.name}: reusing the ${seeded.creators} creators seeded by an earlier run`);
  else console.log(`\n${database.name}: seeding ${creators} creators in batches of ${batch}`);
  const seed = seeded ?? (await seedCreators(db, creators, batch, SEED, (line) => console.log(line)));
  const viewer = seeded ? mulberry32(7).uuid() : await seedViewer(db, 50);
  // The steady state of a table some time after a bulk load: statistics gathered, the visibility map set
  // and the load's pages written out. With ANALYZE alone, autovacuum and the checkpoint after the load
  // ran in the middle of PostgreSQL's measurements (the floor's p95 went from 14 to 51 ms). PGlite has
  // no autovacuum, see docs.
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
  const { rows } = await sql<{ name: string }>`
    select u.first_name || ' ' || u.last_name as name from creator_search s join users u on u.id = s.creator_id
    where s.visible order by s.creator_id limit 1000`.execute(db);
  const names = rows.map((r) => r.name);
  const deps = searchDeps(db, database.handle.kind === 'postgres');
  const loadBefore = machine().load[0]!;
  const kinds = [];
  for (const [index, kind] of (Object.keys(QUERY_KINDS) as QueryKind[]).entries()) {
    kinds.push(await measureKind(deps, viewer, kind, mulberry32(SEED + index), names, WARMUP, queries));
  }
  return { database: database.name, version: database.version, seed, kinds, load: [loadBefore, machine().load[0]!] };
}

/** A kept database (BENCH_SEARCH_KEEP) seeded by an earlier run: its creators, and no seeding time. */
async function alreadySeeded(database: BenchDatabase): Promise<SeedResult | null> {
  if (!keep) return null;
  const { rows } = await sql<{ creators: number; visible: number }>`
    select count(*)::int as creators, count(*) filter (where visible)::int as visible from creator_search`.execute(
    database.handle.db,
  );
  const found = rows[0];
  if (!found || found.creators === 0) return null;
  if (found.creators !== creators) throw new Error(`${database.name} kept ${found.creators} creators, not ${creators}`);
  return { creators: found.creators, visible: found.visible, ms: 0, reused: true };
}

function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] === undefined ? fallback : Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}
