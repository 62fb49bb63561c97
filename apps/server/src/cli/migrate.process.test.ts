import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestDataDir } from '@sponsorly/db';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntry } from '../testing/compiled';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** `npm run migrate` (here compiled) with the given arguments on an embedded database: its exit code and what it printed. */
async function migrate(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, [compiledEntry('cli/migrate'), ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run migrate -- --wait', () => {
  it('fails when nothing applied the migrations in time, and passes once they are applied, applying nothing itself', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sponsorly-migrate-'));
    dirs.push(dataDir);
    expect(await migrate(dataDir, '--wait', '0.1')).toEqual({
      code: 1,
      out: 'The database still lacks migrations of this release after 0.1 s: has the migration job run?\n',
    });

    const migrated = await createTestDataDir();
    dirs.push(migrated);
    expect(await migrate(migrated, '--wait', '0.1')).toEqual({ code: 0, out: 'Migrations are up to date.\n' });
    // The first run creates a new embedded cluster in the empty folder: seconds of work of its own.
  }, 90_000);

  it('refuses a wait that is not a positive number of seconds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sponsorly-migrate-'));
    dirs.push(dataDir);
    expect(await migrate(dataDir, '--wait', 'soon')).toEqual({
      code: 2,
      out: 'Usage: npm run migrate -- [--wait SECONDS], with SECONDS a positive number.\n',
    });
  });
});
