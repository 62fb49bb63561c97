import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe: used for session, verification and reset tokens. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as SHA-256 hashes: a leaked database gives no usable session or link.
 * A fast hash is right here because the tokens are long and random, unlike passwords.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
