import { RATE_CARD_LIMITS } from '../rate-card/limits';

const HOUR = 60 * 60 * 1000;

/**
 * The deal timers (docs/marketplace.md "Timers"), in milliseconds: the one source the server's transitions,
 * its timer worker, the pages and the tests read.
 */
export const DEAL_DURATIONS = {
  /** An offer (and each counter-offer) expires this long after it was sent. */
  offerExpiryMs: 72 * HOUR,
  /** The creator may extend an offer's expiry once, by this much (Collabstr). */
  offerExtensionMs: 72 * HOUR,
  /** The side an offer awaits is reminded this long before it expires, once. */
  offerExpiringNoticeMs: 24 * HOUR,
  /** After acceptance the brand has this long to fund the deal. */
  fundingMs: 72 * HOUR,
} as const;

/** Bounds of an offer's terms. Prices are integer cents. */
export const DEAL_LIMITS = {
  /** The same bounds as a rate card package: $1 to $100,000. */
  priceMinCents: RATE_CARD_LIMITS.priceMinCents,
  priceMaxCents: RATE_CARD_LIMITS.priceMaxCents,
  deliverablesMax: 10,
  deliverableNotesMax: 500,
  /** A due date is at most this many days after the offer is made. */
  dueDateMaxDays: 365,
  revisionsMax: RATE_CARD_LIMITS.revisionsMax,
  /** docs/marketplace.md: two change requests unless the offer says otherwise. */
  defaultRevisions: RATE_CARD_LIMITS.defaultRevisions,
  /** The review window after the last submission: 3 days (Fiverr) unless the offer sets 3-14. */
  reviewDaysMin: 3,
  reviewDaysMax: 14,
  defaultReviewDays: 3,
  messageMax: 2000,
  /** PLATFORM_FEE_PERCENT: what the brand pays on top of the price, a whole percent. */
  platformFeePercentMax: 50,
  defaultPlatformFeePercent: 10,
  pageSize: 20,
  pageSizeMax: 50,
  cursorMax: 200,
  /** The Idempotency-Key header (Stripe allows 255). */
  idempotencyKeyMax: 255,
} as const;
