/** Every length and count the product enforces, in one place for the server, the forms and the tests. */
export const LIMITS = {
  nameMax: 100,
  emailMax: 100,
  messageMax: 500,
  passwordMin: 8,
  passwordMax: 128,
  urlMax: 2048,
  bioMax: 2000,
  locationMax: 100,
  achievementsMax: 2000,
  descriptionMax: 2000,
  companyNameMax: 100,
  customVerticalMax: 60,
  tagMax: 40,
  tagsPerList: 20,
} as const;

/** Time-based rules, in milliseconds. */
export const DURATIONS = {
  verificationTokenTtl: 24 * 60 * 60 * 1000,
  resetTokenTtl: 30 * 60 * 1000,
  sessionAbsolute: 30 * 24 * 60 * 60 * 1000,
  sessionIdle: 7 * 24 * 60 * 60 * 1000,
  /** How long the browser waits on a success screen before moving to the dashboard. */
  redirectDelay: 2000,
  /** How long the header waits after navigating home before scrolling to an anchor. */
  scrollDelay: 100,
} as const;

/** Rate-limit defaults; the server multiplies each `points` by RATE_LIMIT_FACTOR. */
export const RATE_LIMITS = {
  failedLoginPerAccount: { points: 10, durationSeconds: 15 * 60 },
  signupPerIp: { points: 20, durationSeconds: 60 * 60 },
  resetRequestPerEmail: { points: 5, durationSeconds: 60 * 60 },
  /** Signup emails (verification or "already registered") to one address; past it, signup sends nothing. */
  signupEmailPerAddress: { points: 5, durationSeconds: 60 * 60 },
  contactPerIp: { points: 5, durationSeconds: 10 * 60 },
  newsletterPerIp: { points: 5, durationSeconds: 10 * 60 },
} as const;

/** The profile completion floor (spec section 4). */
export const COMPLETION_FLOOR = 25;
