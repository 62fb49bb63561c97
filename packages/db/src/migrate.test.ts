import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { migrateToLatest, type DatabaseHandle } from './create-database';
import { createTestDatabase } from './test-database';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase(undefined, { empty: true });
});
afterAll(() => handle.close());

describe('migrateToLatest', () => {
  it('migrates a new database, then finds it up to date with a single query at the next start', async () => {
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const db = handle.db.withPlugin(counting);

    await migrateToLatest(db);
    expect(queries).toBeGreaterThan(5);
    expect(await db.selectFrom('users').select('id').execute()).toEqual([]);

    queries = 0;
    await migrateToLatest(db);
    expect(queries).toBe(1);
  });
});
