import type { ErrorCode } from '@sponsorly/shared';

/**
 * Each error code's HTTP status and what it tells a caller: the one table the API document's failure
 * responses are built from. Services throw `AppError(status, code)` with the same pair; the REST tests
 * check every answer against the document, so a code answered with another status fails them.
 */
export const REFUSALS: Record<ErrorCode, { status: number; meaning: string }> = {
  validation_error: {
    status: 400,
    meaning: 'The request is malformed or its input breaks a rule; `fields` names each failing field, by path.',
  },
  invalid_token: { status: 400, meaning: 'The link’s token is wrong, already used or expired.' },
  invalid_credentials: { status: 401, meaning: 'The email and password (or the current password) do not match.' },
  unauthorized: {
    status: 401,
    meaning: 'No valid session: log in, then send `Authorization: Bearer <token>` or the session cookie.',
  },
  payment_declined: { status: 402, meaning: 'The payment provider refused the charge; nothing was taken.' },
  forbidden: {
    status: 403,
    meaning:
      'This account may not do this (its kind, or its side of a deal), or the request came from another site’s page (its `Origin`).',
  },
  account_suspended: {
    status: 403,
    meaning: 'The account is suspended by the Sponsorly team; the message names the address to write to.',
  },
  blocked: {
    status: 403,
    meaning:
      'One of the two accounts blocked the other: neither can message, offer, invite or apply to the other. The words are the same whichever side blocked.',
  },
  needs_verification: { status: 403, meaning: 'The email address is not verified yet: follow the emailed link first.' },
  not_found: { status: 404, meaning: 'No such resource, or none this account may see.' },
  conflict: {
    status: 409,
    meaning:
      'It clashes with what is there: a name already taken, a limit reached, a thing done once already, or an `Idempotency-Key` reused for another request.',
  },
  already_verified: { status: 409, meaning: 'The email address is verified already: log in.' },
  state_changed: {
    status: 409,
    meaning: 'The resource has moved on (someone acted first, or a deadline passed); `status` is its state now.',
  },
  insufficient_funds: { status: 409, meaning: 'The balance cannot cover the amount asked for.' },
  payouts_not_enabled: {
    status: 409,
    meaning: 'The creator’s payout account cannot be paid yet: set up payouts (`POST /payouts/account`) first.',
  },
  balance_owed: {
    status: 409,
    meaning:
      'The brand owes Sponsorly a chargeback (a card payment its bank took back) that its balance did not cover: no deal can be funded until that is settled.',
  },
  invalid_signature: { status: 400, meaning: 'The webhook’s signature is missing, wrong or older than five minutes.' },
  revisions_exhausted: { status: 409, meaning: 'Every revision the deal includes has been asked for already.' },
  payload_too_large: { status: 413, meaning: 'The body, or an uploaded file, is over its size limit.' },
  unsupported_media_type: {
    status: 415,
    meaning: 'The body’s Content-Type (JSON only, or multipart where a file is taken) or an uploaded file’s type is refused.',
  },
  rate_limited: { status: 429, meaning: 'Too many requests: try again after `Retry-After` seconds.' },
  captcha_required: {
    status: 429,
    meaning: 'Too many failed logins for this account: log in with a solved captcha (`captcha`), or wait `Retry-After` seconds.',
  },
  internal_error: { status: 500, meaning: 'An unexpected failure; the body carries no detail.' },
  service_unavailable: {
    status: 503,
    meaning:
      'The database cannot be reached, the server is at capacity, or a platform it must ask (a connected channel’s) did not answer, right now: try again shortly.',
  },
};
