import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * The key that seals platform tokens, derived from SECRET with HKDF so that no other use of SECRET (the
 * captcha's signatures) shares it, and a database copied without the server's settings reads no token.
 */
export function deriveTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'sponsorly', 'platform-connection-tokens', 32));
}

/** AES-256-GCM with a fresh 96-bit nonce: `v1.` + base64url(nonce | tag | ciphertext). */
export function sealToken(key: Buffer, token: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Opens what sealToken made; a value changed in the database fails its tag and throws. */
export function openToken(key: Buffer, sealed: string): string {
  const [version, packed] = sealed.split('.');
  if (version !== VERSION || !packed) throw new Error('Unknown token format');
  const raw = Buffer.from(packed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
