import { sql, type Database, type Transaction } from '@sponsorly/db';

/** Deals still under way: a campaign with one of these is not done. */
const LIVE_DEAL_STATUSES = ['offered', 'awaiting_funding', 'in_progress', 'delivered', 'changes_requested', 'disputed'];

/**
 * A closed campaign becomes `completed` once it made deals and every one of them is final (completed,
 * canceled, declined, withdrawn, expired, funding_expired), in the caller's transaction: when one of its
 * deals ends, and when it closes. A closed campaign that made no deal stays closed. Conditional, so it
 * happens once however many deals end together.
 */
export async function completeCampaignIfDone(trx: Transaction<Database>, campaignId: string, now: Date): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    update campaigns set status = 'completed', updated_at = ${now}
    where id = ${campaignId} and status = 'closed'
      and exists (select 1 from deals where campaign_id = ${campaignId})
      and not exists (select 1 from deals where campaign_id = ${campaignId} and status in (${sql.join(LIVE_DEAL_STATUSES)}))
    returning id`.execute(trx);
  return rows.length > 0;
}
