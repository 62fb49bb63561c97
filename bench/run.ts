import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startServerProcess, type ServerProcess } from './child-process';
import { measureDoors, median, printDoors, type DoorMeasurement } from './doors';
import { measurePages } from './lighthouse';
import { printHottest } from './profile-summary';

/**
 * How much the real server costs per request, measured against floors in the same run: for each endpoint
 * a bare Fastify running the same SQL through the same driver (bench/floor-server.ts), and a bare Fastify
 * answering a constant. Each server runs in its own process; this one only generates load. Loopback only.
 *
 *   DATABASE_URL       a PostgreSQL server; unset measures PGlite in memory
 *   BENCH_DURATION     seconds per target (default 5)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_PROFILE      1: the real server runs with --cpu-prof; the hottest functions are printed
 *   BENCH_ROUNDS       rounds in which an endpoint and its floor, or the tRPC and REST doors, take turns (default 3)
 *   BENCH_DOORS        the procedures whose doors are compared, comma-separated (default all three)
 *   BENCH_ONLY         `load`, `doors` or `lighthouse` runs that part alone (`load` includes the doors;
 *                      bench/lighthouse.ts for the audit's settings); the audit also covers a brand's
 *                      logged-in pages, on the sample marketplace, where the doors are measured too
 */
const durationSeconds = positiveNumber('BENCH_DURATION', 5);
const connections = positiveNumber('BENCH_CONNECTIONS', 50);
const profile = process.env.BENCH_PROFILE === '1';
const rounds = positiveNumber('BENCH_ROUNDS', 3);
const WARMUP_SECONDS = 1;
const resultsFile = new URL('./results/latest.json', import.meta.url);
const profileDir = new URL('./results/profiles/', import.meta.url);
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'load' && only !== 'doors' && only !== 'lighthouse')
  throw new Error(`BENCH_ONLY must be load, doors or lighthouse, got "${only}"`);

/** The goals the API is held to (docs/decisions/0013-api-speed.md). */
const GOALS = { minRatioToFloor: 0.8, maxMeP99Ms: 20 };

interface Target {
  name: string;
  server: ServerProcess;
  path: string;
  headers?: Record<string, string>;
  /** The target this one is compared with. */
  floor?: string;
}

interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToFloor: number | null;
  requests: number;
  non2xx: number;
  errors: number;
}

