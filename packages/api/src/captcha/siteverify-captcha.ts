import type { CaptchaProvider } from '@sponsorly/shared';
import type { Database, Kysely } from '@sponsorly/db';
import { acceptOnce, captchaRefused, type CaptchaVerifier } from './captcha-verifier';

/** Each hosted provider's verification endpoint (CAPTCHA_VERIFY_URL overrides it, for tests). */
export const SITEVERIFY_URLS: Record<Exclude<CaptchaProvider, 'altcha'>, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
};

/** How long to wait for the provider before refusing the form. */
const VERIFY_TIMEOUT_MS = 5000;
/** Tokens of hosted providers are short-lived; remember used ones for longer than that. */
const USED_TOKEN_MEMORY_MS = 15 * 60 * 1000;

/**
 * Turnstile, hCaptcha and reCAPTCHA share one protocol: POST the secret and the token (form-encoded)
 * and read `success`. Any error, timeout or unexpected answer refuses the form (fail closed).
 */
export function createSiteverifyCaptcha(options: {
  provider: Exclude<CaptchaProvider, 'altcha'>;
  siteKey: string;
  secret: string;
  verifyUrl?: string | undefined;
  db: Kysely<Database>;
  now: () => Date;
}): CaptchaVerifier {
  const url = options.verifyUrl ?? SITEVERIFY_URLS[options.provider];
  return {
    widget: { provider: options.provider, siteKey: options.siteKey, challengeUrl: null },

    async verify(token, ip) {
      if (!token) throw captchaRefused();
      let success = false;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: options.secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        const answer = response.ok ? ((await response.json()) as { success?: unknown }) : null;
        success = answer?.success === true;
      } catch {
        success = false;
      }
      if (!success) throw captchaRefused();
      // Providers refuse a reused token themselves; this also holds if one of them does not.
      const now = options.now();
      if (!(await acceptOnce(options.db, `${options.provider}:${token}`, new Date(now.getTime() + USED_TOKEN_MEMORY_MS), now))) {
        throw captchaRefused();
      }
    },
  };
}
