import { receiptNumber } from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';
import { sql } from '@sponsorly/db';

/**
 * The next number of the year's series, taken in the caller's transaction: the year's counter row is
 * made or moved by one, and stays locked until the payment it numbers commits. A payment rolled back
 * rolls its number back with it, so the series has no gap; two payments at once wait for each other
 * here, so it has no duplicate. Take it last, after the ledger's accounts, so that every transaction
 * locks in the same order.
 */
export async function nextReceiptNumber(
  trx: Transaction<Database>,
  now: Date,
): Promise<{ year: number; seq: number; number: string }> {
  const year = now.getUTCFullYear();
  const { last_seq: seq } = await trx
    .insertInto('receipt_counters')
    .values({ year, last_seq: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet({ last_seq: sql<number>`receipt_counters.last_seq + 1` }))
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return { year, seq, number: receiptNumber(year, seq) };
}
