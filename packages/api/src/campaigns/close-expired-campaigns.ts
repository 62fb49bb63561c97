import type { ServiceDeps } from '../lib/deps';
import { attemptEach, notWaitingRetry, type TimerLog } from '../timers/timer-retries';
import { completeCampaignIfDone } from './complete-campaign';

/**
 * The deadline timer (docs/marketplace.md "Timers"): closes open campaigns whose application deadline has
 * passed, as the system, at most `limit` a call; returns how many it closed. Due rows are claimed with
 * FOR UPDATE SKIP LOCKED, so workers on several instances never take the same row, and the update is
 * conditional on the row still being open: a brand that closed it first leaves nothing to do.
 * `closed_at` is the deadline, when applications really stopped. The timer worker calls it in a loop.
 */
export async function closeExpiredCampaigns(deps: Pick<ServiceDeps, 'db' | 'now'> & TimerLog, limit = 100): Promise<number> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('status', '=', 'open')
      .where('application_deadline', '<=', now)
      .where(notWaitingRetry('campaign_close', 'id', now))
      .orderBy('application_deadline')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return attemptEach(deps, { kind: 'campaign_close', rows: due, idOf: (campaign) => campaign.id, trx }, async ({ id }) => {
      const closed = await trx
        .updateTable('campaigns')
        .set((eb) => ({ status: 'closed', closed_at: eb.ref('application_deadline'), updated_at: now }))
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      if (closed.numUpdatedRows === 0n) return false;
      await completeCampaignIfDone(trx, id, now);
      return true;
    });
  });
}
