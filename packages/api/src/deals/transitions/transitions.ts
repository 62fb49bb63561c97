import {
  CANCELLABLE_STATUSES,
  DEAL_DURATIONS,
  type DealAction,
  type DealActor,
  type DealParty,
  type DealStatus,
  type NotificationKind,
} from '@sponsorly/shared';

/**
 * The deal state machine as data (docs/marketplace.md "The transition table", docs/deals.md). The runner
 * (apply-transition.ts) turns a row into one conditional UPDATE; the views read the same table to say
 * what a reader may do now. Later issues add fund, submit, approve... as rows here.
 */
export interface DealTransition {
  /** The states the deal may be in; none for `offer`, which makes the deal. */
  from: readonly DealStatus[];
  to: DealStatus;
  /** Who may take the step. A party acts as its side of the deal; `system` is the timer worker. */
  by: readonly DealActor[];
  /**
   * For a step on an `offered` deal, which party: the side the current version awaits, or the side that
   * sent it.
   */
  side?: 'awaited' | 'sender';
  /** Whose answer the deal waits for afterwards, when it stays or becomes `offered`. */
  awaiting?: 'creator' | 'flip' | 'same';
  /** The deadline the step is bound to: a person must act before it, the timer acts once it is past. */
  deadline?: 'expires_at' | 'funding_due_at' | 'review_due_at';
  /** A deadline the step sets: a new offer expiry, one extension of it, or the funding deadline. */
  starts?: 'offer_expiry' | 'offer_extension' | 'funding';
  /** The step is allowed once per deal (`deals.extended`). */
  once?: 'extended';
  /** The moment the step is taken, kept on the deal: when the work began. */
  stamps?: 'funded_at' | 'approved_at';
  /** A new version of the terms comes with the step. */
  newVersion?: boolean;
  /** What the other side is told (both sides, for the timers' steps). */
  notify?: NotificationKind;
}

