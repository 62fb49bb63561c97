import { fork, type ChildProcess } from 'node:child_process';

/** What a benchmark server tells the runner once it listens. */
export interface ReadyMessage {
  url: string;
  token?: string;
  database?: string;
  /** With the sample marketplace (`--sample-data`): a brand's session, for the logged-in pages' audit. */
  sampleBrand?: { cookies: BrowserCookie[]; dealPath: string };
}

// The sample marketplace takes a while to make on a busy machine.
const STARTUP_TIMEOUT_MS = 180_000;

/** In a server process: says where it listens, and closes when the runner says stop or goes away. */
export function reportReady(message: ReadyMessage, close: () => Promise<unknown>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void close().finally(() => process.exit(0));
  };
  process.on('message', (m) => {
    if (m === 'stop') stop();
    // The process's own CPU time so far, so the runner can tell a request's cost from the machine's load.
    if (m === 'cpu') process.send?.({ cpuMicroseconds: cpuMicroseconds() });
  });
  process.on('disconnect', stop);
  process.send?.(message);
}

export interface ServerProcess {
  ready: ReadyMessage;
  /** The CPU time (user and system) the server process has used so far, in microseconds. */
  cpuMicroseconds(): Promise<number>;
  stop(): Promise<void>;
}

function cpuMicroseconds(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

/** Starts one benchmark server in its own process, so it does not share a CPU core with the load generator. */
export function startServerProcess(file: URL, execArgv: string[] = [], args: string[] = []): Promise<ServerProcess> {
  const child: ChildProcess = fork(file, args, {
    execArgv: ['--import', 'tsx', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${file.pathname} did not start within ${STARTUP_TIMEOUT_MS / 1000} s`));
    }, STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file.pathname} exited with code ${code} before it was ready`));
    });
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve({ ready: message as ReadyMessage, cpuMicroseconds: () => askCpu(child), stop: () => stopChild(child) });
    });
  });
}

function askCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('cpuMicroseconds' in message)) return;
      child.off('message', onMessage);
      resolve((message as { cpuMicroseconds: number }).cpuMicroseconds);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.send('stop');
  });
}

/** A cookie the audited browser holds for the site (a returning member's session and time zone). */
export interface BrowserCookie {
  name: string;
  value: string;
}
