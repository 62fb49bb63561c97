/** Stable error codes that a client may branch on. */
export const ERROR_CODES = {
  validation: 'validation_error',
  invalidCredentials: 'invalid_credentials',
  needsVerification: 'needs_verification',
  invalidToken: 'invalid_token',
  alreadyVerified: 'already_verified',
  rateLimited: 'rate_limited',
  /** A login past the account's allowance of failures, without a solved captcha. */
  captchaRequired: 'captcha_required',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** One of the two accounts blocked the other: no contact between them (403), the same words either way. */
  blocked: 'blocked',
  notFound: 'not_found',
  /** The request clashes with what is there (a name already taken, a limit reached). */
  conflict: 'conflict',
  /** A state change the row's current state does not allow (someone moved first); the body carries `status`. */
  stateChanged: 'state_changed',
  /** The payment provider refused the charge; nothing was taken (402). */
  paymentDeclined: 'payment_declined',
  /** A balance cannot cover the transfer asked for (409). */
  insufficientFunds: 'insufficient_funds',
  /** A withdrawal before the creator's payout account can be paid (409). */
  payoutsNotEnabled: 'payouts_not_enabled',
  /** The brand owes Sponsorly a chargeback its balance did not cover: no funding until it is settled (409). */
  balanceOwed: 'balance_owed',
  /** A webhook whose signature is missing, wrong or too old (400). */
  invalidSignature: 'invalid_signature',
  /** A change request past the revisions the deal includes (409). */
  revisionsExhausted: 'revisions_exhausted',
  /** A suspended account's login (403): the message names the support address. */
  accountSuspended: 'account_suspended',
  internal: 'internal_error',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
