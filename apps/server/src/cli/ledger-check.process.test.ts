import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { createDatabase, createTestDataDir, migrateToLatest, sql } from '@sponsorly/db';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledEntry } from '../testing/compiled';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The ledger check (`npm run ledger:check`, here compiled) on an embedded database in a folder of its own: its exit code and what it printed. */
async function ledgerCheck(dataDir: string): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await run(process.execPath, [compiledEntry('cli/ledger-check')], { env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run ledger:check', () => {
  it('exits 0 on a ledger that holds, and 1 naming each difference on one that does not', async () => {
    const dataDir = await createTestDataDir();
    dirs.push(dataDir);
    expect(await ledgerCheck(dataDir)).toEqual({ code: 0, out: 'The ledger balances: 0 accounts, 0 transfers.\n' });

    const database = await createDatabase({ dataDir });
    await migrateToLatest(database.db);
    // An account credited with money no transfer brought: the database refuses it (migration 0020), so
    // this is a ledger from before, or one whose triggers were turned off.
    await sql`alter table ledger_accounts disable trigger user`.execute(database.db);
    await sql`insert into ledger_accounts (code, kind, currency, credits_posted, no_overdraft) values ('platform_fees:USD', 'platform_fees', 'USD', 500, true)`.execute(
      database.db,
    );
    await sql`alter table ledger_accounts enable trigger user`.execute(database.db);
    await database.close();

    const broken = await ledgerCheck(dataDir);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('The ledger does not balance (2):');
    expect(broken.out).toContain('USD: posted debits 0 differ from posted credits 500.');
    expect(broken.out).toContain('platform_fees:USD: credits_posted is 500 but its transfers add up to 0.');
  }, 60_000);
});
