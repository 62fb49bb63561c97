import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DatabaseHandle } from './create-database';
import { createTestDatabase } from './test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

it('reports connections lent and callers waiting, and how long each waited', async () => {
  const waits: number[] = [];
  handle.pool.onAcquire((seconds) => waits.push(seconds));
  let finish!: () => void;
  const holding = new Promise<void>((resolve) => (finish = resolve));
  let started!: () => void;
  const begun = new Promise<void>((resolve) => (started = resolve));
  const transaction = handle.db.transaction().execute(async (trx) => {
    await sql`select 1`.execute(trx);
    started();
    await holding;
  });
  await begun;
  expect(handle.pool.stats().inUse).toBeGreaterThanOrEqual(1);

  // On the embedded database the one connection is held: the next query waits for it.
  const query = sql`select 2`.execute(handle.db);
  if (handle.kind === 'pglite') {
    await expect.poll(() => handle.pool.stats().waiting).toBe(1);
    expect(handle.pool.stats()).toEqual({ size: 1, inUse: 1, waiting: 1 });
  }
  finish();
  await Promise.all([transaction, query]);
  expect(handle.pool.stats()).toMatchObject({ inUse: 0, waiting: 0 });
  expect(waits.length).toBeGreaterThanOrEqual(2);
  expect(waits.every((seconds) => seconds >= 0)).toBe(true);
});

it.runIf(process.env.DATABASE_URL?.startsWith('postgres'))(
  'gives every PostgreSQL connection no JIT compilation, which cost a search hundreds of milliseconds',
  async () => {
    // Two connections at once, so the setting is seen on more than the first one.
    const settings = await Promise.all(
      [1, 2].map(() =>
        handle.db.transaction().execute(async (trx) => (await sql<{ jit: string }>`show jit`.execute(trx)).rows[0]!.jit),
      ),
    );
    expect(settings).toEqual(['off', 'off']);
  },
);
