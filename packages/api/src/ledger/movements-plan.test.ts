import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@sponsorly/db';
import { createTestDeps, type TestDeps } from '../testing';
import { movementsQuery } from './movements';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

describe('the movements statement', () => {
  it('finds a person’s transfers through the per-account indexes, one walk per side, not a scan of every transfer', async () => {
    const plan = await deps.db.transaction().execute(async (trx) => {
      // With a handful of rows any plan is cheap: forbid the full scan to see what the statement can use.
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${movementsQuery(
        '00000000-0000-4000-8000-000000000001',
        '12345',
        20,
      )}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/ledger_transfers_debit/);
    expect(plan).toMatch(/ledger_transfers_credit/);
    expect(plan).not.toMatch(/Seq Scan on ledger_transfers/);
  });
});
