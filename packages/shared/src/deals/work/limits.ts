const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Bounds of submissions and change requests. */
export const DELIVERABLE_LIMITS = {
  noteMax: 1000,
  commentMax: 2000,
  urlMax: 2048,
  /** The largest draft file: 500 MB, streamed to storage, never held in memory. */
  fileMaxBytes: 500 * 1024 * 1024,
  /**
   * A deliverable sent back for changes is due again this many days after the request (or on its own
   * date, if that is later): the creator gets time to revise, and the brand a date to hold them to.
   */
  revisionDays: 3,
} as const;

/** The timers after delivery (docs/marketplace.md "Timers"; docs/deliverables.md), in milliseconds. */
export const REVIEW_DURATIONS = {
  day: DAY,
  /**
   * Money released for approved work becomes available to withdraw this many days later (Collabstr 72 h),
   * unless CLEARING_DAYS sets 0 to 30.
   */
  defaultClearingDays: 3,
  clearingDaysMax: 30,
} as const;
