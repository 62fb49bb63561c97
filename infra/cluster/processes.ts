import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** How often a wait looks again at what it waits for. */
const POLL_MS = 50;

/** Resolves when the process has exited (at once if it already has). */
export function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Whether a process of this pid is running (a signal 0 reaches it). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Asks `check` until it answers true; rejects after `ms`, or with what `check` throws. */
export async function waitUntil(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * Ports the cluster listens on come from below Linux's range for outgoing connections (32768 and up): a
 * port an instance gives back while it restarts must not be taken meanwhile as the local end of a connection.
 */
const PORTS = { from: 20_000, to: 32_000 };

/** Whether 127.0.0.1:port can be listened on right now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free port on 127.0.0.1 in the cluster's range, picked at random. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    if (await isFree(port)) return port;
  }
}
