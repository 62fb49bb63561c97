import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../lib/deps';
import { completeCampaignIfDone } from './complete-campaign';

/**
 * The deadline timer (docs/marketplace.md "Timers"): closes open campaigns whose application deadline has
 * passed, as the system, at most `limit` a call; returns how many it closed. Due rows are claimed with
 * FOR UPDATE SKIP LOCKED, so workers on several instances never take the same row, and the update is
 * conditional on the row still being open: a brand that closed it first leaves nothing to do.
 * `closed_at` is the deadline, when applications really stopped. The timer worker calls it in a loop.
 */
export async function closeExpiredCampaigns(deps: Pick<ServiceDeps, 'db' | 'now'>, limit = 100): Promise<number> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: string }>`
      with due as (
        select id from campaigns
        where status = 'open' and application_deadline <= ${now}
        order by application_deadline, id
        limit ${limit}
        for update skip locked
      )
      update campaigns c
      set status = 'closed', closed_at = c.application_deadline, updated_at = ${now}
      from due
      where c.id = due.id and c.status = 'open'
      returning c.id`.execute(trx);
    for (const { id } of rows) await completeCampaignIfDone(trx, id, now);
    return rows.length;
  });
}
