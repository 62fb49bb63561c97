import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { isRunning, waitUntil } from '../../../infra/cluster/processes';

/**
 * `npm run cluster`'s guard (infra/cluster/guard.ts): a command killed with `kill -9` leaves none of the
 * processes it started running; one that stopped them itself releases the guard, which stops nothing.
 * A stand-in command starts the guard and one long-running child, tells the guard about it, and prints
 * both pids; told "release" on its input, it lets the guard go and exits, leaving the child running.
 */
const GUARD = fileURLToPath(new URL('../../../infra/cluster/guard.ts', import.meta.url));

const COMMAND = `
import { spawn } from 'node:child_process';
import { startGuard } from ${JSON.stringify(GUARD)};
const guard = startGuard(process.argv[1]);
const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore', detached: true });
child.unref();
guard.watch([child.pid]);
process.stdout.write(JSON.stringify({ child: child.pid, guard: guard.pid }) + '\\n');
// "release": the command lets the guard go (as after stopping everything itself) and exits.
process.stdin.on('data', () => {
  guard.release();
  process.exit(0);
});
`;

const started: number[] = [];
let command: ChildProcess | undefined;
const folder = mkdtempSync(join(tmpdir(), 'sponsorly-guard-'));

afterEach(() => {
  command?.kill('SIGKILL');
  for (const pid of started.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Starts the stand-in command and answers the pids of the child it started and of its guard. */
async function startCommand(): Promise<{ child: number; guard: number }> {
  command = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', COMMAND, join(folder, 'guard.json')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    command!.stdout!.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    command!.once('exit', (code) => reject(new Error(`the command exited with ${code} before starting its child`)));
  });
  const pids = JSON.parse(line) as { child: number; guard: number };
  started.push(pids.child, pids.guard);
  return pids;
}

/** Whether the process is gone within `ms`. */
const waitUntilGone = (pid: number, ms: number): Promise<boolean> =>
  waitUntil(() => !isRunning(pid), ms, `process ${pid} to end`).then(
    () => true,
    () => false,
  );

describe("the cluster command's guard", () => {
  it('stops what the command started when the command is killed with SIGKILL, then exits', async () => {
    const { child, guard } = await startCommand();
    expect(isRunning(child)).toBe(true);
    command!.kill('SIGKILL');
    expect(await waitUntilGone(child, 10_000)).toBe(true);
    expect(await waitUntilGone(guard, 10_000)).toBe(true);
  });

  it('stops nothing once the command released it, and exits', async () => {
    const { child, guard } = await startCommand();
    const exited = new Promise<number | null>((resolve) => command!.once('exit', resolve));
    command!.stdin!.write('release\n');
    expect(await exited).toBe(0);
    expect(await waitUntilGone(guard, 10_000)).toBe(true);
    expect(isRunning(child)).toBe(true);
  });
});
