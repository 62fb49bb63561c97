import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, type TestDeps } from '../../testing';
import { nextReceiptNumber } from './receipt-numbers';

let deps: TestDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});
afterAll(() => deps.close());

const take = (at: Date) => deps.db.transaction().execute((trx) => nextReceiptNumber(trx, at));
const rolledBack = new Error('the payment failed after its number was taken');

describe('receipt numbers', () => {
  it('gives a number taken by a transaction that rolled back to the next payment: the series has no gap', async () => {
    const at = new Date('2031-06-01T12:00:00Z');
    expect((await take(at)).number).toBe('SP-2031-000001');
    await expect(
      deps.db.transaction().execute(async (trx) => {
        expect((await nextReceiptNumber(trx, at)).number).toBe('SP-2031-000002');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await take(at)).number).toBe('SP-2031-000002');
  });

  it('starts each year (UTC) at 1, and numbers payments taken at once one after the other', async () => {
    expect((await take(new Date('2031-12-31T23:59:59Z'))).number).toBe('SP-2031-000003');
    const newYear = new Date('2032-01-01T00:00:00Z');
    const numbers = await Promise.all([take(newYear), take(newYear), take(newYear)]);
    expect(numbers.map((n) => n.number).sort()).toEqual(['SP-2032-000001', 'SP-2032-000002', 'SP-2032-000003']);
  });
});
