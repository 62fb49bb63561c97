import { ENDING_LIMITS } from '@sponsorly/shared';
import type { Database, Transaction } from '@sponsorly/db';

/**
 * The dispute the system opens in a party's name to pause a deal for an administrator (a chargeback, a
 * suspension): no evidence, the other side's usual time to answer. Written inside the deal's transition.
 */
export async function insertSystemDispute(
  trx: Transaction<Database>,
  now: Date,
  dispute: { dealId: string; openedBy: string; side: 'brand' | 'creator'; reason: string },
): Promise<void> {
  await trx
    .insertInto('deal_disputes')
    .values({
      deal_id: dispute.dealId,
      opened_by: dispute.openedBy,
      opened_side: dispute.side,
      reason: dispute.reason,
      evidence: JSON.stringify([]),
      answer_due_at: new Date(now.getTime() + ENDING_LIMITS.disputeAnswerMs),
      created_at: now,
    })
    .execute();
}
