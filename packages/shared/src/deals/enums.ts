/**
 * What can be done to a deal (the transition table's actions, packages/api/src/deals/transitions.ts).
 * `offer` makes the deal; `fund` starts the work; `deliver` follows the last submission; `expire`,
 * `fund_expire` and `auto_approve` are the timers'; `chargeback` is taken when the bank takes back the card
 * payment that funded the deal (payments/stripe/chargebacks.ts); `suspend_withdraw` and `suspend_freeze` when an
 * administrator suspends one side (moderation/suspend-user.ts).
 */
export const DEAL_ACTIONS = [
  'offer',
  'accept',
  'decline',
  'counter',
  'withdraw',
  'extend',
  'expire',
  'fund',
  'fund_expire',
  'deliver',
  'request_changes',
  'approve',
  'auto_approve',
  'cancel',
  'cancel_overdue',
  'dispute',
  'resolve_release',
  'resolve_refund',
  'resolve_split',
  'resolve_resume',
  'chargeback',
  'suspend_withdraw',
  'suspend_freeze',
] as const;
export type DealAction = (typeof DEAL_ACTIONS)[number];

/** The actions a party takes on an existing deal through the API. */
export const DEAL_PARTY_ACTIONS = [
  'accept',
  'decline',
  'counter',
  'withdraw',
  'extend',
  'fund',
  'request_changes',
  'approve',
] as const satisfies readonly DealAction[];
export type DealPartyAction = (typeof DEAL_PARTY_ACTIONS)[number];

/**
 * The terms a counter-offer may change, as a version's list of what changed names them. `due_dates` is
 * named apart from `deliverables` when only the dates of the same deliverables moved.
 */
export const DEAL_TERM_FIELDS = [
  'deliverables',
  'due_dates',
  'price_cents',
  'revisions_included',
  'review_days',
  'usage_rights',
] as const;
export type DealTermField = (typeof DEAL_TERM_FIELDS)[number];
