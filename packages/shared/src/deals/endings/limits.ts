const HOUR = 60 * 60 * 1000;

/** Bounds and timers of cancellations and disputes (docs/marketplace.md "Timers"). */
export const ENDING_LIMITS = {
  reasonMax: 2000,
  evidenceMax: 10,
  /** Silence this long accepts a cancellation request (Collabstr). */
  cancellationSilenceMs: 72 * HOUR,
  /** A brand may cancel alone, with a full refund, once a deliverable is this long past due and unsubmitted (Fiverr). */
  overdueMs: 24 * HOUR,
  /** The other side answers a dispute within this long (Upwork). */
  disputeAnswerMs: 5 * 24 * HOUR,
} as const;
