import { spawn } from 'node:child_process';
import { renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GUARD_PROCESS = fileURLToPath(new URL('./guard-process.ts', import.meta.url));

export interface Guard {
  /** The guard's own process. */
  pid: number | undefined;
  /** The processes to stop if this one ends without stopping them: replaces the list given before. */
  watch(pids: number[]): void;
  /** This process stopped them itself: the guard stops nothing, and exits when this process does. */
  release(): void;
}

/**
 * Starts the guard of the processes this one starts (`guard-process.ts`): if this process ends without
 * stopping them (`kill -9`, a crash), the guard stops them, so their ports are free for the next start.
 * The list is kept in `stateFile`, which the guard reads only once this process is gone: nothing is lost
 * to a message in flight when it dies. The guard runs in a process group of its own, so Ctrl-C in the
 * terminal reaches only this process, which stops everything in order and then releases the guard.
 */
export function startGuard(stateFile: string): Guard {
  const write = (pids: number[]) => {
    writeFileSync(`${stateFile}.next`, JSON.stringify({ pids }));
    renameSync(`${stateFile}.next`, stateFile);
  };
  write([]);
  const guard = spawn(process.execPath, ['--import', 'tsx', GUARD_PROCESS, String(process.pid), stateFile], {
    detached: true,
    stdio: 'ignore',
  });
  guard.unref();
  return { pid: guard.pid, watch: write, release: () => write([]) };
}
