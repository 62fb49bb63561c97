import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exitOf, freePort, waitUntil } from './processes';

/** Debian's PostgreSQL binaries, the newest version installed (POSTGRES_BIN names another folder). */
function postgresBin(): string {
  if (process.env.POSTGRES_BIN) return process.env.POSTGRES_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error(`No PostgreSQL in ${root} (apt-get install postgresql, or set POSTGRES_BIN)`);
  return join(root, newest, 'bin');
}
const SERVICE_START_MS = 30_000;

/** PostgreSQL refuses to run as root: there, its tools run as the `postgres` user of Debian's package. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function run(command: string, args: string[]): void {
  const [file, argv] = asPostgresUser(command, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

export interface OwnPostgres {
  url: string;
  port: number;
  dataDir: string;
  /** Fast shutdown: every connection is ended at once, as when the database's machine goes away. */
  stop(): void;
  /** Starts it again on the same port; resolves when it accepts connections. */
  start(): void;
  /** Stops it for good (if it runs); its folder goes with the test's. */
  close(): void;
}

/**
 * A PostgreSQL of the test's own, from Debian's binaries, in `dir` on a free port: stopping and starting it
 * during the load disturbs nothing else on the machine. Durability is off (fsync): nothing outlives the test.
 */
export async function startOwnPostgres(dir: string): Promise<OwnPostgres> {
  const bin = postgresBin();
  const dataDir = join(dir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // The postgres user must reach its folder inside the test's (created private to this user).
  chmodSync(dir, 0o755);
  if (process.getuid?.() === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dataDir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  chmodSync(dataDir, 0o700);
  const port = await freePort();
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    "-c listen_addresses='127.0.0.1'",
    `-k ${dataDir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  const logFile = join(dataDir, 'server.log');
  let running = false;
  const pgCtl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
  const start = () => {
    pgCtl('-l', logFile, '-o', options, '-w', '-t', String(SERVICE_START_MS / 1000), 'start');
    running = true;
  };
  const stop = () => {
    pgCtl('-m', 'fast', '-w', 'stop');
    running = false;
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/sponsorly`,
    port,
    dataDir,
    stop,
    start,
    close() {
      if (running && existsSync(join(dataDir, 'postmaster.pid'))) {
        try {
          pgCtl('-m', 'immediate', '-w', 'stop');
        } catch {
          // Already gone.
        }
      }
      running = false;
    },
  };
}

/** The last lines of the test PostgreSQL's log, for a report of what went wrong. */
export function postgresLogTail(dir: string, lines = 10): string {
  const file = join(dir, 'postgres', 'server.log');
  return existsSync(file) ? readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';
}

export interface OwnRedis {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** A Redis of the test's own on a free port, in memory only: the rate limits it counts start from zero. */
export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const exited = exitOf(child);
  const url = `redis://127.0.0.1:${port}`;
  await waitUntil(
    () => {
      if (child.exitCode !== null) throw new Error('redis-server exited');
      return spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
    },
    SERVICE_START_MS,
    'Redis to answer',
  );
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
