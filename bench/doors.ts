import autocannon from 'autocannon';
import type { ServerProcess } from './child-process';

/**
 * The web app's door against the REST door, for the same procedures (docs/decisions/0034-a-fast-trpc-door.md):
 * a logged-in brand asks each procedure through tRPC, as the web app's batch link sends a query
 * (`GET /trpc/<path>?batch=1&input={"0":…}`), and through its REST path, with the same session cookie.
 * The two doors take turns, round after round, so that whatever else the machine is doing weighs on
 * both alike; each figure is the median of the rounds. Beside the requests per second, the server
 * process's own CPU time per request: on a machine shared with other work, the steadier of the two.
 */

/** The goal: the tRPC door answers at least this share of the REST door's requests per second. */
export const MIN_TRPC_TO_REST = 0.8;

export interface DoorMeasurement {
  procedure: string;
  trpc: DoorFigures & { path: string };
  rest: DoorFigures & { path: string };
  /** tRPC's requests per second over REST's: the goal's figure (null when a door answered nothing). */
  ratio: number | null;
  /** REST's server CPU time per request over tRPC's: the same comparison, unmoved by the machine's other load. */
  cpuRatio: number | null;
  rounds: number;
  failed: number;
}

interface DoorFigures {
  requestsPerSecond: number;
  p99Ms: number;
  /** The server process's CPU time per answered request, in microseconds. */
  cpuMicroseconds: number;
}

interface DoorPair {
  procedure: string;
  input: unknown;
  restPath: string;
}

/** The procedures measured, each with the input the web app sends and its REST path. */
function doorPairs(dealPath: string): DoorPair[] {
  const dealId = dealPath.split('/').pop()!;
  return [
    { procedure: 'auth.me', input: undefined, restPath: '/api/auth/me' },
    { procedure: 'search.creators', input: {}, restPath: '/api/creators/search' },
    { procedure: 'deals.get', input: { id: dealId }, restPath: `/api/deals/${dealId}` },
  ];
}

/** The address tRPC's batch link builds for one query (an input left out is sent as an empty object). */
export function batchLinkUrl(procedure: string, input: unknown): string {
  const inputs = input === undefined ? {} : { 0: input };
  return `/trpc/${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

export async function measureDoors(
  server: ServerProcess,
  options: { connections: number; seconds: number; rounds: number; only?: string[] },
): Promise<DoorMeasurement[]> {
  const brand = server.ready.sampleBrand;
  if (!brand) throw new Error('the doors are measured on the sample marketplace (--sample-data)');
  const cookie = brand.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const run = async (path: string, seconds: number): Promise<Round> => {
    const cpuBefore = await server.cpuMicroseconds();
    const result = await autocannon({
      url: `${server.ready.url}${path}`,
      connections: options.connections,
      duration: seconds,
      headers: { cookie },
    });
    return { result, cpuPerRequest: ((await server.cpuMicroseconds()) - cpuBefore) / Math.max(1, result.requests.total) };
  };

  const measurements: DoorMeasurement[] = [];
  const pairs = doorPairs(brand.dealPath).filter((pair) => !options.only || options.only.includes(pair.procedure));
  for (const pair of pairs) {
    const trpcPath = batchLinkUrl(pair.procedure, pair.input);
    await run(trpcPath, 1);
    await run(pair.restPath, 1);
    const trpcRounds: Round[] = [];
    const restRounds: Round[] = [];
    for (let round = 0; round < options.rounds; round++) {
      // Alternating which door goes first, so neither always follows the other's warm caches.
      const order = round % 2 === 0 ? ['trpc', 'rest'] : ['rest', 'trpc'];
      for (const door of order) {
        if (door === 'trpc') trpcRounds.push(await run(trpcPath, options.seconds));
        else restRounds.push(await run(pair.restPath, options.seconds));
      }
    }
    // A round in which a door answered nothing (every request still waiting) says nothing of its cost.
    const answered = [...trpcRounds, ...restRounds].every((r) => r.result.requests.total > 0);
    const trpc = summary(trpcRounds);
    const rest = summary(restRounds);
    measurements.push({
      procedure: pair.procedure,
      trpc: { ...trpc, path: trpcPath },
      rest: { ...rest, path: pair.restPath },
      ratio: answered ? share(trpc.requestsPerSecond, rest.requestsPerSecond) : null,
      cpuRatio: answered ? share(rest.cpuMicroseconds, trpc.cpuMicroseconds) : null,
      rounds: options.rounds,
      failed: [...trpcRounds, ...restRounds].reduce((sum, r) => sum + r.result.non2xx + r.result.errors + r.result.timeouts, 0),
    });
  }
  return measurements;
}

interface Round {
  result: autocannon.Result;
  cpuPerRequest: number;
}

function summary(rounds: Round[]): DoorFigures {
  return {
    requestsPerSecond: Math.round(median(rounds.map((r) => r.result.requests.average))),
    p99Ms: median(rounds.map((r) => r.result.latency.p99)),
    cpuMicroseconds: Math.round(median(rounds.map((r) => r.cpuPerRequest))),
  };
}

function share(part: number, whole: number): number {
  return Math.round((part / whole) * 1000) / 1000;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function printDoors(rows: DoorMeasurement[]): void {
  console.log(
    `\nThe web app's door against REST (median of ${rows[0]?.rounds ?? 0} alternating rounds; CPU: the server's time per request):`,
  );
  const table = [
    ['procedure', 'tRPC req/s', 'tRPC p99', 'tRPC CPU', 'REST req/s', 'REST p99', 'REST CPU', 'tRPC/REST', 'by CPU'],
    ...rows.map((m) => [
      m.procedure,
      String(m.trpc.requestsPerSecond),
      `${m.trpc.p99Ms} ms`,
      `${m.trpc.cpuMicroseconds} µs`,
      String(m.rest.requestsPerSecond),
      `${m.rest.p99Ms} ms`,
      `${m.rest.cpuMicroseconds} µs`,
      m.ratio?.toFixed(2) ?? '-',
      m.cpuRatio?.toFixed(2) ?? '-',
    ]),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  for (const row of table)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
  console.log('');
  for (const m of rows) {
    if (m.ratio === null) {
      console.log(`MISS  ${m.procedure}: a round ended before any answer came (a longer BENCH_DURATION measures it)`);
      continue;
    }
    console.log(
      `${m.ratio >= MIN_TRPC_TO_REST ? 'met ' : 'MISS'}  ${m.procedure}: tRPC ${m.ratio} of REST's requests per second (goal >= ${MIN_TRPC_TO_REST}); ${m.cpuRatio} by CPU per request`,
    );
  }
}
