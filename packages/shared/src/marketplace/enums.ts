/** The marketplace's states and kinds (docs/marketplace.md). The database checks the same lists (migration 0008). */

export const CAMPAIGN_STATUSES = ['draft', 'open', 'closed', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_VISIBILITIES = ['public', 'invite_only'] as const;
export type CampaignVisibility = (typeof CAMPAIGN_VISIBILITIES)[number];

export const APPLICATION_STATUSES = ['submitted', 'shortlisted', 'declined', 'withdrawn', 'offered'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const INVITATION_STATUSES = ['pending', 'applied', 'declined', 'offered'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const DEAL_STATUSES = [
  'offered',
  'awaiting_funding',
  'in_progress',
  'delivered',
  'changes_requested',
  'disputed',
  'completed',
  'canceled',
  'declined',
  'withdrawn',
  'expired',
  'funding_expired',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** The two sides of a deal. */
export const DEAL_PARTIES = ['brand', 'creator'] as const;
export type DealParty = (typeof DEAL_PARTIES)[number];

/** Who moves a deal: a party, an admin, or a timer. */
export const DEAL_ACTORS = ['brand', 'creator', 'admin', 'system'] as const;
export type DealActor = (typeof DEAL_ACTORS)[number];

/**
 * Every event a user is told of in the app (docs/marketplace.md "Notifications and emails"); the ones marked email also
 * send one.
 */
export const NOTIFICATION_KINDS = {
  application_received: { email: true },
  application_shortlisted: { email: true },
  application_declined: { email: true },
  invitation_received: { email: true },
  offer_received: { email: true },
  offer_countered: { email: true },
  offer_accepted: { email: true },
  offer_declined: { email: true },
  offer_withdrawn: { email: false },
  offer_expiring: { email: true },
  offer_expired: { email: true },
  funding_expired: { email: true },
  deal_funded: { email: true },
  payment_failed: { email: true },
  payout_returned: { email: true },
  refund_returned: { email: true },
  work_delivered: { email: true },
  changes_requested: { email: true },
  work_approved: { email: true },
  review_reminder: { email: true },
  payment_available: { email: true },
  cancellation_requested: { email: true },
  cancellation_refused: { email: true },
  deal_canceled: { email: true },
  dispute_opened: { email: true },
  dispute_resolved: { email: true },
  /** To each admin: a card payment was disputed at the bank (a chargeback), or such a dispute was won. */
  chargeback_opened: { email: true },
  chargeback_won: { email: true },
  review_received: { email: false },
  rights_ending: { email: true },
  campaign_changed: { email: true },
  new_message: { email: true },
  /** An administrator's warning about the account's conduct (docs/moderation.md). */
  account_warning: { email: true },
} as const satisfies Record<string, { email: boolean }>;
export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** What a user's open pages are told of in real time (user_events.type). */
export const USER_EVENT_TYPES = ['notification', 'message', 'deal_changed'] as const;
export type UserEventType = (typeof USER_EVENT_TYPES)[number];
