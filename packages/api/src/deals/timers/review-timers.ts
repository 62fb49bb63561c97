import { DELIVERABLE_NOTIFICATIONS, type Currency } from '@sponsorly/shared';
import { sql } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { runTransition } from '../transitions/apply-transition';
import { dealLink } from '../transitions/deal-notifications';
import { loadDealParties } from '../transitions/deal-parties';
import { postJournal } from '../../ledger/journal';
import { notify } from '../../notifications/notify';
import { publishUserEvent } from '../../notifications/publish-user-event';
import { attemptEach, notWaitingRetry, type TimerLog } from '../../timers/timer-retries';

type TimerDeps = Pick<ServiceDeps, 'db' | 'settings' | 'now'> & TimerLog;

/**
 * Reminds the brand, once, when half of its review window has passed without an answer (silence
 * approves at the end). Claimed with FOR UPDATE SKIP LOCKED; `review_reminded_at` marks it in the same
 * transaction, and a new delivery (after changes) clears it with its new window.
 */
export async function remindReviews(deps: TimerDeps, limit: number): Promise<number> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('deals as d')
      .innerJoin('deal_versions as v', (join) =>
        join.onRef('v.deal_id', '=', 'd.id').onRef('v.version', '=', 'd.current_version'),
      )
      .select(['d.id', 'd.brand_id', 'd.creator_id'])
      .where('d.status', '=', 'delivered')
      .where('d.review_reminded_at', 'is', null)
      .where('d.review_due_at', '>', now)
      // Half the window (review_days days) or less is left.
      .where(sql<boolean>`d.review_due_at <= ${now}::timestamptz + v.review_days * interval '12 hours'`)
      .where(notWaitingRetry('review_reminder', 'd.id', now))
      .orderBy('d.review_due_at')
      .limit(limit)
      .forUpdate('d')
      .skipLocked()
      .execute();
    return attemptEach(deps, { kind: 'review_reminder', rows: due, idOf: (deal) => deal.id, trx }, async (deal) => {
      await trx.updateTable('deals').set({ review_reminded_at: now }).where('id', '=', deal.id).execute();
      const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
      await notify(trx, deps, {
        userId: deal.brand_id,
        kind: 'review_reminder',
        ...DELIVERABLE_NOTIFICATIONS.reviewReminder(parties.creator.name),
        link: dealLink(deal.id),
      });
      return true;
    });
  });
}

/**
 * Released money clears: once a completed deal's `clears_at` has passed, the price moves from the
 * creator's clearing account to their available balance (one transfer, `clear:<deal>`), the creator is
 * told, and `cleared_at` marks it, in one transaction per batch of claimed deals. A deal refunded in
 * part by a dispute clears what was released.
 */
export async function clearReleasedMoney(deps: TimerDeps, limit: number): Promise<number> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('deals')
      .select(['id', 'brand_id', 'creator_id', 'currency'])
      .where('cleared_at', 'is', null)
      .where('clears_at', '<=', now)
      .where(notWaitingRetry('clearing', 'id', now))
      .orderBy('clears_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return attemptEach(deps, { kind: 'clearing', rows: due, idOf: (deal) => deal.id, trx }, async (deal) => {
      const released = await trx
        .selectFrom('ledger_transfers')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
        .where('deal_id', '=', deal.id)
        .where('code', '=', 'release_price')
        .executeTakeFirstOrThrow();
      const amount = Number(released.total);
      const currency = deal.currency as Currency;
      if (amount > 0) {
        await postJournal(
          trx,
          [
            {
              kind: 'single',
              id: `clear:${deal.id}`,
              debit: { kind: 'creator_clearing', userId: deal.creator_id, currency },
              credit: { kind: 'creator_available', userId: deal.creator_id, currency },
              amount,
              code: 'clearing',
              dealId: deal.id,
            },
          ],
          now,
        );
        await notify(trx, deps, {
          userId: deal.creator_id,
          kind: 'payment_available',
          ...DELIVERABLE_NOTIFICATIONS.paymentAvailable(amount),
          link: dealLink(deal.id),
        });
      }
      await trx.updateTable('deals').set({ cleared_at: now }).where('id', '=', deal.id).execute();
      await publishUserEvent(trx, deal.creator_id, 'deal_changed', { deal_id: deal.id, status: 'completed', action: 'clear' });
      return true;
    });
  });
}

