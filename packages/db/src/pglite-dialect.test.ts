import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createDatabase, type DatabaseHandle } from './create-database';

let handle: DatabaseHandle;
let db: Kysely<any>;
beforeAll(async () => {
  handle = await createDatabase({ url: 'memory://' });
  db = handle.db as Kysely<any>;
  await sql`create table notes (owner int not null, n int not null)`.execute(db);
});
afterAll(() => handle.close());

describe('PGlite dialect', () => {
  it('runs concurrent transactions one at a time: each sees only its own writes', async () => {
    const seen = await Promise.all(
      Array.from({ length: 50 }, (_, owner) =>
        db.transaction().execute(async (trx) => {
          for (let n = 0; n < 5; n++) {
            await trx.insertInto('notes').values({ owner, n }).execute();
            // Yield so that, without the lock, other transactions' statements would interleave here.
            await new Promise((resolve) => setImmediate(resolve));
          }
          const rows = await trx.selectFrom('notes').select(['owner']).where('owner', '=', owner).execute();
          const others = await trx
            .selectFrom('notes')
            .select(sql<number>`count(*)::int`.as('c'))
            .where('owner', '<>', owner)
            .executeTakeFirstOrThrow();
          return { own: rows.length, others: others.c };
        }),
      ),
    );
    // One after another: the k-th transaction sees exactly the k earlier ones, whole (five rows each).
    expect(seen.every((s) => s.own === 5)).toBe(true);
    expect(seen.map((s) => s.others).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, k) => k * 5));
  });

  it('rolls back a failed transaction without touching concurrent ones', async () => {
    const failing = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ owner: 1000, n: 1 }).execute();
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('abort');
    });
    const committing = db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ owner: 2000, n: 1 }).execute();
    });
    await expect(failing).rejects.toThrow('abort');
    await committing;
    const owners = (await db.selectFrom('notes').select('owner').where('owner', '>=', 1000).execute()).map((r) => r.owner);
    expect(owners).toEqual([2000]);
  });

  it('keeps plain queries outside a transaction from running inside one', async () => {
    let insideTransaction = false;
    const observed: boolean[] = [];
    const trx = db.transaction().execute(async (t) => {
      insideTransaction = true;
      await t.insertInto('notes').values({ owner: 3000, n: 1 }).execute();
      await new Promise((resolve) => setTimeout(resolve, 20));
      insideTransaction = false;
      throw new Error('rollback');
    });
    const outside = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await db.insertInto('notes').values({ owner: 3001, n: 1 }).execute();
      observed.push(insideTransaction);
    })();
    await expect(trx).rejects.toThrow();
    await outside;
    // The outside insert waited for the transaction to finish, and survived its rollback.
    expect(observed).toEqual([false]);
    const rows = await db.selectFrom('notes').select('owner').where('owner', 'in', [3000, 3001]).execute();
    expect(rows.map((r) => r.owner)).toEqual([3001]);
  });
});
