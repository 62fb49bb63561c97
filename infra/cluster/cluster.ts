import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startGuard } from './guard';
import { startNginx, type Nginx } from './nginx';
import { exitOf, waitUntil } from './processes';

const SERVER_DIST = fileURLToPath(new URL('../../apps/server/dist', import.meta.url));
/** A server process has this long to answer ready (migrations already ran; it connects and listens). */
const INSTANCE_READY_MS = 60_000;

type Env = Record<string, string | undefined>;

export interface ClusterOptions {
  /** Each instance's port, one slot each; a replacement takes the port of the one it replaces. */
  ports: number[];
  /** Where nginx listens. */
  host: string;
  port: number;
  /** Every instance's environment: DATABASE_URL, REDIS_URL, DATA_DIR, SECRET, APP_URL and the rest. */
  env: Env;
  /** Settings of one instance only (the test gives each its own mail domain, to tell who sent what). */
  instanceEnv?: (name: string) => Env;
  /** The cluster's own folder: nginx's files, and the instances' logs when `logs` is 'files'. */
  workDir: string;
  /** 'console': each instance's lines on this process's output, prefixed by its name; 'files': workDir/NAME.log. */
  logs: 'console' | 'files';
  say: (line: string) => void;
}

export interface Instance {
  /** app1, app2, ...: a new name for each process started, so a replacement is told from the one it replaces. */
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  exited: Promise<void>;
  logFile: string | undefined;
}

export interface Cluster {
  /** nginx's address: the cluster's one door. */
  url: string;
  /** The instances in their slots, as nginx sends to them. */
  readonly instances: Instance[];
  /**
   * One step of a rolling restart: the slot's process gets SIGTERM and drains (it serves what nginx sends
   * until it stops listening; from then nginx's connections are refused and go to the next instance), and
   * once it exited a new process starts on the same port. nginx sends to it when it listens, which the
   * server does only once it is ready. Resolves when the new one answers ready.
   */
  replace(slot: number): Promise<{ old: Instance; started: Instance; oldExitCode: number | null }>;
  /** kill -9 of the instance in the slot; nginx skips the refused port until `replace` fills it again. */
  kill(slot: number): Promise<Instance>;
  /** The last lines an instance wrote (its log file), for a report of what went wrong. */
  logTail(instance: Instance, lines?: number): string;
  /** SIGTERM to every instance and nginx; resolves when none is left. */
  stop(): Promise<void>;
}

export function compiledServer(entry: 'main' | 'cli/migrate'): string {
  const file = join(SERVER_DIST, `${entry}.js`);
  if (!existsSync(file)) throw new Error(`No server build at ${file}: run npm run build first`);
  return file;
}

/** Runs the migrations once, with the compiled tool, before any instance starts. */
export async function migrate(env: Env): Promise<void> {
  const child = spawn(process.execPath, [compiledServer('cli/migrate')], { env: env as NodeJS.ProcessEnv, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  await exitOf(child);
  if (child.exitCode !== 0) throw new Error(`migrations failed: ${output.trim()}`);
}

/**
 * Three (or `size`) compiled server processes on ports of their own, and Debian's nginx in front of them
 * on one port, round robin. The caller has made the database, Redis and files store they share, and ran
 * the migrations (`migrate`).
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  let started = 0;
  const everyInstance: Instance[] = [];
  // Stops the instances and nginx if this process ends without stopping them (kill -9, a crash).
  const guard = startGuard(join(options.workDir, 'guard.json'));
  let nginxPid: number | undefined;
  const watchAll = () =>
    guard.watch([
      ...everyInstance.filter((i) => i.process.exitCode === null && i.process.signalCode === null).map((i) => i.process.pid!),
      ...(nginxPid ? [nginxPid] : []),
    ]);

  async function startInstance(port: number): Promise<Instance> {
    const name = `app${++started}`;
    const logFile = options.logs === 'files' ? join(options.workDir, `${name}.log`) : undefined;
    const child = spawn(process.execPath, [compiledServer('main')], {
      env: {
        ...options.env,
        ...options.instanceEnv?.(name),
        PORT: String(port),
        HOST: '127.0.0.1',
        // nginx is the one proxy in front: the client address is the one it writes.
        TRUST_PROXY: '1',
      } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (logFile) {
      const file = createWriteStream(logFile);
      child.stdout?.pipe(file);
      child.stderr?.pipe(file);
    } else {
      for (const stream of [child.stdout, child.stderr]) {
        if (stream) createInterface({ input: stream }).on('line', (line) => options.say(`[${name}] ${line}`));
      }
    }
    const instance: Instance = { name, port, url: `http://127.0.0.1:${port}`, process: child, exited: exitOf(child), logFile };
    everyInstance.push(instance);
    watchAll();
    void instance.exited.then(watchAll);
    await waitUntil(
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}\n${logTail(instance)}`);
        return fetch(`${instance.url}/api/ready`).then(
          (res) => res.status === 200,
          () => false,
        );
      },
      INSTANCE_READY_MS,
      `${name} to be ready`,
    );
    return instance;
  }

  function logTail(instance: Instance, lines = 20): string {
    if (!instance.logFile || !existsSync(instance.logFile)) return '';
    return readFileSync(instance.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  }

  async function stopInstance(instance: Instance): Promise<number | null> {
    if (instance.process.exitCode === null && instance.process.signalCode === null) instance.process.kill('SIGTERM');
    await instance.exited;
    return instance.process.exitCode;
  }

  let instances: Instance[];
  let nginx: Nginx;
  try {
    instances = await Promise.all(options.ports.map(startInstance));
    nginx = await startNginx({
      prefix: options.workDir,
      host: options.host,
      port: options.port,
      ports: instances.map((i) => i.port),
    });
    nginxPid = nginx.process.pid;
    watchAll();
  } catch (error) {
    // Whatever did start stops again: a failed start leaves no process behind.
    await Promise.all(everyInstance.map(stopInstance));
    guard.release();
    throw error;
  }
  let stopping: Promise<void> | undefined;

  return {
    url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`,
    instances,
    async replace(slot) {
      const old = instances[slot]!;
      const oldExitCode = await stopInstance(old);
      const fresh = await startInstance(old.port);
      instances[slot] = fresh;
      return { old, started: fresh, oldExitCode };
    },
    async kill(slot) {
      const victim = instances[slot]!;
      victim.process.kill('SIGKILL');
      await victim.exited;
      return victim;
    },
    logTail,
    stop() {
      stopping ??= (async () => {
        await Promise.all(everyInstance.map(stopInstance));
        await nginx.stop();
        guard.release();
      })();
      return stopping;
    },
  };
}
