import { readFileSync } from 'node:fs';
import { isRunning } from './processes';

/**
 * The guard itself (started by `guard.ts` with the pid of the process it watches and the file of the
 * processes to stop): it looks every quarter second whether the watched process still runs. Once it is
 * gone, the guard stops every process the file names and exits; a process that stopped them itself
 * emptied the list first (and a file removed with its folder names none).
 */
const [watchedPid, stateFile] = [Number(process.argv[2]), process.argv[3]!];
const LOOK_EVERY_MS = 250;

function named(): number[] {
  try {
    const { pids } = JSON.parse(readFileSync(stateFile, 'utf8')) as { pids?: unknown };
    return Array.isArray(pids) ? pids.filter((pid): pid is number => Number.isInteger(pid) && pid > 0) : [];
  } catch {
    return [];
  }
}

setInterval(() => {
  if (isRunning(watchedPid)) return;
  for (const pid of named()) {
    try {
      // SIGTERM: a server drains and exits, nginx shuts down at once.
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}, LOOK_EVERY_MS);
