/** Captcha providers: ALTCHA is self-hosted proof of work; the others are verified at their siteverify. */
export const CAPTCHA_PROVIDERS = ['altcha', 'turnstile', 'hcaptcha', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
