import { existsSync, readFileSync } from 'node:fs';

/** Linux counts CPU time in clock ticks of 1/100 s (CLK_TCK on every architecture Node runs on here). */
const TICKS_PER_SECOND = 100;

/** The CPU seconds (user and system) a process has used so far; 0 once it is gone. */
function processCpuSeconds(pid: number): number {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return 0;
  // The command name may hold spaces: the fields after its closing parenthesis are fixed.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The children of a process (PostgreSQL's backends are the postmaster's). */
function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : [];
}

/** CPU seconds used so far by these processes and, with `withChildren`, their children alive now. */
export function cpuSeconds(pids: number[], withChildren = false): number {
  const all = withChildren ? pids.flatMap((pid) => [pid, ...childrenOf(pid)]) : pids;
  return all.reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
}

/** The postmaster's pid, from the first line of postmaster.pid in its data folder. */
export function postmasterPid(dataDir: string): number | undefined {
  const file = `${dataDir}/postmaster.pid`;
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}
