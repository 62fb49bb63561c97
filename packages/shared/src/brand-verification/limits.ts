/** Verifying a brand's company domain with a code sent to an address there (docs/blocking-and-verified-brands.md). */
export const BRAND_VERIFICATION_LIMITS = {
  codeDigits: 6,
  codeTtlMs: 15 * 60_000,
  /** Wrong codes a code takes; past them it is refused (429) until it expires. */
  maxAttempts: 5,
  /** A new code, at most once a minute: each one is an email to someone at the company. */
  resendAfterMs: 60_000,
  emailMax: 254,
} as const;
