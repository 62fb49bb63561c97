import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { BRAND_VERIFICATION_LIMITS as L } from '@sponsorly/shared';

/** A new code: six random digits, leading zeros kept. */
export const newVerificationCode = () => String(randomInt(0, 10 ** L.codeDigits)).padStart(L.codeDigits, '0');

/** The code as stored: hashed with the brand's id, so a read of the table shows no code, nor the same code twice. */
export const hashVerificationCode = (brandId: string, code: string) =>
  createHash('sha256').update(`brand-verification:${brandId}:${code}`).digest('hex');

export function codeMatches(brandId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashVerificationCode(brandId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