export const DEAL_TRANSITIONS = {
  offer: {
    from: [],
    to: 'offered',
    by: ['brand'],
    awaiting: 'creator',
    starts: 'offer_expiry',
    newVersion: true,
    notify: 'offer_received',
  },
  accept: {
    from: ['offered'],
    to: 'awaiting_funding',
    by: ['brand', 'creator'],
    side: 'awaited',
    deadline: 'expires_at',
    starts: 'funding',
    notify: 'offer_accepted',
  },
  decline: {
    from: ['offered'],
    to: 'declined',
    by: ['brand', 'creator'],
    side: 'awaited',
    deadline: 'expires_at',
    notify: 'offer_declined',
  },
  counter: {
    from: ['offered'],
    to: 'offered',
    by: ['brand', 'creator'],
    side: 'awaited',
    awaiting: 'flip',
    deadline: 'expires_at',
    starts: 'offer_expiry',
    newVersion: true,
    notify: 'offer_countered',
  },
  withdraw: {
    from: ['offered'],
    to: 'withdrawn',
    by: ['brand', 'creator'],
    side: 'sender',
    deadline: 'expires_at',
    notify: 'offer_withdrawn',
  },
  extend: {
    from: ['offered'],
    to: 'offered',
    by: ['creator'],
    side: 'awaited',
    awaiting: 'same',
    deadline: 'expires_at',
    starts: 'offer_extension',
    once: 'extended',
  },
  expire: { from: ['offered'], to: 'expired', by: ['system'], deadline: 'expires_at', notify: 'offer_expired' },
  fund: {
    from: ['awaiting_funding'],
    to: 'in_progress',
    by: ['brand'],
    deadline: 'funding_due_at',
    stamps: 'funded_at',
    notify: 'deal_funded',
  },
  deliver: { from: ['in_progress', 'changes_requested'], to: 'delivered', by: ['creator'], notify: 'work_delivered' },
  request_changes: {
    from: ['delivered'],
    to: 'changes_requested',
    by: ['brand'],
    deadline: 'review_due_at',
    notify: 'changes_requested',
  },
  approve: {
    from: ['delivered'],
    to: 'completed',
    by: ['brand', 'admin'],
    deadline: 'review_due_at',
    stamps: 'approved_at',
    notify: 'work_approved',
  },
  auto_approve: {
    from: ['delivered'],
    to: 'completed',
    by: ['system'],
    deadline: 'review_due_at',
    stamps: 'approved_at',
    notify: 'work_approved',
  },
  // Ending early (docs/cancellations-and-disputes.md): by agreement or silence, alone once a deliverable is overdue, or by an admin's decision.
  cancel: {
    from: [...CANCELLABLE_STATUSES],
    to: 'canceled',
    by: ['brand', 'creator', 'system'],
    notify: 'deal_canceled',
  },
  cancel_overdue: { from: ['in_progress', 'changes_requested'], to: 'canceled', by: ['brand'], notify: 'deal_canceled' },
  dispute: { from: ['delivered', 'changes_requested'], to: 'disputed', by: ['brand', 'creator'], notify: 'dispute_opened' },
  resolve_release: { from: ['disputed'], to: 'completed', by: ['admin'], stamps: 'approved_at', notify: 'dispute_resolved' },
  resolve_refund: { from: ['disputed'], to: 'canceled', by: ['admin'], notify: 'dispute_resolved' },
  resolve_split: { from: ['disputed'], to: 'completed', by: ['admin'], stamps: 'approved_at', notify: 'dispute_resolved' },
  resolve_resume: { from: ['disputed'], to: 'in_progress', by: ['admin'], notify: 'dispute_resolved' },
  // The bank took back the card payment that funded the deal: the work under way is paused as a dispute for an admin.
  chargeback: {
    from: ['in_progress', 'delivered', 'changes_requested'],
    to: 'disputed',
    by: ['system'],
    notify: 'dispute_opened',
  },
  // One side was suspended (docs/moderation.md): an offer not yet funded is withdrawn; funded work is paused as
  // a dispute for an admin to release or refund, the pause a chargeback takes.
  suspend_withdraw: { from: ['offered', 'awaiting_funding'], to: 'withdrawn', by: ['system'], notify: 'offer_withdrawn' },
  suspend_freeze: {
    from: ['in_progress', 'delivered', 'changes_requested'],
    to: 'disputed',
    by: ['system'],
    notify: 'dispute_opened',
  },
  fund_expire: {
    from: ['awaiting_funding'],
    to: 'funding_expired',
    by: ['system'],
    deadline: 'funding_due_at',
    notify: 'funding_expired',
  },
} as const satisfies Record<DealAction, DealTransition>;

export const otherParty = (side: DealParty): DealParty => (side === 'brand' ? 'creator' : 'brand');

/** How far each deadline a step starts lies from the step. */
export const DEADLINE_DURATIONS_MS = {
  offer_expiry: DEAL_DURATIONS.offerExpiryMs,
  offer_extension: DEAL_DURATIONS.offerExtensionMs,
  funding: DEAL_DURATIONS.fundingMs,
} as const;

/**
 * Whether `actor` may take `action` on a deal as it stands, by the table alone (the runner's UPDATE
 * checks the same again, atomically): the reason when not.
 */
export function refusal(
  action: DealAction,
  actor: DealActor,
  deal: { status: string; awaiting: string | null; extended: boolean },
): 'actor' | 'state' | 'side' | 'once' | null {
  const t: DealTransition = DEAL_TRANSITIONS[action];
  if (!t.by.includes(actor)) return 'actor';
  if (!t.from.includes(deal.status as DealStatus)) return 'state';
  if (t.side && actor !== 'system' && actor !== 'admin') {
    const awaited = deal.awaiting === actor;
    if (t.side === 'awaited' ? !awaited : awaited) return 'side';
  }
  if (t.once === 'extended' && deal.extended) return 'once';
  return null;
}
