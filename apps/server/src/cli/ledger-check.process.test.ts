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
  it('exits 0 on a ledger that holds, and 1 naming each problem on one that does not', async () => {
    const dataDir = await createTestDataDir();
    dirs.push(dataDir);
    expect(await ledgerCheck(dataDir)).toEqual({ code: 0, out: 'The ledger balances: 0 accounts, 0 transfers.\n' });

    const database = await createDatabase({ dataDir });
    await migrateToLatest(database.db);
    // An account credited with money no transfer brought: the database refuses it (migration 0023), so
    // this is a ledger from before, or one whose triggers were turned off.
    await sql`alter table ledger_accounts disable trigger user`.execute(database.db);
    await sql`insert into ledger_accounts (code, kind, currency, credits_posted, no_overdraft) values ('platform_fees:USD', 'platform_fees', 'USD', 500, true)`.execute(
      database.db,
    );
    await sql`alter table ledger_accounts enable trigger user`.execute(database.db);
    // A charge that succeeded with no transfer for it, and a payout pending for a day.
    const brand = await sql<{ id: string }>`
      insert into users (email, password_hash, user_type, first_name, last_name)
      values ('brand@example.com', 'x', 'brand', 'Bea', 'Brand') returning id`.execute(database.db);
    const userId = brand.rows[0]!.id;
    const ops = await sql<{ id: string }>`
      insert into payment_operations (kind, provider, user_id, amount_cents, currency, status, completed_at, created_at) values
        ('charge', 'sandbox', ${userId}, 700, 'USD', 'succeeded', now(), now()),
        ('refund', 'sandbox', ${userId}, 300, 'USD', 'pending', null, '2026-01-01T00:00:00Z')
      returning id`.execute(database.db);
    const [charge, refund] = ops.rows.map((op) => op.id);
    await database.close();

    const broken = await ledgerCheck(dataDir);
    expect(broken.code).toBe(1);
    expect(broken.out).toBe(
      [
        'The ledger check finds 4 problems:',
        '  - USD: posted debits 0 differ from posted credits 500.',
        '  - platform_fees:USD: credits_posted is 500 but its transfers add up to 0.',
        `  - Payment operation ${charge} (charge of 700 USD cents) succeeded, but no transfer moved its money.`,
        `  - Payment operation ${refund} (refund of 300 USD cents) has been pending since 2026-01-01T00:00:00.000Z: the recovery worker has not settled it.`,
        '',
      ].join('\n'),
    );
  }, 60_000);
});
