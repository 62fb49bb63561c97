import type { Database, DealRow, Transaction } from '@sponsorly/db';
import { publishUserEvent } from '../../notifications/publish-user-event';

/** Both parties' open pages are told the deal changed (a cancellation asked for or answered). */
export async function tellBoth(trx: Transaction<Database>, deal: DealRow, action: string) {
  const payload = { deal_id: deal.id, status: deal.status, action };
  await publishUserEvent(trx, deal.brand_id, 'deal_changed', payload);
  await publishUserEvent(trx, deal.creator_id, 'deal_changed', payload);
}
