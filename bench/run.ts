import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServerProcess, type ServerProcess } from './child-process';
import { measurePages } from './lighthouse';

/**
 * How much the real server costs per request, measured against a bare Fastify hello-world on the same
 * machine. Each server runs in its own process; this one only generates load. Loopback only.
 *
 *   BENCH_DURATION     seconds per target (default 10)
 *   BENCH_CONNECTIONS  concurrent connections (default 10)
 *   BENCH_ONLY         `load` or `lighthouse` runs that part alone (bench/lighthouse.ts for its settings)
 */
const durationSeconds = positiveNumber('BENCH_DURATION', 10);
const connections = positiveNumber('BENCH_CONNECTIONS', 10);
const WARMUP_SECONDS = 1;
const resultsFile = new URL('./results/latest.json', import.meta.url);
const only = process.env.BENCH_ONLY;
if (only !== undefined && only !== 'load' && only !== 'lighthouse') throw new Error(`BENCH_ONLY must be load or lighthouse, got "${only}"`);

interface Target {
  name: string;
  server: ServerProcess;
  path: string;
  headers?: Record<string, string>;
}

interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  ratioToBare: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const servers: ServerProcess[] = [];
try {
  const bare = await startServerProcess(new URL('./bare-server.ts', import.meta.url));
  servers.push(bare);
  const sponsorly = await startServerProcess(new URL('./sponsorly-server.ts', import.meta.url));
  servers.push(sponsorly);

  const targets: Target[] = only === 'lighthouse' ? [] : [
    { name: 'bare Fastify', server: bare, path: '/' },
    { name: 'health', server: sponsorly, path: '/api/health' },
    { name: 'me (bearer)', server: sponsorly, path: '/api/auth/me', headers: { authorization: `Bearer ${sponsorly.ready.token}` } },
  ];

  console.log(`Benchmark: ${connections} connections, ${durationSeconds} s per target, database ${sponsorly.ready.database}\n`);
  const raw = [];
  for (const target of targets) {
    await load(target, WARMUP_SECONDS);
    raw.push({ target, result: await load(target, durationSeconds) });
  }

  const bareRate = raw[0]?.result.requests.average ?? 0;
  const measurements: Measurement[] = raw.map(({ target, result }) => ({
    name: target.name,
    path: target.path,
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ratioToBare: round(result.requests.average / bareRate, 3),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  }));

  if (measurements.length > 0) printTable(measurements);
  const pages = only === 'load' ? undefined : await measurePages(sponsorly.ready.url);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        database: sponsorly.ready.database,
        connections,
        durationSeconds,
        results: measurements,
        ...pages,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to bench/results/latest.json`);

  const failing = measurements.filter((m) => m.non2xx > 0 || m.errors > 0);
  if (failing.length > 0) {
    console.error(`Some requests failed: ${failing.map((m) => `${m.name} (${m.non2xx} non-2xx, ${m.errors} errors)`).join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
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
    ['target', 'path', 'req/s (avg)', 'p50 ms', 'p99 ms', 'vs bare'],
    ...rows.map((m) => [m.name, m.path, String(m.requestsPerSecond), String(m.p50Ms), String(m.p99Ms), `${(m.ratioToBare * 100).toFixed(1)}%`]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(line(table[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of table.slice(1)) console.log(line(row));
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
