import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Database, Kysely } from '@sponsorly/db';
import { acceptOnce, captchaRefused, type CaptchaVerifier } from './captcha-verifier';

/** A challenge is good for 10 minutes. */
export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/**
 * Work per challenge: the browser tries on average half of up to this many SHA-256 keys, a fraction of
 * a second on a phone and a real cost for a bot sending thousands of forms.
 */
const COUNTER_RANGE = [20_000, 60_000] as const;

export interface AltchaCaptcha extends CaptchaVerifier {
  createChallenge(): Promise<Challenge>;
}

/**
 * ALTCHA, self-hosted proof of work: no outside service. Challenges are signed with keys derived from
 * the server SECRET, so any instance sharing it can verify them.
 */
export function createAltchaCaptcha(options: { db: Kysely<Database>; secret: string; now: () => Date }): AltchaCaptcha {
  const hmacSignatureSecret = `${options.secret}:altcha-challenge`;
  const hmacKeySignatureSecret = `${options.secret}:altcha-key`;
  return {
    widget: { provider: 'altcha', siteKey: null, challengeUrl: '/api/captcha/challenge' },

    createChallenge() {
      return createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: randomInt(...COUNTER_RANGE),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(options.now().getTime() + ALTCHA_CHALLENGE_TTL_MS),
      });
    },

    async verify(payload) {
      const parsed = parsePayload(payload);
      if (!parsed) throw captchaRefused();
      let verified = false;
      try {
        const result = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret });
        verified = result.verified;
      } catch {
        verified = false;
      }
      if (!verified) throw captchaRefused();
      // The nonce is unique to the challenge, so a solved challenge is accepted once.
      const expiresAt = new Date(
        (parsed.challenge.parameters.expiresAt ?? 0) * 1000 || options.now().getTime() + ALTCHA_CHALLENGE_TTL_MS,
      );
      if (!(await acceptOnce(options.db, `altcha:${parsed.challenge.parameters.nonce}`, expiresAt, options.now()))) {
        throw captchaRefused();
      }
    },
  };
}

/** The widget submits base64 of JSON `{ challenge, solution }`. */
function parsePayload(payload: string | undefined): { challenge: Challenge; solution: Solution } | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    if (value && typeof value === 'object' && value.challenge?.parameters?.nonce && value.solution) return value;
  } catch {
    // fall through
  }
  return null;
}
