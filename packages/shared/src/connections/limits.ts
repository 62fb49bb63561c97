/** How long and how often: each figure in one place, read by the server, its tests and the docs. */
export const CONNECTION_LIMITS = {
  /** An authorization that comes back later than this is refused (the `state` has expired). */
  stateMaxAgeMs: 10 * 60 * 1000,
  /** A creator reads a platform's figures at most this often. */
  refreshMinIntervalMs: 60 * 60 * 1000,
  /** The timer worker reads every connection's figures this often. */
  dailyRefreshMs: 24 * 60 * 60 * 1000,
  /** After a platform did not answer, the daily round asks it again this much later. */
  unavailableRetryMs: 60 * 60 * 1000,
  /** A token is refreshed when it expires within this margin. */
  tokenRefreshMarginMs: 5 * 60 * 1000,
  /** How many connections the timer worker reads in one round. */
  refreshBatch: 20,
  /** A live post's figures are read daily for this long after it went live, then weekly while the usage rights last. */
  postDailyReadsMs: 30 * 24 * 60 * 60 * 1000,
  postWeeklyReadMs: 7 * 24 * 60 * 60 * 1000,
} as const;
