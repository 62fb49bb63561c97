import { createHash } from 'node:crypto';
import { DEAL_LIMITS, DEAL_MESSAGES } from '@sponsorly/shared';
import { badRequest } from '../../lib/app-error';

/** Visible ASCII only: the key is stored and compared as sent. */
const KEY = /^[\x21-\x7E]+$/;

/** The request's Idempotency-Key, checked: absent is fine; anything but 1-255 visible characters is 400. */
export function checkIdempotencyKey(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const key = raw.trim();
  if (key.length === 0 || key.length > DEAL_LIMITS.idempotencyKeyMax || !KEY.test(key))
    throw badRequest(DEAL_MESSAGES.idempotencyKeyInvalid);
  return key;
}

/**
 * A digest of what a request asked (its checked input), kept with the step it made: a retry of the same
 * request matches it; another request under the same key, or a different counter-offer, does not.
 */
export function requestFingerprint(input: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(input ?? null))
    .digest('base64url');
}
