import { mkdirSync, writeFileSync } from 'node:fs';
import { sql, type Database, type Kysely } from '@sponsorly/db';
import type { User } from '@sponsorly/db';
import { loadBrandAnalytics } from '../../packages/api/src/analytics/brand-analytics';
import type { ServiceDeps } from '../../packages/api/src/lib/deps';
import { openPglite, openPostgres, type BenchDatabase } from '../search/databases';
import { mulberry32 } from '../search/random';
import { machine } from '../search/report';
import { searchDeps } from '../search/search-deps';
import { seedBrand, type SeededBrand } from './seed-brand';

/**
 * Brand analytics at scale (docs/analytics.md "Speed"): one brand with 200 campaigns, 5,000 deals and
 * 150,000 readings of its live posts, seeded from a fixed seed on PGlite and on a database of its own on
 * the PostgreSQL of DATABASE_URL (dropped at the end), then the analytics service timed for the last 30
 * days and for a year, all campaigns and one.
 *
 *   DATABASE_URL           the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_ANALYTICS_ONLY   `pglite` or `postgres` measures that one alone
 *   BENCH_ANALYTICS_RUNS   measured calls per case (default 100, after 10 to warm up)
 */
const RUNS = positiveInt('BENCH_ANALYTICS_RUNS', 100);
const WARMUP = 10;
const SEED = 20261128;
const SIZE = { campaigns: 200, deals: 5_000, metricRows: 150_000, creators: 400, applications: 8_000, campaignViews: 30_000 };
const GOAL_P95_MS = { pglite: 250, postgres: 100 } as const;
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_ANALYTICS_ONLY;
if (only !== undefined && only !== 'pglite' && only !== 'postgres')
  throw new Error(`BENCH_ANALYTICS_ONLY must be pglite or postgres, got "${only}"`);

const DAY = 86_400_000;
// The data ends at today's midnight (UTC): the same brand, relative to the day it runs.
const end = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
const today = new Date(end.getTime() - DAY).toISOString().slice(0, 10);
const daysBack = (days: number) => new Date(end.getTime() - days * DAY).toISOString().slice(0, 10);

interface CaseResult {
  case: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const m = machine();
console.log(
  `Brand analytics: ${JSON.stringify(SIZE)}; ${RUNS} calls per case; ${m.cores} cores, ${m.cpu}, Node ${m.node}, load ${m.load.join(' ')}`,
);
const results = [];
for (const open of [only !== 'postgres' && openPglite, only !== 'pglite' && (() => openPostgres(url))]) {
  if (!open) continue;
  const database = await open();
  const stop = () => void database.dispose().finally(() => process.exit(130));
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    results.push(await measure(database));
  } finally {
    process.off('SIGINT', stop).off('SIGTERM', stop);
    await database.dispose();
  }
}
const goalsMet = results.every((r) => r.cases.every((c) => c.p95Ms <= r.goalP95Ms));
const resultsFile = new URL('../results/analytics-latest.json', import.meta.url);
mkdirSync(new URL('.', resultsFile), { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), size: SIZE, runs: RUNS, seed: SEED, goalsMet, results }, null, 2)}\n`,
);
console.log(`\nGoals ${goalsMet ? 'all met' : 'MISSED (see above)'}. Results in bench/results/analytics-latest.json`);

async function measure(database: BenchDatabase) {
  const { db } = database.handle;
  console.log(`\n${database.name}: seeding`);
  const seedStarted = performance.now();
  const seeded = await seedBrand(db, mulberry32(SEED), SIZE, end);
  const seedMs = performance.now() - seedStarted;
  console.log(`seeded ${JSON.stringify(seeded.counts)} in ${(seedMs / 1000).toFixed(1)} s`);
  await sql`vacuum analyze`.execute(db);
  await sql`checkpoint`.execute(db);
  const deps = searchDeps(db, database.handle.kind === 'postgres');
  const brand = await loadUser(db, seeded.brandId);
  const busiest = await busiestCampaign(db, seeded);
  const cases: [string, { from: string; to: string; campaign_id?: string }][] = [
    ['last 30 days', { from: daysBack(30), to: today }],
    ['a year', { from: daysBack(365), to: today }],
    ['last 30 days, one campaign', { from: daysBack(30), to: today, campaign_id: busiest }],
    ['a year, one campaign', { from: daysBack(365), to: today, campaign_id: busiest }],
  ];
  const loadBefore = machine().load[0]!;
  const measured: CaseResult[] = [];
  for (const [name, input] of cases) measured.push(await timeCase(deps, brand, name, input));
  const goal = GOAL_P95_MS[database.name];
  console.log(`\n${database.name}: ${database.version}, load ${loadBefore} to ${machine().load[0]}`);
  console.log(`${'case'.padEnd(28)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'max ms'.padStart(7)}  goal (p95)`);
  for (const c of measured) {
    console.log(
      `${c.case.padEnd(28)} ${c.p50Ms.toFixed(1).padStart(7)} ${c.p95Ms.toFixed(1).padStart(7)} ${c.maxMs.toFixed(1).padStart(7)}  <= ${goal} ms ${c.p95Ms <= goal ? 'met' : 'MISSED'}`,
    );
  }
  return {
    database: database.name,
    version: database.version,
    seedMs: Math.round(seedMs),
    counts: seeded.counts,
    goalP95Ms: goal,
    cases: measured,
  };
}

async function timeCase(deps: ServiceDeps, brand: User, name: string, input: { from: string; to: string; campaign_id?: string }) {
  for (let i = 0; i < WARMUP; i++) await loadBrandAnalytics(deps, brand, input);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await loadBrandAnalytics(deps, brand, input);
    times.push(performance.now() - started);
  }
  return { case: name, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: Math.max(...times) };
}

async function loadUser(db: Kysely<Database>, id: string): Promise<User> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The campaign with the most deals: the heaviest one a brand can pick. */
async function busiestCampaign(db: Kysely<Database>, seeded: SeededBrand): Promise<string> {
  const { rows } = await sql<{ campaign_id: string }>`
    select campaign_id from deals where brand_id = ${seeded.brandId} and campaign_id is not null
    group by campaign_id order by count(*) desc, campaign_id limit 1`.execute(db);
  return rows[0]!.campaign_id;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}
