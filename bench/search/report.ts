import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import type { KindResult } from './measure';
import { QUERY_KINDS } from './queries';
import type { SeedResult } from './seed-creators';

export interface DatabaseResult {
  database: string;
  version: string;
  seed: SeedResult;
  kinds: KindResult[];
  /** The 1-minute load average when this database's queries began and ended. */
  load: [number, number];
}

const resultsFile = new URL('../results/search-latest.json', import.meta.url);
const SEED_GOAL_MS = 120_000;

/** The load average is kept because other work on the machine slows every figure. */
export function machine() {
  const load = loadavg().map((n) => Number(n.toFixed(2)));
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    load,
  };
}

/** One table per database: latency per kind against its goal, then the seed time against its own. */
export function printResults(result: DatabaseResult): void {
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(`\n${result.database}: ${result.version}, load ${result.load.join(' to ')}`);
  console.log(
    `${'kind'.padEnd(27)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'matched'.padStart(8)}  goal (p95)`,
  );
  for (const k of result.kinds) {
    const goal = QUERY_KINDS[k.kind].goalP95Ms;
    const verdict = goal === null ? '-' : `<= ${goal} ms ${k.p95Ms <= goal ? 'met' : 'MISSED'}`;
    console.log(
      `${k.kind.padEnd(27)} ${ms(k.p50Ms)} ${ms(k.p95Ms)} ${ms(k.p99Ms)} ${ms(k.maxMs)} ${String(k.medianTotal ?? '-').padStart(8)}  ${verdict}`,
    );
  }
  const floor = result.kinds.find((k) => k.kind === 'floor: common term counted');
  const common = result.kinds.find((k) => k.kind === 'common term + facets');
  if (floor) console.log(`load average ${result.load.join(' to ')}; floor p50 ${floor.p50Ms.toFixed(1)} ms`);
  // p50 against p50: the floor takes about 10 ms, so a single pause of the machine moves its p95 by more.
  if (floor && common) console.log(`common term + facets: p50 ${(common.p50Ms / floor.p50Ms).toFixed(1)} times the floor's`);
  const seed = result.seed;
  if (seed.reused) return console.log(`seed: ${seed.creators} creators (${seed.visible} visible), reused from an earlier run`);
  const verdict = seed.ms <= SEED_GOAL_MS ? 'met' : 'MISSED';
  console.log(
    `seed: ${seed.creators} creators (${seed.visible} visible) in ${(seed.ms / 1000).toFixed(1)} s, goal <= ${SEED_GOAL_MS / 1000} s ${verdict}`,
  );
}

export function writeResults(results: DatabaseResult[], settings: Record<string, unknown>): void {
  mkdirSync(new URL('.', resultsFile), { recursive: true });
  const goalsMet = results.every(
    (r) =>
      (r.seed.reused || r.seed.ms <= SEED_GOAL_MS) &&
      r.kinds.every((k) => {
        const goal = QUERY_KINDS[k.kind].goalP95Ms;
        return goal === null || k.p95Ms <= goal;
      }),
  );
  const body = { date: new Date().toISOString(), machine: machine(), settings, goalsMet, results };
  writeFileSync(resultsFile, `${JSON.stringify(body, null, 2)}\n`);
  console.log(`\nGoals ${goalsMet ? 'all met' : 'MISSED (see above)'}. Results in bench/results/search-latest.json`);
}
