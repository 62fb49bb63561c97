import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import type { Database, Kysely, User } from '@sponsorly/db';
// The modules themselves, not the package index: the benchmark needs the deal path, not every router.
import { fundDeal } from '../../packages/api/src/deals/funding/fund-deal';
import { approveWork } from '../../packages/api/src/deals/work/approve-work';
import { submitLink } from '../../packages/api/src/deals/work/submit-link';
import { checkLedger } from '../../packages/api/src/ledger/check';
import { openPglite, openPostgres, type BenchDatabase } from '../search/databases';
import { machine } from '../search/report';
import { searchDeps } from '../search/search-deps';
import { formatCounts, statementCounter } from './statements';

/**
 * The deal path per second (docs/ledger.md "Speed"): agreed deals funded with the sandbox card, their
 * draft submitted as a link, and approved (money held, then released), by `BENCH_DEALS_WORKERS` pairs
 * working at once, on PGlite and on a database of its own on the PostgreSQL of DATABASE_URL. The floor,
 * measured in the same run on the same database, is the same number of transactions doing one UPDATE and
 * one INSERT each: what the path would cost if it wrote nothing but a row per step.
 *
 *   BENCH_DEALS        deals walked per database (default 300)
 *   BENCH_DEALS_WORKERS pairs walking them at once (default 8)
 *   BENCH_DEALS_ONLY   pglite or postgres
 */
const deals = positiveInt('BENCH_DEALS', 300);
const workers = positiveInt('BENCH_DEALS_WORKERS', 8);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.BENCH_DEALS_ONLY;
if (only !== undefined && only !== 'pglite' && only !== 'postgres')
  throw new Error(`BENCH_DEALS_ONLY must be pglite or postgres, got "${only}"`);
/** The path's transactions: fund (start, settle), submit (deliver), approve. */
const TRANSACTIONS_PER_PATH = 4;

interface Result {
  database: string;
  pathsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  floorPathsPerSecond: number;
  ratioToFloor: number;
  ledgerHolds: boolean;
  /** One deal walked alone: the statements of each step, by kind and table. */
  statements: Record<string, Record<string, number>>;
}

