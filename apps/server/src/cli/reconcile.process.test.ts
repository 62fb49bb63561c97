import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { createDatabase, createTestDataDir, migrateToLatest, sql } from '@sponsorly/db';
import { startFakeStripe, type FakeStripe } from '@sponsorly/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledEntry } from '../testing/compiled';

const run = promisify(execFile);
let stripe: FakeStripe;
let dataDir: string;
beforeAll(async () => {
  stripe = await startFakeStripe();
  dataDir = await createTestDataDir();
});
afterAll(async () => {
  await stripe.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run payments:reconcile` (here compiled) against the local Stripe: its exit code and what it printed. */
async function reconcile(...args: string[]): Promise<{ code: number; out: string }> {
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    STRIPE_SECRET_KEY: 'sk_test_reconcile',
    STRIPE_WEBHOOK_SECRET: 'whsec_reconcile',
    STRIPE_API_URL: stripe.url,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, [compiledEntry('cli/reconcile'), ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run payments:reconcile', () => {
  it('exits 0 when Stripe and the books agree, 1 naming each difference, 2 on a bad day', async () => {
    const since = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const database = await createDatabase({ dataDir });
    await migrateToLatest(database.db);
    const brand = await sql<{ id: string }>`
      insert into users (email, password_hash, user_type, first_name, last_name)
      values ('brand@example.com', 'x', 'brand', 'Bea', 'Brand') returning id`.execute(database.db);
    const op = await sql<{ id: string }>`
      insert into payment_operations (kind, provider, user_id, amount_cents, currency, status, provider_reference, completed_at, created_at)
      values ('charge', 'stripe', ${brand.rows[0]!.id}, 49500, 'USD', 'succeeded', 'ch_known', now(), now())
      returning id`.execute(database.db);
    await database.close();

    // The books count a charge Stripe never took.
    const missing = await reconcile(since);
    expect(missing.code).toBe(1);
    expect(missing.out).toBe(
      [
        `Since ${since}, 0 movements matched and 1 differs:`,
        `  - charge ch_known / ${op.rows[0]!.id}: Sponsorly counts it paid, but it is not in Stripe’s balance history.`,
        '',
      ].join('\n'),
    );
    stripe.moveBalance('charge', 'ch_known', 49_500);
    expect(await reconcile(since)).toEqual({ code: 0, out: `Stripe and the books agree since ${since}: 1 movement matched.\n` });
    expect((await reconcile('last week')).code).toBe(2);
  }, 120_000);
});
