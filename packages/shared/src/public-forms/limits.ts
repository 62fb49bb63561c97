/** Lengths of the public forms' own fields (names and emails are in FIELD_LIMITS). */
export const PUBLIC_FORM_LIMITS = {
  messageMax: 500,
} as const;

/** Rate-limit defaults per client address; the server multiplies each `points` by RATE_LIMIT_FACTOR. */
export const PUBLIC_FORM_RATE_LIMITS = {
  contactPerIp: { points: 5, durationSeconds: 10 * 60 },
  newsletterPerIp: { points: 5, durationSeconds: 10 * 60 },
} as const;
