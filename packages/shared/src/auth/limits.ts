/** Password lengths, counted in code points (decision 0004). */
export const AUTH_LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  /** A session keeps this much of the browser's User-Agent, enough to name the browser and system. */
  userAgentMax: 256,
} as const;

/** How long links and sessions live, in milliseconds. */
export const AUTH_DURATIONS = {
  verificationTokenTtl: 24 * 60 * 60 * 1000,
  resetTokenTtl: 30 * 60 * 1000,
  sessionAbsolute: 30 * 24 * 60 * 60 * 1000,
  sessionIdle: 7 * 24 * 60 * 60 * 1000,
  /** How long the browser that signed up can finish verification by itself (docs/decisions/0010-signup-binding.md). */
  signupBindingTtl: 60 * 60 * 1000,
  /** A forgot-password answer never comes sooner, so known and unknown addresses take as long. */
  forgotPasswordMinimum: 250,
} as const;

/** Rate-limit defaults; the server multiplies each `points` by RATE_LIMIT_FACTOR. */
export const AUTH_RATE_LIMITS = {
  /** Failed logins per client address (IPv6 by /64), across accounts: checked first. */
  failedLoginPerIp: { points: 100, durationSeconds: 15 * 60 },
  /** Failed logins per account and client address: past it that address waits (a hard limit). */
  failedLoginPerAccountIp: { points: 20, durationSeconds: 15 * 60 },
  /** Failed logins per account from anywhere: past it a login needs a solved captcha, never a lockout. */
  failedLoginPerAccount: { points: 10, durationSeconds: 15 * 60 },
  signupPerIp: { points: 20, durationSeconds: 60 * 60 },
  resetRequestPerEmail: { points: 5, durationSeconds: 60 * 60 },
  resetRequestPerIp: { points: 30, durationSeconds: 60 * 60 },
  /** Signup emails (verification or "already registered") to one address; past it, signup sends nothing. */
  signupEmailPerAddress: { points: 5, durationSeconds: 60 * 60 },
} as const;
