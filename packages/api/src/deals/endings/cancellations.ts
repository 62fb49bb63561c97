import { ENDING_LIMITS, ENDING_MESSAGES, ENDING_NOTIFICATIONS, ERROR_CODES } from '@sponsorly/shared';
import type { Database, DealRow, DealVersionRow, Transaction, User } from '@sponsorly/db';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { applyTransition, runTransition, stateChanged } from '../transitions/apply-transition';
import { lockDealAsParty } from '../transitions/deal-access';
import { dealLink } from '../transitions/deal-notifications';
import { loadDealParties } from '../transitions/deal-parties';
import { otherParty } from '../transitions/transitions';
import { notify } from '../../notifications/notify';
import { publishUserEvent } from '../../notifications/publish-user-event';

const WORKING = ['in_progress', 'delivered', 'changes_requested'];
const forbidden = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

async function tellBoth(trx: Transaction<Database>, deal: DealRow, action: string) {
  const payload = { deal_id: deal.id, status: deal.status, action };
  await publishUserEvent(trx, deal.brand_id, 'deal_changed', payload);
  await publishUserEvent(trx, deal.creator_id, 'deal_changed', payload);
}

/**
 * Either party asks to cancel a deal under way, with a reason: the request waits for the other side,
 * who is told; 72 hours of silence accepts it (the timer). One request open at a time.
 */
export async function requestCancellation(deps: ServiceDeps, user: User, dealId: string, reason: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    if (!WORKING.includes(deal.status)) throw stateChanged(deal.status, ENDING_MESSAGES.cannotCancelNow);
    const open = await trx
      .selectFrom('deal_cancellations')
      .select('id')
      .where('deal_id', '=', deal.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (open) throw new AppError(409, ERROR_CODES.conflict, ENDING_MESSAGES.cancellationOpen, { body: { status: deal.status } });
    const now = deps.now();
    await trx
      .insertInto('deal_cancellations')
      .values({
        deal_id: deal.id,
        requested_by: user.id,
        requested_side: side,
        reason,
        answer_due_at: new Date(now.getTime() + ENDING_LIMITS.cancellationSilenceMs),
        created_at: now,
      })
      .execute();
    const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
    const other = otherParty(side);
    await notify(trx, deps, {
      userId: other === 'brand' ? deal.brand_id : deal.creator_id,
      kind: 'cancellation_requested',
      ...ENDING_NOTIFICATIONS.cancellationRequested(parties[side].name),
      link: dealLink(deal.id),
    });
    await tellBoth(trx, deal, 'cancellation_requested');
  });
  deps.notifyOutbox();
}

/**
 * The other side answers an open request: accepting cancels the deal (the `cancel` step: the brand
 * refunded to its balance), refusing lets the work go on and tells the side that asked.
 */
export async function answerCancellation(deps: ServiceDeps, user: User, dealId: string, accept: boolean): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const { deal, side } = await lockDealAsParty(trx, deps, user, dealId);
    const open = await trx
      .selectFrom('deal_cancellations')
      .selectAll()
      .where('deal_id', '=', deal.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (!open) throw stateChanged(deal.status, ENDING_MESSAGES.noCancellation);
    if (open.requested_side === side) throw forbidden(ENDING_MESSAGES.ownCancellation);
    const now = deps.now();
    if (accept) {
      await trx
        .updateTable('deal_cancellations')
        .set({ status: 'accepted', answered_at: now })
        .where('id', '=', open.id)
        .execute();
      await runTransition(trx, deps, { dealId: deal.id, action: 'cancel', actor: { kind: 'person', user } });
      return;
    }
    await trx.updateTable('deal_cancellations').set({ status: 'refused', answered_at: now }).where('id', '=', open.id).execute();
    const parties = await loadDealParties(trx, deal.brand_id, deal.creator_id);
    await notify(trx, deps, {
      userId: open.requested_by,
      kind: 'cancellation_refused',
      ...ENDING_NOTIFICATIONS.cancellationRefused(parties[side].name),
      link: dealLink(deal.id),
    });
    await tellBoth(trx, deal, 'cancellation_refused');
  });
  deps.notifyOutbox();
}

/** The end of a deliverable's due day plus 24 hours: after it, an unsubmitted deliverable lets the brand cancel alone. */
export const overdueAt = (dueDate: string) =>
  new Date(Date.parse(`${dueDate}T00:00:00Z`) + 24 * 3_600_000 + ENDING_LIMITS.overdueMs);

/**
 * Whether a deliverable of the deal is past its due day by 24 hours and not submitted. The due dates are
 * the current version's: read here unless the caller has them (`current`).
 */
export async function hasOverdueDeliverable(
  db: Pick<Transaction<Database>, 'selectFrom'>,
  deal: DealRow,
  now: Date,
  current?: Pick<DealVersionRow, 'deliverables'>,
): Promise<boolean> {
  const [items, version] = await Promise.all([
    db.selectFrom('deal_deliverables').select(['id', 'status']).where('deal_id', '=', deal.id).execute(),
    current ??
      db
        .selectFrom('deal_versions')
        .select('deliverables')
        .where('deal_id', '=', deal.id)
        .where('version', '=', deal.current_version)
        .executeTakeFirst(),
  ]);
  const due = new Map((version?.deliverables ?? []).map((d) => [d.id, d.due_date]));
  return items.some(
    (item) =>
      (item.status === 'pending' || item.status === 'changes_requested') &&
      due.has(item.id) &&
      overdueAt(due.get(item.id)!).getTime() <= now.getTime(),
  );
}

/** The brand cancels alone, with a full refund, once a deliverable is 24 hours past its due day and not submitted. */
export async function cancelOverdue(deps: ServiceDeps, user: User, dealId: string): Promise<DealRow> {
  const { deal } = await applyTransition(deps, {
    dealId,
    action: 'cancel_overdue',
    actor: { kind: 'person', user },
    effect: async (trx, _moved, before) => {
      if (!(await hasOverdueDeliverable(trx, before, deps.now()))) throw stateChanged(before.status, ENDING_MESSAGES.notOverdue);
      return {};
    },
  });
  return deal;
}
