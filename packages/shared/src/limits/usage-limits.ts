const DAY_SECONDS = 24 * 60 * 60;

/**
 * How much one account may do, so a marketplace that moves money is not a spam channel (docs/limits.md).
 * Each is a setting of the server (the README's configuration table); these are the defaults. The
 * counted ones are kept by the rate limiters (shared by every instance through Redis) and multiplied by
 * RATE_LIMIT_FACTOR like the others.
 */
export const USAGE_LIMITS = {
  /** A brand's first contacts with creators (an offer, an invitation, a first message) a day. */
  firstContactsPerDay: 30,
  /** The same for a brand under `newBrandDays` old or without a funded deal yet. */
  firstContactsPerDayNewBrand: 10,
  newBrandDays: 7,
  messagesPerMinute: 30,
  messagesPerDay: 500,
  /** Applications a creator sends a day. */
  applicationsPerDay: 20,
  /** Offers and counter-offers one account makes a day. */
  offersPerDay: 60,
  /** Files uploaded for one deliverable in one round of work (drafts that replaced others count too). */
  filesPerRound: 10,
  /** Bytes stored for one deal in all: drafts and dispute evidence. */
  dealFilesBytes: 2 * 1024 * 1024 * 1024,
  /** Real-time streams open at once, per user and per address; past either, the oldest is closed. */
  streamsPerUser: 5,
  streamsPerIp: 50,
} as const;

export type UsageLimits = { -readonly [K in keyof typeof USAGE_LIMITS]: number };

/** The windows of the counted limits, in seconds. */
export const USAGE_WINDOWS = {
  day: DAY_SECONDS,
  minute: 60,
} as const;