const m = machine();
console.log(
  `Deal path: ${deals} deals by ${workers} pairs at once; ${m.cores} cores, ${m.cpu}, Node ${m.node}, load ${m.load.join(' ')}`,
);
const results: Result[] = [];
for (const open of [only !== 'postgres' && openPglite, only !== 'pglite' && (() => openPostgres(url))]) {
  if (!open) continue;
  const database = await open();
  try {
    results.push(await measure(database));
  } finally {
    await database.dispose();
  }
}
console.log(
  `\n${'database'.padEnd(10)} ${'paths/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'floor/s'.padStart(8)} ${'vs floor'.padStart(8)}  ledger`,
);
for (const r of results) {
  console.log(
    `${r.database.padEnd(10)} ${r.pathsPerSecond.toFixed(1).padStart(8)} ${r.p50Ms.toFixed(1).padStart(7)} ${r.p95Ms.toFixed(1).padStart(7)} ${r.floorPathsPerSecond.toFixed(1).padStart(8)} ${r.ratioToFloor.toFixed(2).padStart(8)}  ${r.ledgerHolds ? 'holds' : 'DOES NOT HOLD'}`,
  );
}
mkdirSync(new URL('../results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('../results/deals-latest.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine: m, deals, workers, results }, null, 2)}\n`,
);
console.log('\nWritten to bench/results/deals-latest.json');
if (results.some((r) => !r.ledgerHolds)) process.exitCode = 1;

async function measure(database: BenchDatabase): Promise<Result> {
  const { db } = database.handle;
  const deps = searchDeps(db, database.handle.kind === 'postgres');
  const pairs = await Promise.all(Array.from({ length: workers }, (_, i) => pair(db, i)));
  const queue = await Promise.all(Array.from({ length: deals }, (_, i) => agreedDeal(db, pairs[i % workers]!)));

  // The floor first, on the same database: the same transactions, each one UPDATE and one INSERT.
  const floorStart = performance.now();
  await Promise.all(
    pairs.map(async (_, w) => {
      for (let i = w; i < deals; i += workers) {
        for (let t = 0; t < TRANSACTIONS_PER_PATH; t++) {
          await db.transaction().execute(async (trx) => {
            await trx.updateTable('deals').set({ updated_at: new Date() }).where('id', '=', queue[i]!.id).execute();
            await trx
              .insertInto('user_events')
              .values({ user_id: queue[i]!.brand.id, type: 'deal_changed', payload: JSON.stringify({ deal_id: queue[i]!.id }) })
              .execute();
          });
        }
      }
    }),
  );
  const floorSeconds = (performance.now() - floorStart) / 1000;

  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    pairs.map(async (_, w) => {
      for (let i = w; i < deals; i += workers) {
        const { id, brand, creator, deliverableId } = queue[i]!;
        const began = performance.now();
        await fundDeal(deps, brand, id, {});
        await submitLink(deps, creator, id, deliverableId, { url: 'https://drive.example.com/draft', note: '' });
        await approveWork(deps, brand, id);
        latencies.push(performance.now() - began);
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  // Counted after the walk: the pair's accounts exist, as they do for a brand's every deal but its first.
  const statements = await countStatements(db, deps, await agreedDeal(db, pairs[0]!));
  const check = await checkLedger(db);
  const result = {
    database: database.name,
    pathsPerSecond: deals / seconds,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    floorPathsPerSecond: deals / floorSeconds,
    ratioToFloor: deals / seconds / (deals / floorSeconds),
    ledgerHolds: check.ok,
    statements,
  };
  console.log(`${database.name}: ${database.version}`);
  for (const [step, counts] of Object.entries(statements))
    console.log(`  ${step}: ${formatCounts(new Map(Object.entries(counts)))}`);
  return result;
}

/** Walks one deal alone, counting each step's statements (`statements.ts`). */
async function countStatements(
  db: Kysely<Database>,
  deps: ReturnType<typeof searchDeps>,
  deal: Awaited<ReturnType<typeof agreedDeal>>,
) {
  const counter = statementCounter(db);
  const counted = { ...deps, db: counter.db };
  const steps: Record<string, Record<string, number>> = {};
  await fundDeal(counted, deal.brand, deal.id, {});
  steps.fund = Object.fromEntries(counter.take());
  await submitLink(counted, deal.creator, deal.id, deal.deliverableId, { url: 'https://drive.example.com/draft', note: '' });
  steps.submit = Object.fromEntries(counter.take());
  await approveWork(counted, deal.brand, deal.id);
  steps.approve = Object.fromEntries(counter.take());
  return steps;
}

/** A brand and a creator, written directly (the path, not signing up, is measured). */
async function pair(db: Kysely<Database>, index: number): Promise<{ brand: User; creator: User }> {
  const make = (kind: 'brand' | 'creator') =>
    db
      .insertInto('users')
      .values({
        email: `${kind}-${index}-${process.pid}@bench.sponsorly.test`,
        password_hash: 'not-a-login',
        user_type: kind,
        first_name: 'Bench',
        last_name: `${kind} ${index}`,
        username: null,
        email_verified_at: new Date(),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  return { brand: (await make('brand')) as User, creator: (await make('creator')) as User };
}

/** A deal the creator accepted: one Reel, $450 and a $45 fee, funding due in 72 hours. */
async function agreedDeal(db: Kysely<Database>, parties: { brand: User; creator: User }) {
  const now = new Date();
  const deal = await db
    .insertInto('deals')
    .values({
      brand_id: parties.brand.id,
      creator_id: parties.creator.id,
      status: 'awaiting_funding',
      awaiting: null,
      expires_at: null,
      funding_due_at: new Date(now.getTime() + 72 * 3_600_000),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const deliverableId = 'reel';
  await db
    .insertInto('deal_versions')
    .values({
      deal_id: deal.id,
      version: 1,
      proposed_by: 'brand',
      proposer_id: parties.brand.id,
      deliverables: JSON.stringify([
        { id: deliverableId, type: 'instagram_reel', quantity: 1, due_date: now.toISOString().slice(0, 10), notes: null },
      ]),
      price_cents: 45_000,
      fee_cents: 4_500,
      currency: 'USD',
      revisions_included: 2,
      review_days: 3,
      usage_rights: JSON.stringify({ kind: 'none', duration_days: null }),
      created_at: now,
    })
    .execute();
  return { id: deal.id, deliverableId, ...parties };
}

function positiveInt(name: string, fallback: number): number {
  const value = process.env[name] === undefined ? fallback : Number(process.env[name]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}