const servers: ServerProcess[] = [];
try {
  const measurements: Measurement[] = [];
  let doors: DoorMeasurement[] = [];
  let database = 'pglite';
  let sponsorlyServer: ServerProcess | undefined;
  if (only !== 'lighthouse') {
    const bare = await start('./bare-server.ts');
    const floor = await start('./floor-server.ts');
    if (profile) rmSync(profileDir, { recursive: true, force: true });
    // The doors and the logged-in pages' audit are measured on the sample marketplace.
    const sponsorly = await start(
      './sponsorly-server.ts',
      profile ? ['--cpu-prof', `--cpu-prof-dir=${fileURLToPath(profileDir)}`] : [],
      ['--sample-data'],
    );
    database = sponsorly.ready.database ?? database;
    sponsorlyServer = sponsorly;
    const bearer = (server: ServerProcess) => ({ authorization: `Bearer ${server.ready.token}` });
    const targets: Target[] = [
      { name: 'bare Fastify', server: bare, path: '/' },
      { name: 'floor: health', server: floor, path: '/health' },
      { name: 'health', server: sponsorly, path: '/api/health', floor: 'floor: health' },
      { name: 'floor: me', server: floor, path: '/me', headers: bearer(floor) },
      { name: 'me (bearer)', server: sponsorly, path: '/api/auth/me', headers: bearer(sponsorly), floor: 'floor: me' },
    ];

    console.log(
      `Benchmark: ${connections} connections, ${durationSeconds} s per target, ${rounds} rounds, database ${database}, load ${loadAverage()}\n`,
    );
    // A target and its floor take turns for the rounds, so the machine's other work weighs on both alike;
    // each figure is the median of the rounds.
    const results = new Map<string, autocannon.Result[]>();
    for (const group of only === 'doors' ? [] : targetGroups(targets)) {
      for (const target of group) await load(target, WARMUP_SECONDS);
      for (let turn = 0; turn < (group.length > 1 ? rounds : 1); turn++) {
        const order = turn % 2 === 0 ? group : [...group].reverse();
        for (const target of order)
          results.set(target.name, [...(results.get(target.name) ?? []), await load(target, durationSeconds)]);
      }
    }
    const rates = new Map([...results].map(([name, runs]) => [name, median(runs.map((r) => r.requests.average))]));
    for (const target of targets.filter((t) => results.has(t.name))) {
      const runs = results.get(target.name)!;
      const rate = rates.get(target.name)!;
      const floorRate = target.floor ? rates.get(target.floor) : undefined;
      measurements.push({
        name: target.name,
        path: target.path,
        requestsPerSecond: round(rate),
        p50Ms: median(runs.map((r) => r.latency.p50)),
        p99Ms: median(runs.map((r) => r.latency.p99)),
        ratioToFloor: floorRate ? round(rate / floorRate, 3) : null,
        requests: runs.reduce((sum, r) => sum + r.requests.total, 0),
        non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
      });
    }
    if (measurements.length > 0) {
      printTable(measurements);
      printGoals(measurements);
    }
    doors = await measureDoors(sponsorly, {
      connections,
      seconds: durationSeconds,
      rounds,
      only: process.env.BENCH_DOORS?.split(','),
    });
    printDoors(doors);
    console.log(`\nLoad average after the run: ${loadAverage()}`);
    if (profile) {
      // The profile is written when the server exits; Lighthouse then gets a server of its own.
      await sponsorly.stop();
      sponsorlyServer = undefined;
      printHottest(profileDir);
    }
  }

  const pagesServer =
    only === 'load' || only === 'doors'
      ? undefined
      : (sponsorlyServer ?? (await start('./sponsorly-server.ts', [], ['--sample-data'])));
  const pages = pagesServer ? await measurePages(pagesServer.ready.url, pagesServer.ready.sampleBrand) : undefined;
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, load: loadavg(), database, connections, durationSeconds, results: measurements, doors, ...pages }, null, 2)}\n`,
  );
  console.log(`\nWritten to bench/results/latest.json`);

  const failing = [
    ...measurements.filter((m) => m.non2xx > 0 || m.errors > 0).map((m) => `${m.name} (${m.non2xx} non-2xx, ${m.errors} errors)`),
    ...doors.filter((m) => m.failed > 0).map((m) => `${m.procedure} doors (${m.failed} failed)`),
  ];
  if (failing.length > 0) {
    console.error(`Some requests failed: ${failing.join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}

async function start(file: string, execArgv: string[] = [], args: string[] = []): Promise<ServerProcess> {
  const server = await startServerProcess(new URL(file, import.meta.url), execArgv, args);
  servers.push(server);
  return server;
}

function load(target: Target, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: `${target.server.ready.url}${target.path}`,
    connections,
    duration: seconds,
    headers: target.headers ?? {},
  });
}

function printTable(rows: Measurement[]): void {
  const table = [
    ['target', 'path', 'req/s (avg)', 'p50 ms', 'p99 ms', 'vs floor'],
    ...rows.map((m) => [
      m.name,
      m.path,
      String(m.requestsPerSecond),
      String(m.p50Ms),
      String(m.p99Ms),
      m.ratioToFloor === null ? '' : `${(m.ratioToFloor * 100).toFixed(1)}%`,
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(table[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table.slice(1)) console.log(line(row));
}

function printGoals(rows: Measurement[]): void {
  console.log('');
  for (const m of rows.filter((row) => row.ratioToFloor !== null)) {
    const met = m.ratioToFloor! >= GOALS.minRatioToFloor;
    console.log(`${met ? 'met ' : 'MISS'}  ${m.name}: ${m.ratioToFloor} of its floor (goal >= ${GOALS.minRatioToFloor})`);
  }
  const me = rows.find((row) => row.path === '/api/auth/me');
  if (me)
    console.log(`${me.p99Ms <= GOALS.maxMeP99Ms ? 'met ' : 'MISS'}  me p99 ${me.p99Ms} ms (goal <= ${GOALS.maxMeP99Ms} ms)`);
}

/** Each target with its floor, in the order listed; a target without one stands alone. */
function targetGroups(targets: Target[]): Target[][] {
  const groups: Target[][] = [];
  for (const target of targets) {
    const floorGroup = target.floor ? groups.find((group) => group.some((t) => t.name === target.floor)) : undefined;
    if (floorGroup) floorGroup.push(target);
    else groups.push([target]);
  }
  return groups;
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

function positiveNumber(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return parsed;
}

function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
