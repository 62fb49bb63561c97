import { z } from 'zod';
import { CAPTCHA_PROVIDERS } from './enums';

// The public forms' answers: the contact form, the newsletter and the captcha they ask for.

export const formSuccessSchema = z.object({ success: z.literal(true) });
export const formSuccessMessageSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * Public settings the form needs to show the right widget: the provider, its site key (the spec's
 * {key}; ALTCHA has none), and where the ALTCHA widget fetches a challenge.
 */
export const captchaWidgetConfigSchema = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  siteKey: z.string().nullable(),
  challengeUrl: z.string().nullable(),
});
export type CaptchaWidgetConfig = z.infer<typeof captchaWidgetConfigSchema>;

/** An ALTCHA challenge, signed by the server; the widget solves it and sends the solution back. */
export const altchaChallengeSchema = z
  .looseObject({ parameters: z.looseObject({}), signature: z.string() })
  .meta({ id: 'AltchaChallenge' });
export type AltchaChallengeView = z.infer<typeof altchaChallengeSchema>;
