import {
  DEAL_NOTIFICATIONS as N,
  DELIVERABLE_NOTIFICATIONS as W,
  ENDING_NOTIFICATIONS as E,
  REVIEW_DURATIONS,
  type DealAction,
  type DealParty,
} from '@sponsorly/shared';
import type { Database, DealRow, Transaction } from '@sponsorly/db';
import type { ServiceDeps } from '../../lib/deps';
import { notify } from '../../notifications/notify';
import { publishUserEvent } from '../../notifications/publish-user-event';
import type { DealParties } from './deal-parties';
import { DEAL_TRANSITIONS, otherParty } from './transitions';

export const dealLink = (dealId: string) => `/deals/${dealId}`;

export interface StepToTell {
  deal: DealRow;
  action: DealAction;
  /** The party that took the step; null for the timer. */
  actorSide: DealParty | null;
  /** Whose answer the offer waited for before the step (who sent it is the other side). */
  awaitedBefore: DealParty | null;
  parties: DealParties;
  /** The price of the terms the step made or paid (an offer, a counter-offer, funding, approval). */
  priceCents: number;
  /** What the step's effect said of itself (the review window's days). */
  details?: Record<string, unknown>;
}

type Message = { title: string; body: string; action: string };

/** The clearing days the approval's effect used (step-effects.ts). */
const clearingDaysOf = (step: StepToTell) => Number(step.details?.clearing_days ?? REVIEW_DURATIONS.defaultClearingDays);

/** What `recipient` is told of the step, or null when that side is not told. */
function messageFor(step: StepToTell, recipient: DealParty): Message | null {
  const { parties, actorSide } = step;
  const nameOf = (side: DealParty) => parties[side].name;
  const actorName = actorSide ? nameOf(actorSide) : '';
  switch (step.action) {
    case 'offer':
      return N.offerReceived(actorName, step.priceCents);
    case 'counter':
      return N.offerCountered(actorName, step.priceCents);
    case 'accept':
      return recipient === 'brand' ? N.offerAcceptedToBrand(nameOf('creator')) : N.offerAcceptedToCreator(nameOf('brand'));
    case 'decline':
      return N.offerDeclined(actorName);
    case 'withdraw':
      return N.offerWithdrawn(actorName);
    case 'expire':
      return recipient === step.awaitedBefore
        ? N.offerExpiredToAwaited(nameOf(otherParty(recipient)))
        : N.offerExpiredToSender(nameOf(otherParty(recipient)));
    case 'fund':
      return N.dealFunded(nameOf('brand'), step.priceCents);
    case 'deliver':
      return W.workDelivered(nameOf('creator'), Number(step.details?.review_days ?? 3));
    case 'request_changes':
      return W.changesRequested(nameOf('brand'));
    case 'approve':
      return recipient === 'creator' ? W.workApprovedToCreator(nameOf('brand'), step.priceCents, clearingDaysOf(step)) : null;
    case 'auto_approve':
      return recipient === 'creator'
        ? W.autoApprovedToCreator(step.priceCents, clearingDaysOf(step))
        : W.autoApprovedToBrand(nameOf('creator'));
    case 'cancel':
    case 'cancel_overdue':
    case 'resolve_refund':
      if (step.action === 'resolve_refund') return E.disputeResolved(String(step.details?.summary ?? ''));
      return recipient === 'brand' ? E.canceledToBrand(step.priceCents) : E.canceledToCreator(nameOf('brand'));
    case 'dispute':
      return E.disputeOpened(actorName);
    case 'chargeback':
      return E.chargebackPaused();
    case 'suspend_withdraw':
      return E.suspendedWithdrawn();
    case 'suspend_freeze':
      return E.suspendedPaused();
    case 'resolve_release':
    case 'resolve_split':
    case 'resolve_resume':
      return E.disputeResolved(String(step.details?.summary ?? ''));
    case 'fund_expire':
      return recipient === 'brand' ? N.fundingExpiredToBrand(nameOf('creator')) : N.fundingExpiredToCreator(nameOf('brand'));
    default:
      return null;
  }
}

/**
 * Tells the parties of a step, inside its transaction: the other side is notified (both sides for a
 * timer's step) when the table names a notification, and both sides' open pages get a `deal_changed`
 * event so they reload the deal. If the step rolls back, nobody was told anything.
 */
export async function tellParties(
  trx: Transaction<Database>,
  deps: Pick<ServiceDeps, 'settings' | 'now'>,
  step: StepToTell,
): Promise<void> {
  const kind = (DEAL_TRANSITIONS[step.action] as { notify?: Parameters<typeof notify>[2]['kind'] }).notify;
  const recipients: DealParty[] = step.actorSide ? [otherParty(step.actorSide)] : ['brand', 'creator'];
  if (kind) {
    for (const recipient of recipients) {
      const message = messageFor(step, recipient);
      if (!message) continue;
      await notify(trx, deps, {
        userId: recipient === 'brand' ? step.deal.brand_id : step.deal.creator_id,
        kind,
        title: message.title,
        body: message.body,
        link: dealLink(step.deal.id),
        action: message.action,
      });
    }
  }
  await tellBoth(trx, step.deal, step.action);
}

/** Both parties' open pages are told the deal changed, so they reload it (a step, a draft, a cancellation asked for). */
export async function tellBoth(
  trx: Transaction<Database>,
  deal: Pick<DealRow, 'id' | 'status' | 'brand_id' | 'creator_id'>,
  action: string,
): Promise<void> {
  const payload = { deal_id: deal.id, status: deal.status, action };
  await publishUserEvent(trx, [deal.brand_id, deal.creator_id], 'deal_changed', payload);
}