/**
 * A cancellation request left unanswered for 72 hours is accepted: the `cancel` step as the system, the
 * brand refunded to its balance. Each request's deal is claimed with FOR UPDATE SKIP LOCKED in a
 * transaction of its own, then the request; one answered meanwhile no longer matches.
 */
export async function acceptSilentCancellations(deps: TimerDeps, limit: number): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .selectFrom('deal_cancellations')
    .select(['id', 'deal_id'])
    .where('status', '=', 'open')
    .where('answer_due_at', '<=', now)
    .where(notWaitingRetry('cancellation_silence', 'id', now))
    .orderBy('answer_due_at')
    .limit(limit)
    .execute();
  return attemptEach(deps, { kind: 'cancellation_silence', rows: due, idOf: (request) => request.id }, ({ id, deal_id }) =>
    deps.db.transaction().execute(async (trx) => {
      // The deal first, as every person's step locks it: the other order deadlocks with a person
      // answering the request at the same moment. A deal someone is moving now is left to them.
      const deal = await trx
        .selectFrom('deals')
        .select('id')
        .where('id', '=', deal_id)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!deal) return false;
      const open = await trx
        .selectFrom('deal_cancellations')
        .select(['id', 'deal_id'])
        .where('id', '=', id)
        .where('status', '=', 'open')
        // Another instance may have failed it since the look: it waits for its next attempt there too.
        .where(notWaitingRetry('cancellation_silence', 'id', now))
        .forUpdate()
        .executeTakeFirst();
      if (!open) return false;
      await trx
        .updateTable('deal_cancellations')
        .set({ status: 'accepted', answered_at: now })
        .where('id', '=', open.id)
        .execute();
      return (await runTransition(trx, deps, { dealId: open.deal_id, action: 'cancel', actor: { kind: 'system' } })).applied;
    }),
  );
}

/** The brand is told once, 7 days before a deliverable's usage rights end. */
export async function remindRightsEnding(deps: TimerDeps, limit: number): Promise<number> {
  const now = deps.now();
  const soon = new Date(now.getTime() + 7 * 24 * 3_600_000);
  return deps.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('deal_deliverables as i')
      .innerJoin('deals as d', 'd.id', 'i.deal_id')
      .select(['i.deal_id', 'i.id', 'i.rights_end_at', 'd.brand_id', 'd.creator_id'])
      .where('i.rights_reminded_at', 'is', null)
      .where('i.rights_end_at', '>', now)
      .where('i.rights_end_at', '<=', soon)
      .where(notWaitingRetry('rights_reminder', sql<string>`i.deal_id || '/' || i.id`, now))
      .orderBy('i.rights_end_at')
      .limit(limit)
      .forUpdate('i')
      .skipLocked()
      .execute();
    const idOf = (item: { deal_id: string; id: string }) => `${item.deal_id}/${item.id}`;
    return attemptEach(deps, { kind: 'rights_reminder', rows: due, idOf, trx }, async (item) => {
      await trx
        .updateTable('deal_deliverables')
        .set({ rights_reminded_at: now })
        .where('deal_id', '=', item.deal_id)
        .where('id', '=', item.id)
        .execute();
      const parties = await loadDealParties(trx, item.brand_id, item.creator_id);
      const days = Math.max(1, Math.ceil((item.rights_end_at!.getTime() - now.getTime()) / (24 * 3_600_000)));
      await notify(trx, deps, {
        userId: item.brand_id,
        kind: 'rights_ending',
        ...DELIVERABLE_NOTIFICATIONS.rightsEnding(parties.creator.name, days),
        link: dealLink(item.deal_id),
      });
      return true;
    });
  });
}
