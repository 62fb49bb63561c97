import type { NotificationKind } from '../marketplace/enums';

/** Whether new messages are emailed one by one (`off`) or gathered into one email a day (`daily`). */
export const EMAIL_DIGESTS = ['off', 'daily'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

/**
 * Emails that always go, whatever the person chose: about money (a deal funded, money to withdraw, a
 * payment, payout or refund that failed or came back, a card payment disputed at the bank) and about the
 * account's standing (a warning from the Sponsorly team). The account's own emails
 * (verification, password reset, password changed) are not notifications at all and always go.
 */
export const ALWAYS_SENT_EMAIL_KINDS = [
  'deal_funded',
  'payment_available',
  'payment_failed',
  'payout_returned',
  'refund_returned',
  'chargeback_opened',
  'chargeback_won',
  'account_warning',
] as const satisfies readonly NotificationKind[];
export type AlwaysSentEmailKind = (typeof ALWAYS_SENT_EMAIL_KINDS)[number];

/**
 * The emails a person can turn off, grouped as /settings/notifications shows them, each with its label.
 * Every kind of NOTIFICATION_KINDS that emails is here or in ALWAYS_SENT_EMAIL_KINDS (a unit test holds it).
 */
export const EMAIL_KIND_GROUPS = [
  {
    title: 'Campaigns and applications',
    kinds: [
      { kind: 'application_received', label: 'A creator applies to your campaign', to: 'brand' },
      { kind: 'application_shortlisted', label: 'Your application is shortlisted', to: 'creator' },
      { kind: 'application_declined', label: 'Your application is declined', to: 'creator' },
      { kind: 'invitation_received', label: 'A brand invites you to a campaign', to: 'creator' },
      { kind: 'campaign_changed', label: 'A campaign you applied to changes its budget or deadline', to: 'creator' },
    ],
  },
  {
    title: 'Offers',
    kinds: [
      { kind: 'offer_received', label: 'You receive an offer' },
      { kind: 'offer_countered', label: 'Your offer is countered' },
      { kind: 'offer_accepted', label: 'Your offer is accepted' },
      { kind: 'offer_declined', label: 'Your offer is declined' },
      { kind: 'offer_expiring', label: 'An offer waiting for you expires soon' },
      { kind: 'offer_expired', label: 'An offer expires' },
      { kind: 'funding_expired', label: 'A deal was not funded in time' },
    ],
  },
  {
    title: 'The work',
    kinds: [
      { kind: 'work_delivered', label: 'Work is delivered for your review', to: 'brand' },
      { kind: 'review_reminder', label: 'Your review of delivered work is due soon', to: 'brand' },
      { kind: 'changes_requested', label: 'A brand asks for changes', to: 'creator' },
      { kind: 'work_approved', label: 'Work is approved' },
      { kind: 'rights_ending', label: 'Usage rights end soon', to: 'brand' },
    ],
  },
  {
    title: 'Cancellations and disputes',
    kinds: [
      { kind: 'cancellation_requested', label: 'The other side asks to cancel a deal' },
      { kind: 'cancellation_refused', label: 'Your cancellation is refused' },
      { kind: 'deal_canceled', label: 'A deal is canceled' },
      { kind: 'dispute_opened', label: 'A dispute is opened' },
      { kind: 'dispute_resolved', label: 'A dispute is decided' },
    ],
  },
  {
    title: 'Messages',
    kinds: [{ kind: 'new_message', label: 'New messages' }],
  },
] as const satisfies readonly {
  title: string;
  /** `to`: the kind of account that gets it (the page shows only those); left out, both kinds do. */
  kinds: readonly { kind: NotificationKind; label: string; to?: 'brand' | 'creator' }[];
}[];

export type SwitchableEmailKind = (typeof EMAIL_KIND_GROUPS)[number]['kinds'][number]['kind'];
export const SWITCHABLE_EMAIL_KINDS: readonly SwitchableEmailKind[] = EMAIL_KIND_GROUPS.flatMap((group) =>
  group.kinds.map((entry) => entry.kind),
);

export const isSwitchableEmailKind = (kind: string): kind is SwitchableEmailKind =>
  (SWITCHABLE_EMAIL_KINDS as readonly string[]).includes(kind);

/** A daily digest goes once its oldest message has waited this long: at most one a day, none later than a day. */
export const EMAIL_DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;
/** Conversations listed in one digest; the rest are counted. */
export const EMAIL_DIGEST_MAX_CONVERSATIONS = 20;
