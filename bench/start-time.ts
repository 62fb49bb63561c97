import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Time from starting the server process to its first 200 on /api/health, on the embedded database:
 * once on a new data folder (the database is created), then BENCH_START_RUNS times on that same folder
 * (an ordinary restart). Besides the wall time, the CPU time the process used until then (Linux): on a
 * machine busy with other work the wall time stretches, the CPU time much less. Run after `npm run build`:
 *
 *   node --import tsx bench/start-time.ts                                   the compiled server
 *   node --import tsx bench/start-time.ts node --import tsx apps/server/src/main.ts    any other command
 */
const DEFAULT_COMMAND = ['node', 'apps/server/dist/main.js'];
const POLL_MS = 10;
const TIMEOUT_MS = 120_000;
const port = Number(process.env.BENCH_START_PORT ?? 3999);
const runs = Number(process.env.BENCH_START_RUNS ?? 5);

const [command, ...args] = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_COMMAND;
const dataDir = mkdtempSync(join(tmpdir(), 'sponsorly-start-'));
try {
  const first = await timeToFirst200();
  const restarts: Timing[] = [];
  for (let i = 0; i < runs; i++) restarts.push(await timeToFirst200());
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`${[command, ...args].join(' ')}`);
  console.log(`  new database: ${first.wallMs} ms (CPU ${first.cpuMs ?? '?'} ms)`);
  console.log(
    `  restart:      median ${median(restarts.map((r) => r.wallMs))} ms (CPU ${median(restarts.map((r) => r.cpuMs ?? Number.NaN))} ms); each: ${restarts.map((r) => r.wallMs).join(', ')} ms`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

interface Timing {
  wallMs: number;
  cpuMs?: number;
}

/** User and system CPU time of a process so far, from /proc (clock ticks of 10 ms on Linux). */
function cpuTimeMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function timeToFirst200(): Promise<Timing> {
  const started = performance.now();
  const child = spawn(command!, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', DRAIN_DELAY_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    while (performance.now() - started < TIMEOUT_MS) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return { wallMs: Math.round(performance.now() - started), cpuMs: cpuTimeMs(child.pid) };
      if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`no 200 from /api/health within ${TIMEOUT_MS / 1000} s`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}
